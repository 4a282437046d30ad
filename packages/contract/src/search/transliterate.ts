import { LATIN_NAMES } from './latin-names';
import { searchWords, type SearchWord } from './words';

/**
 * The Latin form of a name as Egyptians write it («الحاج محمد عبد الرحمن» → «el hag mohamed
 * abdelrahman»), stored beside each name by migration 011 (name_latin(), which mirrors this). Words
 * of the dictionary take their usual spelling; other words are spelled letter by letter.
 */

const LETTERS: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 's',
  ج: 'g',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'z',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  غ: 'gh',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ک: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  ى: 'a',
  ء: '',
  ؤ: 'o',
  ئ: 'e',
  إ: 'e',
};
const ALEFS = 'اأآٱ';

/** A word outside the dictionary, letter by letter: رشوان → rashwan, الشناوي → shanawy. */
function spellLetters(letters: string): string {
  let out = '';
  for (let at = 0; at < letters.length; at++) {
    const letter = letters[at]!;
    const next = letters[at + 1] ?? '';
    const beforeVowel = next !== '' && (ALEFS.includes(next) || next === 'ة' || next === 'ى');
    if (ALEFS.includes(letter) || letter === 'ع') out += out.endsWith('a') ? '' : 'a';
    else if (letter === 'و') out += at === 0 || beforeVowel ? 'w' : 'ou';
    else if (letter === 'ي' || letter === 'ی') out += at === 0 || beforeVowel || next === '' ? 'y' : 'ei';
    else out += LETTERS[letter] ?? letter;
    // Arabic never starts a word on two consonants: a first consonant cluster takes an «a»
    if (at === 0 && /^[^aeiou]+$/.test(out) && next !== '' && !'اأإآٱعويىة'.includes(next)) out += 'a';
  }
  return out;
}

function spellWord(word: SearchWord): string {
  if (word.kind !== 'arabic') return word.key;
  return LATIN_NAMES.get(word.key)?.[0] ?? spellLetters(word.letters);
}

/** The Latin form of a name: «abd» joins the next word (abdelrahman, abdallah), articles are «el». */
export function transliterate(name: string): string {
  const words = searchWords(name);
  const out: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    const next = words[at + 1];
    if (word.kind === 'arabic' && word.key === 'عبد' && next?.kind === 'arabic') {
      out.push(`abd${next.article ? 'el' : ''}${spellWord(next)}`);
      at++;
    } else {
      out.push(`${word.article ? 'el ' : ''}${spellWord(word)}`);
    }
  }
  return out.join(' ');
}
