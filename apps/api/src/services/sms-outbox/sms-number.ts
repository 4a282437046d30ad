import { toWesternDigits } from '@athar/contract/arabic';

/** An Egyptian mobile number without its leading 0: 10, 11, 12 or 15, then 8 digits. */
const EGYPTIAN_MOBILE = /^1[0125]\d{8}$/;
/** An international number as an aggregator takes it: country code first, no + or 00. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

/**
 * A donor's phone as the aggregator sends to it: `20XXXXXXXXXX` for an Egyptian mobile however it
 * was written (`010…`, `+2010…`, `002010…`, `2010…`, Arabic-Indic digits, spaces), another country's
 * number when it was written with its code (`+`/`00`); null for what no text message can reach
 * (an Egyptian landline, a number too short or malformed).
 */
export function toSmsNumber(raw: string): string | null {
  const written = toWesternDigits(raw).replace(/[\s().-]/g, '');
  const international = /^(\+|00)/.test(written);
  const digits = written.replace(/^(\+|00)/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('20')) return EGYPTIAN_MOBILE.test(digits.slice(2)) ? digits : null;
  if (international) return INTERNATIONAL.test(digits) ? digits : null;
  const local = digits.replace(/^0/, '');
  return EGYPTIAN_MOBILE.test(local) ? `20${local}` : null;
}

/** A number for the logs: only its last three digits show. */
export function maskNumber(number: string): string {
  return number.length <= 3 ? '***' : `${'*'.repeat(number.length - 3)}${number.slice(-3)}`;
}
