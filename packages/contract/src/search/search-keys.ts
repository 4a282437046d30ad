import { arabicSkeletons, latinSkeleton, latinVowelForm } from './latin';
import { LATIN_NAMES } from './latin-names';
import { searchWords, type SearchWord } from './words';

/**
 * The keys of forgiving search (docs/decisions/012). A name is stored with the keys of its words
 * (migration 011's name_search_keys(), which this module's nameSearchKeys() mirrors); a query word
 * matches a name when the name has one of the query word's keys. Kinds of keys, by their tags:
 * - `word`: the folded word, without its article (exact); also without a leading «و» (and) when 3
 *   letters are left as written; and
 *   two neighbouring words with their articles as one (a dropped space);
 * - `word*`: a strict prefix of a word, 2 letters or more (prefix); `ال*`, `الس*` for article words;
 * - `-word`: the word with one letter deleted, for words of 4+ letters (one typo, see fuzzyKeys);
 * - `=mohamad`: the Latin vowel pattern of a word our dictionary spells (exact);
 * - `#mhmd` / `%mhmd`: the Latin skeleton of a word outside / inside the dictionary; `~mhm`: its
 *   prefix, 3 letters or more.
 */

/** Abbreviated titles: «د.» is دكتور, «م.» is مهندس. */
const ABBREVIATIONS: Record<string, string[]> = { د: ['دكتور', 'دكتوره'], م: ['مهندس', 'مهندسه'] };
/**
 * Titles that precede most names: a typo in them tells nothing, so they get no one-typo keys (the
 * keys of a name are stored in every campaign's row).
 */
const HONORIFICS = new Set([
  'حاج',
  'حاجه',
  'مرحوم',
  'مرحومه',
  'استاد',
  'استاده',
  'دكتور',
  'دكتوره',
  'مهندس',
  'مهندسه',
  'طفل',
  'طفله',
  'شيخ',
]);
/** Latin articles never count as a word of their own. */
const LATIN_ARTICLES = new Set(['el', 'al', 'il', 'ul', 'ol']);

function prefixes(word: string, tag: string, suffix: string, shortest = 2): string[] {
  const keys: string[] = [];
  for (let length = shortest; length < word.length; length++) keys.push(tag + word.slice(0, length) + suffix);
  return keys;
}

function deletions(word: string): string[] {
  const keys: string[] = [];
  for (let at = 0; at < word.length; at++) keys.push(word.slice(0, at) + word.slice(at + 1));
  return keys;
}

function latinKeysOfSkeleton(skeleton: string, tag: '#' | '%'): string[] {
  return [tag + skeleton, ...prefixes(skeleton, '~', '', 3)];
}

/** The keys a dictionary word adds: the vowel pattern and skeleton of each of its spellings. */
export function latinNameKeys(spellings: readonly string[]): string[] {
  return spellings.flatMap((spelling) => [
    `=${latinVowelForm(spelling)}`,
    ...latinKeysOfSkeleton(latinSkeleton(spelling), '%'),
  ]);
}

function arabicNameKeys(word: SearchWord): string[] {
  const { key } = word;
  const keys = [key];
  if (word.maqsura && key.endsWith('ي')) keys.push(`${key.slice(0, -1)}ا`);
  if (key === 'د' || key === 'م') keys.push(ABBREVIATIONS[key]![0]!);
  // «وأمان», «وعافية», «ودفء»: a word joined by «و» is found without it too (counted as written:
  // the hamza a fold drops still makes «دفء» a word of three letters)
  if (key.startsWith('و') && word.letters.length >= 4 && key.length >= 3) keys.push(key.slice(1));
  keys.push(...prefixes(key, '', '*'));
  if (word.article) keys.push('ال*', `ال${key[0]}*`);
  if (key.length >= 4 && !HONORIFICS.has(key)) keys.push(...deletions(key).map((deleted) => `-${deleted}`));
  const spellings = LATIN_NAMES.get(key);
  const tag = spellings ? '%' : '#';
  for (const skeleton of arabicSkeletons(word.letters)) keys.push(...latinKeysOfSkeleton(skeleton, tag));
  if (spellings) keys.push(...latinNameKeys(spellings));
  return keys;
}

