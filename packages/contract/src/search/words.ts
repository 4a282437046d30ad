/**
 * The words of a name or of a search, as forgiving search compares them (docs/decisions/012).
 * The SQL function name_search_keys() of migration 011 splits names exactly like this; the parity
 * test (apps/api/src/db/search-keys.test.ts) holds the two together.
 */

/** Tashkeel, Quranic marks and tatweel: dropped before anything else (as ar_norm() does). */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Latin letters with accents, as a name may be typed (Chérif) → their plain letters. */
const ACCENTED = 'àáâãäåèéêëìíîïòóôõöùúûüýÿçñ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuyycn';
/** One-for-one folds: hamza seats, alef maqsura, taa marbuta, Persian yeh and keheh, digits. */
const ONE_FOR_ONE_FROM = 'أإآٱؤئىةیک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
const ONE_FOR_ONE_TO = 'اااا' + 'وييهيك' + '0123456789' + '0123456789';
/** A run of Arabic letters, or a run of Latin letters and digits (Franco-Arabic writes ع as 3). */
const WORD = /[\u0621-\u063A\u0641-\u064A\u0671\u06A9\u06CC]+|[a-z0-9]+/g;
const ARABIC_LETTER = /[\u0621-\u064A]/;

export type WordKind = 'arabic' | 'latin' | 'number';

/** One word of a name or query after splitting compounds and dropping the article. */
export interface SearchWord {
  kind: WordKind;
  /** Arabic: fully folded (no ء, ذ→د, ظ→ض, وو→و); Latin: lower-case letters; number: digits */
  key: string;
  /** Arabic: the same letters before folding (keeps ة, ث, ذ, ظ, hamza seats) for the Latin skeleton */
  letters: string;
  /** Arabic: the folded word with its article, for two words written as one (امكلثوم); else key */
  whole: string;
  /** the word carried the article (ال, بال, …) that was dropped */
  article: boolean;
  /** the word was written with a final ى (مصطفى, يحيى): Egyptians also write it with ا */
  maqsura: boolean;
}

function foldOneForOne(text: string): string {
  let out = '';
  for (const ch of text) {
    const at = ONE_FOR_ONE_FROM.indexOf(ch);
    out += at >= 0 ? ONE_FOR_ONE_TO[at]! : ch;
  }
  return out;
}

/** Marks dropped, lower case, accents and Arabic-Indic digits folded; letters otherwise as written. */
export function cleanText(text: string): string {
  let out = '';
  for (const ch of text.replace(MARKS, '').toLowerCase()) {
    const accent = ACCENTED.indexOf(ch);
    const code = ch.charCodeAt(0);
    if (accent >= 0) out += PLAIN[accent];
    else if (code >= 0x0660 && code <= 0x0669) out += String(code - 0x0660);
    else if (code >= 0x06f0 && code <= 0x06f9) out += String(code - 0x06f0);
    else out += ch;
  }
  return out;
}

/** The last folds, which may change a word's length: ء dropped, ذ→د, ظ→ض, a doubled و once. */
export function foldArabicWord(text: string): string {
  return foldOneForOne(text).replace(/ء/g, '').replace(/ذ/g, 'د').replace(/ظ/g, 'ض').replace(/وو+/g, 'و');
}

/** Egyptian spellings of one word that mean the same (الحجة, الحجه → الحاجة). */
function egyptianSpelling(key: string): string {
  return key === 'حجه' ? 'حاجه' : key;
}

/**
 * Splits a compound written as one word (عبدالرحمن, ابوزيد, هبةالله, علاءالدين) where the space was
 * dropped, on the one-for-one fold so that positions hold in the unfolded letters too.
 */
function splitArabicCompound(folded: string): number[] {
  for (const head of ['عبد', 'ابو']) {
    if (folded.startsWith(head) && folded.length > head.length) {
      const rest = folded.slice(head.length);
      // «عبدا», «عبدال»: the article of the next name being typed
      if (rest.length >= 3 || rest === 'ا' || rest === 'ال') {
        return [head.length, ...splitArabicCompound(rest).map((at) => at + head.length)];
      }
    }
  }
  for (const tail of ['الله', 'الدين']) {
    if (folded.endsWith(tail) && folded.length >= tail.length + 2) return [folded.length - tail.length];
  }
  return [];
}

/** How many leading letters are an article to drop: ال (الله excepted), بال/وال/فال/كال, لل. */
function articleLength(folded: string): number {
  if (folded === 'الله') return 0;
  if (folded.startsWith('ال') && folded.length >= 4) return 2;
  if (/^[بوفك]ال/.test(folded) && folded.length >= 5) return 3;
  if (folded.startsWith('لل') && folded.length >= 4) return 2;
  return 0;
}

