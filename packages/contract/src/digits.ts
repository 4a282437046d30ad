import { toWesternDigits } from './arabic';

/**
 * Numbers as people and URLs write them, read in decimal digits only: Number() also reads `0x64`
 * (100), `0b1`, `0o7`, `1e3`, `Infinity`, `+5`, ' ' (0). No zod here: the web app's pages use it.
 */

/** A whole number as a URL, a form field or the legacy client writes it: decimal digits, nothing else. */
export const DECIMAL_DIGITS = /^[0-9]+$/;

/**
 * An amount as a person types it, once Arabic-Indic digits are read as 0-9 and the Arabic separators
 * (U+066C thousands, U+066B decimal) as `,` and `.`: digits with an optional decimal fraction of any
 * length (`150`, `150.5`, `150.`, `.5`), the whole part optionally grouped in threes (`1,000`,
 * `١٬٠٠٠`, `12,345.5`). A separator elsewhere (`1,00`, `10,00`, `,100`) is a typo, not a number, so
 * it is refused rather than guessed at. No sign, exponent, `0x`/`0b`/`0o` prefix, `Infinity` or space.
 */
const DECIMAL_AMOUNT = /^(?:(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]*)?|\.[0-9]+)$/;
const ARABIC_THOUSANDS = /\u066C/g;
const ARABIC_DECIMAL = /\u066B/g;

/** A typed amount as a number; NaN unless it is written in decimal digits (Number() reads `0x64` as 100). */
export function readDecimalAmount(text: string): number {
  const western = toWesternDigits(text.trim())
    .replace(ARABIC_THOUSANDS, () => ',')
    .replace(ARABIC_DECIMAL, () => '.');
  return DECIMAL_AMOUNT.test(western) ? Number(western.replace(/,/g, () => '')) : Number.NaN;
}

/** An id from a URL (a path segment, a query value): a positive safe integer in decimal digits, or null. */
export function readDecimalId(text: string | null | undefined): number | null {
  if (!text || !DECIMAL_DIGITS.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