/** The search keys of a name, as migration 011 stores them (sorted, without repeats). */
export function nameSearchKeys(name: string): string[] {
  const keys = new Set<string>();
  const words = searchWords(name);
  for (const [index, word] of words.entries()) {
    // two neighbouring words written as one («امكلثوم», «فاطمةالزهراء») find the name too
    const next = words[index + 1];
    if (word.kind === 'arabic' && next?.kind === 'arabic') keys.add(word.whole + next.whole);
    const wordKeys =
      word.kind === 'arabic'
        ? arabicNameKeys(word)
        : word.kind === 'number'
          ? [word.key, ...prefixes(word.key, '', '*')]
          : [`=${latinVowelForm(word.key)}`, ...latinKeysOfSkeleton(latinSkeleton(word.key), '#')];
    for (const key of wordKeys) if (key.length > 0) keys.add(key);
  }
  return [...keys].sort();
}

/** The keys by which one query word matches a name word, by closeness. */
export interface QueryWordKeys {
  exact: string[];
  prefix: string[];
  /** one letter substituted, left out, added or two letters swapped (for words of 4+ letters) */
  fuzzy: string[];
}

/**
 * One typo, by the name's one-letter deletions (`-…`, words of 4+ letters): the query word itself
 * (a letter left out), each of its own deletions (a letter substituted or two swapped), and its
 * deletions as whole words (a letter added). Two deletions at distant places also meet, so a letter
 * moved further than its neighbour counts as one typo too.
 */
function fuzzyKeys(key: string): string[] {
  if (key.length < 3) return [];
  if (key.length === 3) return [`-${key}`];
  const deleted = deletions(key);
  return [`-${key}`, ...deleted.map((word) => `-${word}`), ...deleted];
}

function queryWordKeys(word: SearchWord): QueryWordKeys | null {
  if (word.kind === 'latin') {
    if (word.key.length < 2 || LATIN_ARTICLES.has(word.key)) return null;
    const skeleton = latinSkeleton(word.key);
    return {
      exact: [`=${latinVowelForm(word.key)}`, `#${skeleton}`],
      prefix: [`%${skeleton}`, ...(skeleton.length >= 3 ? [`~${skeleton}`] : [])],
      fuzzy: [],
    };
  }
  const abbreviation = word.kind === 'arabic' ? ABBREVIATIONS[word.key] : undefined;
  if (word.key.length < 2 && !abbreviation) return null;
  return {
    exact: [word.key, ...(abbreviation ?? [])],
    prefix: word.key.length >= 2 ? [`${word.key}*`] : [],
    fuzzy: word.kind === 'arabic' ? fuzzyKeys(word.key) : [],
  };
}

/** Query words beyond this many are left out (a pasted long name matches on its first words). */
export const MAX_QUERY_WORDS = 8;

/** What a search looks for: a campaign code, and the keys of each query word. */
export interface SearchPlan {
  code: number | null;
  words: QueryWordKeys[];
}

/** A campaign code as typed or as sent by SMS: 10006, ١٠٠٠٦, T10006 (ف is T on an Arabic keyboard). */
const CAMPAIGN_CODE = /^\s*[tTتف]?\s*-?\s*([0-9٠-٩۰-۹]{1,9})\s*$/;

export function searchPlan(text: string): SearchPlan {
  const code = CAMPAIGN_CODE.exec(text);
  const words: QueryWordKeys[] = [];
  const seen = new Set<string>();
  for (const word of searchWords(text)) {
    const keys = queryWordKeys(word);
    if (!keys || seen.has(keys.exact[0]!)) continue;
    seen.add(keys.exact[0]!);
    words.push(keys);
    if (words.length === MAX_QUERY_WORDS) break;
  }
  const digits = code ? searchWords(code[1]!)[0]?.key : undefined;
  return { code: digits ? Number(digits) : null, words };
}
