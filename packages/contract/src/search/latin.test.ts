import { describe, expect, it } from 'vitest';
import { arabicSkeletons, latinSkeleton, latinVowelForm } from './latin';

describe('latinVowelForm', () => {
  it.each([
    [['mohamed', 'mohammed', 'muhammad', 'mohamad'], 'mohamad'],
    [['mahmoud', 'mahmood', 'mahmud'], 'mahmod'],
    [['ahmed', 'ahmad'], 'ahmad'],
    [['youssef', 'yousef', 'yousif'], 'yosaf'],
    [['zeinab', 'zainab', 'zaynab', 'zenab'], 'zanab'],
    [['mostafa', 'mustafa', 'moustafa'], 'mostafa'],
    [['hussein', 'hossein', 'hussain'], 'hosan'],
    [['sherif', 'cherif', 'chérif'.normalize('NFD').replace(/\p{M}/gu, '')], 'xaraf'],
  ])('gives %j one vowel pattern', (spellings, expected) => {
    for (const spelling of spellings) expect(latinVowelForm(spelling), spelling).toBe(expected);
  });

  it('tells names of the same consonants apart by their vowels', () => {
    expect(latinVowelForm('mohamed')).not.toBe(latinVowelForm('mahmoud'));
    expect(latinVowelForm('hassan')).not.toBe(latinVowelForm('hussein'));
  });
});

describe('latinSkeleton', () => {
  it.each([
    ['mohamed', 'mhmd'],
    ['mahmoud', 'mhmd'],
    ['amna', 'amn'],
    ['mona', 'mn'],
    ['yehia', 'yh'],
    ['shaimaa', 'xm'],
    ['khaled', 'kld'],
    ['ghada', 'gd'],
    ['gamal', 'gml'],
    ['jamal', 'gml'],
    ['qandil', 'kndl'],
    ['sayyid', 'sd'],
    ['3omar', 'amr'],
    ['7asan', 'hsn'],
    ['5aled', 'kld'],
  ])('%s → %s', (word, expected) => {
    expect(latinSkeleton(word)).toBe(expected);
  });
});

describe('arabicSkeletons', () => {
  it.each([
    ['محمد', ['mhmd']],
    ['آمنة', ['amn']],
    ['منى', ['mn']],
    ['يحيى', ['yh']],
    ['شيماء', ['xm']],
    ['عمر', ['amr']],
    ['وليد', ['wld']],
    ['هيثم', ['hsm', 'htm', 'hthm']],
    ['ظاهر', ['zhr', 'dhr']],
    ['طه', ['th', 't']],
    ['رضا', ['rd', 'rdh']],
  ])('%s → %j', (letters, expected) => {
    expect(arabicSkeletons(letters)).toEqual(expected);
  });

  it('meets the Latin skeleton of the usual spelling', () => {
    for (const [arabic, latin] of [
      ['عبد', 'abd'],
      ['رحمن', 'rahman'],
      ['زينب', 'zeinab'],
      ['عثمان', 'osman'],
      ['هيثم', 'haitham'],
      ['عائشة', 'aisha'],
      ['سيد', 'sayed'],
      ['رشوان', 'rashwan'],
    ]) {
      expect(arabicSkeletons(arabic!), arabic).toContain(latinSkeleton(latin!));
    }
  });
});
