import { toWesternDigits } from './arabic';

/**
 * Numbers as people and URLs write them, read in decimal digits only: Number() also reads `0x64`
 * (100), `0b1`, `0o7`, `1e3`, `Infinity`, `+5`, ' ' (0). No zod here: the web app's pages use it.
 */

/** A whole number as a URL, a form field or the legacy client writes it: decimal digits, nothing else. */
export const DECIMAL_DIGITS = /^[0-9]+$/;

/**
 * An amount as a person types it, once Arabic-Indic digits are read as 0-9: digits with an optional
 * decimal fraction of any length (`150`, `150.5`, `150.`, `.5`), as Number() read them before.
 * No sign, exponent, `0x`/`0b`/`0o` prefix, `Infinity`, separator or space inside.
 */
const DECIMAL_AMOUNT = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/** A typed amount as a number; NaN unless it is written in decimal digits (Number() reads `0x64` as 100). */
export function readDecimalAmount(text: string): number {
  const western = toWesternDigits(text.trim());
  return DECIMAL_AMOUNT.test(western) ? Number(western) : Number.NaN;
}

/** An id from a URL (a path segment, a query value): a positive safe integer in decimal digits, or null. */
export function readDecimalId(text: string | null | undefined): number | null {
  if (!text || !DECIMAL_DIGITS.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
