/**
 * Arabic compound names (PRODUCT.md §11.5): «عبد الرحمن», «أبو بكر», «أم كلثوم» are one name written as two
 * words, and a line must never break between them. `keepCompoundNames` joins each such pair with a
 * no-break space (U+00A0) when a name is shown; what is stored, searched and sent stays as typed.
 */

export const NO_BREAK_SPACE = '\u00A0';

/** Tashkeel, the dagger alef and tatweel, which may sit on any letter of the first word. */
const MARK = '[\\u064B-\\u065F\\u0670\\u0640]*';
const letters = (word: string) => [...word].map((letter) => `${letter}${MARK}`).join('');

/**
 * The first words of compound names: عبد; أبو with its other cases أبا and أبي (also ى); أم. Each with
 * or without its hamza, as Egyptians type them.
 */
const FIRST_WORDS = [
  letters('عبد'),
  `[اأإ]${MARK}${letters('ب')}[وايى]${MARK}`,
  `[اأ]${MARK}${letters('م')}`,
];

/**
 * A first word standing alone (no letter, mark or digit just before it), the spaces after it, and a
 * letter right after them: the spaces are the ones to keep. Chains such as «أبو عبد الله» match twice.
 */
const COMPOUND = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}\\u0640])(?:${FIRST_WORDS.join('|')})([^\\S\\n]+)(?=\\p{L})`,
  'gu',
);

/** The text with every compound name's two words joined by one no-break space. */
export function keepCompoundNames(text: string): string {
  return text.replace(COMPOUND, (match, spaces: string) =>
    match.slice(0, match.length - spaces.length).concat(NO_BREAK_SPACE),
  );
}
