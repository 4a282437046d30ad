/** Excel reads a CSV as UTF-8 (and shows Arabic) only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One RFC 4180 field: quoted when it holds a quote, comma or line break, with quotes doubled; text
 * that a spreadsheet would run as a formula gets a leading apostrophe, so it stays text.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export function csvLine(values: readonly (string | number | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** U+200E LEFT-TO-RIGHT MARK: invisible, neither whitespace nor a formula start. */
const LEFT_TO_RIGHT_MARK = '\u200E';
const PLAIN_PHONE_NUMBER = /^\+?\d+$/;

/**
 * A phone number written so a spreadsheet keeps it as text: Excel and LibreOffice read a bare
 * `01012345678` as the number 1012345678 and drop the leading 0. The number gets a leading
 * left-to-right mark, which both show as nothing and which makes the cell not a number. Rejected:
 * `="01012345678"` is a formula, the very thing csvField refuses, and LibreOffice's CSV dialog (formulas
 * not evaluated by default) shows it as typed; a leading apostrophe shows in both; a leading tab is a
 * formula-start character that csvField escapes with a visible apostrophe. The mark also keeps the
 * digits left to right in a right-to-left sheet. Only digits (with an optional leading +) get it, so
 * the mark never shields a formula: anything else goes through csvField's guard unchanged.
 */
export function csvPhoneNumber(value: string | null): string | null {
  return value !== null && PLAIN_PHONE_NUMBER.test(value) ? `${LEFT_TO_RIGHT_MARK}${value}` : value;
}
