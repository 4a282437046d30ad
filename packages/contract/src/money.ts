import { PIASTERS_PER_EGP } from './constants';

const egpFormat = new Intl.NumberFormat('ar-EG-u-nu-latn', { maximumFractionDigits: 2 });

/** Whole or fractional EGP as typed by a person → integer piasters (no float arithmetic on money). */
export function egpToPiasters(egp: number): number {
  return Math.round(egp * PIASTERS_PER_EGP);
}

/** Piasters → EGP for display and for the API fields that the spec reads in pounds. */
export function piastersToEgp(piasters: number): number {
  return piasters / PIASTERS_PER_EGP;
}

/** `1,250` — Western digits, comma thousands (SPEC §9). */
export function formatNumber(value: number): string {
  return egpFormat.format(value);
}

/** `1,250 ج.م` from piasters. */
export function formatEgp(piasters: number): string {
  return `${formatNumber(piastersToEgp(piasters))} ج.م`;
}

/** `1,250 ج.م` from an amount the API gave in EGP. */
export function formatEgpAmount(egp: number): string {
  return `${formatNumber(egp)} ج.م`;
}
