import { PIASTERS_PER_EGP, piasters, type Piasters } from './piasters';

const egpFormat = new Intl.NumberFormat('ar-EG-u-nu-latn', { maximumFractionDigits: 2 });

/** Whole or fractional EGP as typed by a person → piasters (rounded to the nearest piaster). */
export function egpToPiasters(egp: number): Piasters {
  return piasters(Math.round(egp * PIASTERS_PER_EGP));
}

/** Piasters → EGP for the API fields that the spec reads in pounds. */
export function piastersToEgp(amount: Piasters): number {
  return amount / PIASTERS_PER_EGP;
}

/** Piasters → `250.00`, the two-decimal EGP text of the bank's API and the CSV, in integers. */
export function piastersToEgpText(amount: Piasters): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(amount) / PIASTERS_PER_EGP);
  return `${sign}${whole}.${String(Math.abs(amount) % PIASTERS_PER_EGP).padStart(2, '0')}`;
}

/** `1,250` — Western digits, comma thousands (PRODUCT.md §9). */
export function formatNumber(value: number): string {
  return egpFormat.format(value);
}

/** `1,250 ج.م` from piasters. */
export function formatPiasters(amount: Piasters): string {
  return formatEgp(piastersToEgp(amount));
}

/** `1,250 ج.م` from an amount in EGP (as the API gives it). */
export function formatEgp(egp: number): string {
  return `${formatNumber(egp)} ج.م`;
}
