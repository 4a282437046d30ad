/**
 * Latin forms of names, for the transliterations Egyptians type (mohamed abdelrahman, amna, el sayed,
 * Franco-Arabic 3abd el ra7man). Two forms are compared (docs/decisions/012):
 * - the vowel pattern (mohamed, mohammed, muhammad → mohamad): consonants kept, each run of vowels one
 *   class (a/e/i/y → a, o/u/w → o), doubled letters once; known only for names our dictionary spells;
 * - the consonant skeleton (→ mhmd): vowels and inner y/w dropped, a leading vowel kept as «a»;
 *   derived from the Arabic letters of every name, so it needs no dictionary.
 * migration 011's SQL derives the skeleton of Arabic names exactly like arabicSkeletons().
 */

/** Franco-Arabic digits inside a Latin word: 3 and 2 are ع and ء (vowels here), 7 is ح, 5 خ, 8 غ. */
const FRANCO: Record<string, string> = {
  '2': "'",
  '3': "'",
  '5': 'kh',
  '6': 't',
  '7': 'h',
  '8': 'gh',
  '9': 'q',
};

/** Latin letters as far as Egyptian spellings agree: sh→x, kh→k, gh→g, q/c→k, j→g, p→b, v→f. */
function latinBase(word: string): string {
  const withLetters = /[a-z]/.test(word) ? word.replace(/[235-9]/g, (digit) => FRANCO[digit]!) : word;
  return withLetters
    .replace(/x/g, 'ks')
    .replace(/sh|ch/g, 'x')
    .replace(/kh/g, 'k')
    .replace(/gh/g, 'g')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/[qc]/g, 'k')
    .replace(/j/g, 'g')
    .replace(/p/g, 'b')
    .replace(/v/g, 'f');
}

const VOWELS = 'aeiou';

/** Whether the letter at `at` of a base form is a vowel: y and w are, unless first or before a vowel. */
function isVowel(base: string, at: number): boolean {
  const letter = base[at]!;
  if (VOWELS.includes(letter)) return true;
  if (letter !== 'y' && letter !== 'w') return false;
  const next = base[at + 1];
  return at > 0 && (next === undefined || !VOWELS.includes(next));
}

const collapseDoubles = (text: string) => text.replace(/(.)\1+/g, '$1');

/** mohamed, mohammed, muhammad → mohamad; mahmoud, mahmood → mahmod; zeinab, zaynab → zanab. */
export function latinVowelForm(word: string): string {
  const base = latinBase(word);
  let out = '';
  let inRun = false;
  for (let at = 0; at < base.length; at++) {
    const letter = base[at]!;
    if (letter === "'") continue;
    if (isVowel(base, at)) {
      if (!inRun) out += 'ouw'.includes(letter) ? 'o' : 'a';
      inRun = true;
    } else {
      out += letter;
      inRun = false;
    }
  }
  return collapseDoubles(out);
}

/** mohamed → mhmd, abdelrahman → abdlrhmn, amna → amn, yehia → yh, shaimaa → xm. */
export function latinSkeleton(word: string): string {
  const base = latinBase(word);
  let out = '';
  for (let at = 0; at < base.length; at++) {
    const letter = base[at]!;
    if (at === 0 && (VOWELS.includes(letter) || letter === "'")) out += 'a';
    else if (at === 0 && (letter === 'y' || letter === 'w')) out += letter;
    else if (!VOWELS.includes(letter) && !"'yw".includes(letter)) out += letter;
  }
  return collapseDoubles(out);
}

/**
 * What each Arabic letter that is not a vowel is written as; ث, ذ, ض, ظ and a final ه have several
 * spellings. ة is a vowel here (heba); «hebat» before «allah» is read as «heba» (words.ts).
 */
const ARABIC_CONSONANTS: Record<string, string[]> = {
  ب: ['b'],
  ت: ['t'],
  ث: ['s', 't', 'th'],
  ج: ['g'],
  ح: ['h'],
  خ: ['k'],
  د: ['d'],
  ذ: ['z', 'd', 'th', 'dh'],
  ر: ['r'],
  ز: ['z'],
  س: ['s'],
  ش: ['x'],
  ص: ['s'],
  ض: ['d', 'dh'],
  ط: ['t'],
  ظ: ['z', 'd', 'dh'],
  غ: ['g'],
  ف: ['f'],
  ق: ['k'],
  ك: ['k'],
  ک: ['k'],
  ل: ['l'],
  م: ['m'],
  ن: ['n'],
  ه: ['h'],
  ة: [''],
};
const ARABIC_VOWELS = 'اأإآٱعءؤئىويی';
/** Spellings of one word are capped; a name rarely has more than one ambiguous letter. */
const MAX_SKELETONS = 8;

/** The consonant skeletons of an Arabic word (its letters before folding): هيثم → hsm, htm, hthm. */
export function arabicSkeletons(letters: string): string[] {
  let skeletons = [''];
  for (let at = 0; at < letters.length; at++) {
    const letter = letters[at]!;
    let options: string[];
    if (at === 0 && letter === 'و') options = ['w'];
    else if (at === 0 && (letter === 'ي' || letter === 'ی')) options = ['y'];
    else if (ARABIC_VOWELS.includes(letter)) options = [at === 0 ? 'a' : ''];
    else if (letter === 'ه' && at === letters.length - 1 && at > 0) options = ['h', ''];
    else options = ARABIC_CONSONANTS[letter] ?? (/[0-9]/.test(letter) ? [letter] : ['']);
    skeletons = skeletons.flatMap((skeleton) => options.map((option) => skeleton + option));
    skeletons = skeletons.slice(0, MAX_SKELETONS);
  }
  return [...new Set(skeletons.map(collapseDoubles))].filter(Boolean);
}
