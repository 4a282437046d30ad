/**
 * Arabic search normalisation. The SQL function ar_norm() (apps/api migrations) applies exactly
 * the same folds, so that a normalised query matches the trigram index on normalised names.
 */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ئ: 'ي',
  ؤ: 'و',
  ة: 'ه',
};
const FOLDABLE = /[أإآٱىیئؤة\u0660-\u0669\u06F0-\u06F9]/g;

function fold(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return FOLDS[ch] ?? ch;
}

/** Folds hamza forms, ى/ي, ة/ه, tashkeel, tatweel and Arabic-Indic digits; trims and collapses spaces. */
export function arNorm(input: string): string {
  return input.replace(MARKS, '').replace(FOLDABLE, fold).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Arabic-Indic and Persian digits to 0-9, leaving everything else as typed (for amount and phone inputs). */
export function toWesternDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, fold);
}