function arabicWords(raw: string): SearchWord[] {
  const folded = foldOneForOne(raw);
  const cuts = [0, ...splitArabicCompound(folded), raw.length];
  const words: SearchWord[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const part = raw.slice(cuts[i], cuts[i + 1]);
    const drop = articleLength(folded.slice(cuts[i], cuts[i + 1]));
    const letters = part.slice(drop);
    const key = egyptianSpelling(foldArabicWord(letters));
    const whole = foldArabicWord(part);
    if (key)
      words.push({ kind: 'arabic', key, letters, whole, article: drop > 0, maqsura: letters.endsWith('ى') });
  }
  return words;
}

const LATIN_ARTICLES = new Set(['el', 'al', 'il', 'ul', 'ol']);
const LATIN_ABD = new Set(['abd', 'abdel', 'abdul', 'abdal', 'abdol', 'abdil']);

const LATIN_ALLAH_TAILS = ['allah', 'ullah', 'ellah', 'illah', 'alla', 'ulla'];
const LATIN_DIN_TAILS = ['el', 'ed', 'ad', 'al', 'ud', 'e'].flatMap((article) =>
  ['din', 'deen', 'dine'].map((din) => article + din),
);

/** The longest of `tails` that ends `word` after 3 letters or more. */
function longestTail(word: string, tails: readonly string[]): string | undefined {
  return tails
    .filter((tail) => word.endsWith(tail) && word.length - tail.length >= 3)
    .sort((a, b) => b.length - a.length)[0];
}

/** The construct state before «allah» is spelled with its t (hebat allah): the name is «heba». */
function withoutConstructT(word: string): string {
  return word.endsWith('at') ? word.slice(0, -1) : word;
}

const isLatinAllah = (word: string) => /^[aeiou]?ll?ah?$/.test(word);

/** The rest of a Latin compound after abd/abo: «allah», or the next name without its article. */
function latinRest(rest: string): string[] {
  if (isLatinAllah(rest)) return ['allah'];
  if (/^(el|al|ul|ol|il)/.test(rest) && rest.length >= 4) return [rest.slice(2)];
  if (/^[aeiou]([b-df-hj-np-tv-z])\1./.test(rest)) return [rest.slice(2)];
  return [rest];
}

/** abdelrahman → abd rahman, abozeid → abo zeid, hebatallah → heba allah, alaaeldin → alaa din. */
function latinCompound(word: string): string[] {
  if (word.startsWith('abd') && word.length >= 6) return ['abd', ...latinRest(word.slice(3))];
  for (const head of ['abou', 'abu', 'abo']) {
    if (word.startsWith(head) && word.length - head.length >= 3) {
      return [head, ...latinRest(word.slice(head.length))];
    }
  }
  const allah = longestTail(word, LATIN_ALLAH_TAILS);
  if (allah) return [withoutConstructT(word.slice(0, -allah.length)), 'allah'];
  const din = longestTail(word, LATIN_DIN_TAILS);
  if (din) return [word.slice(0, -din.length), 'din'];
  if (/^(el|al)/.test(word) && word.length >= 5 && word !== 'allah') return [word.slice(2)];
  return [word];
}

/** A Latin word or a number: its key is all there is to it. */
const plainWord = (kind: 'latin' | 'number', key: string): SearchWord => ({
  kind,
  key,
  letters: key,
  whole: key,
  article: false,
  maqsura: false,
});

function latinWords(raw: string): SearchWord[] {
  const number = /^t?(\d+)$/.exec(raw);
  if (number) return [plainWord('number', number[1]!)];
  return latinCompound(raw).map((key) => plainWord('latin', key));
}

/**
 * The words of `text`: Arabic runs and Latin/digit runs apart, compounds split, articles dropped.
 * A standalone Latin article (el sayed, es sayed) is dropped before the word it belongs to, and
 * abdel/abdul written apart become abd.
 */
export function searchWords(text: string): SearchWord[] {
  const runs = cleanText(text).match(WORD) ?? [];
  const words: SearchWord[] = [];
  for (const [i, run] of runs.entries()) {
    if (ARABIC_LETTER.test(run)) {
      words.push(...arabicWords(run));
      continue;
    }
    const next = runs[i + 1];
    const nextLatin = next !== undefined && /^[a-z]/.test(next);
    if (nextLatin && LATIN_ARTICLES.has(run)) continue;
    // an article assimilated to a sun letter, written apart: es sayed, ash shafei, en nour
    if (nextLatin && /^[aeiou][tdrzsln]h?$/.test(run) && next.startsWith(run.slice(1))) continue;
    if (LATIN_ABD.has(run)) words.push(...latinWords('abd'));
    else words.push(...latinWords(next !== undefined && isLatinAllah(next) ? withoutConstructT(run) : run));
  }
  return words;
}
