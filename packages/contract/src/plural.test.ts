import { describe, expect, it } from 'vitest';
import { countText, countWords, type CountForms } from './plural';

/** Names each form, so a test shows which one was picked and with which number. */
const named: CountForms = {
  zero: 'zero',
  one: 'one',
  two: 'two',
  few: (n) => `few ${n}`,
  many: (n) => `many ${n}`,
  other: (n) => `other ${n}`,
};

describe('countText on Intl.PluralRules("ar")', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'two'],
    [3, 'few 3'],
    [10, 'few 10'],
    [11, 'many 11'],
    [99, 'many 99'],
    [100, 'other 100'],
    [101, 'other 101'],
    [102, 'other 102'],
    [103, 'few 103'],
    [111, 'many 111'],
    [1000, 'other 1,000'],
    [1003, 'few 1,003'],
    [12_345, 'many 12,345'],
  ])('%i → %s', (count, expected) => {
    expect(countText(count, named)).toBe(expected);
  });

  it('reads a fraction as its whole part and a negative or missing count as none', () => {
    expect(countText(2.7, named)).toBe('two');
    expect(countText(-4, named)).toBe('zero');
    expect(countText(Number.NaN, named)).toBe('zero');
  });
});

describe('the counts the app shows', () => {
  it.each([
    [0, 'لم يتبرع أحد بعد'],
    [1, 'متبرع واحد'],
    [2, 'متبرعان'],
    [3, '3 متبرعين'],
    [10, '10 متبرعين'],
    [11, '11 متبرعًا'],
    [99, '99 متبرعًا'],
    [100, '100 متبرع'],
    [101, '101 متبرع'],
    [102, '102 متبرع'],
    [103, '103 متبرعين'],
    [111, '111 متبرعًا'],
    [1000, '1,000 متبرع'],
  ])('donors: %i → «%s»', (count, expected) => {
    expect(countWords.donors(count)).toBe(expected);
  });

  it.each([
    [0, 'لم تكتمل أي وحدة بعد'],
    [1, 'وحدة واحدة مكتملة'],
    [2, 'وحدتان مكتملتان'],
    [3, '3 وحدات مكتملة'],
    [5, '5 وحدات مكتملة'],
    [10, '10 وحدات مكتملة'],
    [11, '11 وحدةً مكتملةً'],
    [99, '99 وحدةً مكتملةً'],
    [100, '100 وحدة مكتملة'],
    [101, '101 وحدة مكتملة'],
    [102, '102 وحدة مكتملة'],
    [103, '103 وحدات مكتملة'],
    [111, '111 وحدةً مكتملةً'],
    [1000, '1,000 وحدة مكتملة'],
  ])('units completed: %i → «%s»', (count, expected) => {
    expect(countWords.unitsCompleted(count)).toBe(expected);
  });

  it('units completed as a sentence put the verb first, singular before its subject', () => {
    expect([0, 1, 2, 5, 11, 100].map(countWords.unitsCompletedSentence)).toEqual([
      'لم تكتمل أي وحدة بعد',
      'اكتملت وحدة واحدة',
      'اكتملت وحدتان',
      'اكتملت 5 وحدات',
      'اكتملت 11 وحدةً',
      'اكتملت 100 وحدة',
    ]);
  });

  it('donations, new and waiting donations, campaigns and projects take the same six forms', () => {
    const at = (words: (count: number) => string) => [0, 1, 2, 3, 11, 100].map(words);
    expect(at(countWords.donations)).toEqual([
      'لا توجد تبرعات',
      'تبرع واحد',
      'تبرعان',
      '3 تبرعات',
      '11 تبرعًا',
      '100 تبرع',
    ]);
    expect(at(countWords.newDonations)).toEqual([
      'لا توجد تبرعات جديدة',
      'تبرع جديد واحد',
      'تبرعان جديدان',
      '3 تبرعات جديدة',
      '11 تبرعًا جديدًا',
      '100 تبرع جديد',
    ]);
    expect(at(countWords.waitingDonations)).toEqual([
      'لا توجد تبرعات منتظرة',
      'تبرع واحد منتظر',
      'تبرعان منتظران',
      '3 تبرعات منتظرة',
      '11 تبرعًا منتظرًا',
      '100 تبرع منتظر',
    ]);
    expect(at(countWords.campaigns)).toEqual([
      'لا توجد حملات',
      'حملة واحدة',
      'حملتان',
      '3 حملات',
      '11 حملةً',
      '100 حملة',
    ]);
    expect(at(countWords.projects)).toEqual([
      'لا توجد مشاريع بعد',
      'مشروع واحد',
      'مشروعان',
      '3 مشاريع',
      '11 مشروعًا',
      '100 مشروع',
    ]);
  });

  it('writes the number as the app does everywhere: Western digits, comma thousands', () => {
    expect(countWords.donors(1234)).toBe('1,234 متبرعًا');
    expect(countWords.donors(1234)).not.toMatch(/[\u0660-\u0669]/);
  });
});
