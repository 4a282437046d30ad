import { describe, expect, it } from 'vitest';
import { amountInArabicWords } from './amount-in-words';

/** Whole pounds → piasters, so the tables read in pounds as a receipt does. */
const pounds = (value: number) => value * 100;

describe('amountInArabicWords: the examples of the brief', () => {
  it('writes 100 pounds', () => {
    expect(amountInArabicWords(10_000)).toBe('مائة جنيه مصري لا غير');
  });

  it('writes 1,250.50 pounds with its piasters', () => {
    expect(amountInArabicWords(125_050)).toBe('ألف ومائتان وخمسون جنيهًا مصريًا وخمسون قرشًا لا غير');
  });
});

describe('amountInArabicWords: the pound agrees with its count', () => {
  it.each([
    [1, 'جنيه مصري واحد لا غير'],
    [2, 'جنيهان مصريان لا غير'],
    [3, 'ثلاثة جنيهات مصرية لا غير'],
    [8, 'ثمانية جنيهات مصرية لا غير'],
    [10, 'عشرة جنيهات مصرية لا غير'],
    [11, 'أحد عشر جنيهًا مصريًا لا غير'],
    [12, 'اثنا عشر جنيهًا مصريًا لا غير'],
    [13, 'ثلاثة عشر جنيهًا مصريًا لا غير'],
    [19, 'تسعة عشر جنيهًا مصريًا لا غير'],
    [20, 'عشرون جنيهًا مصريًا لا غير'],
    [21, 'واحد وعشرون جنيهًا مصريًا لا غير'],
    [22, 'اثنان وعشرون جنيهًا مصريًا لا غير'],
    [35, 'خمسة وثلاثون جنيهًا مصريًا لا غير'],
    [99, 'تسعة وتسعون جنيهًا مصريًا لا غير'],
  ])('%i pounds', (value, words) => {
    expect(amountInArabicWords(pounds(value))).toBe(words);
  });
});

describe('amountInArabicWords: hundreds', () => {
  it.each([
    [101, 'مائة وواحد جنيه مصري لا غير'],
    [102, 'مائة واثنان جنيه مصري لا غير'],
    [103, 'مائة وثلاثة جنيهات مصرية لا غير'],
    [110, 'مائة وعشرة جنيهات مصرية لا غير'],
    [150, 'مائة وخمسون جنيهًا مصريًا لا غير'],
    [200, 'مائتا جنيه مصري لا غير'],
    [250, 'مائتان وخمسون جنيهًا مصريًا لا غير'],
    [300, 'ثلاثمائة جنيه مصري لا غير'],
    [400, 'أربعمائة جنيه مصري لا غير'],
    [500, 'خمسمائة جنيه مصري لا غير'],
    [600, 'ستمائة جنيه مصري لا غير'],
    [700, 'سبعمائة جنيه مصري لا غير'],
    [800, 'ثمانمائة جنيه مصري لا غير'],
    [999, 'تسعمائة وتسعة وتسعون جنيهًا مصريًا لا غير'],
  ])('%i pounds', (value, words) => {
    expect(amountInArabicWords(pounds(value))).toBe(words);
  });
});

describe('amountInArabicWords: thousands', () => {
  it.each([
    [1000, 'ألف جنيه مصري لا غير'],
    [1001, 'ألف وواحد جنيه مصري لا غير'],
    [1005, 'ألف وخمسة جنيهات مصرية لا غير'],
    [1500, 'ألف وخمسمائة جنيه مصري لا غير'],
    [2000, 'ألفا جنيه مصري لا غير'],
    [2500, 'ألفان وخمسمائة جنيه مصري لا غير'],
    [3000, 'ثلاثة آلاف جنيه مصري لا غير'],
    [10_000, 'عشرة آلاف جنيه مصري لا غير'],
    [10_750, 'عشرة آلاف وسبعمائة وخمسون جنيهًا مصريًا لا غير'],
    [11_000, 'أحد عشر ألف جنيه مصري لا غير'],
    [11_500, 'أحد عشر ألفًا وخمسمائة جنيه مصري لا غير'],
    [25_000, 'خمسة وعشرون ألف جنيه مصري لا غير'],
    [25_013, 'خمسة وعشرون ألفًا وثلاثة عشر جنيهًا مصريًا لا غير'],
    [100_000, 'مائة ألف جنيه مصري لا غير'],
    [103_000, 'مائة وثلاثة آلاف جنيه مصري لا غير'],
    [200_000, 'مائتا ألف جنيه مصري لا غير'],
    [250_000, 'مائتان وخمسون ألف جنيه مصري لا غير'],
    [999_999, 'تسعمائة وتسعة وتسعون ألفًا وتسعمائة وتسعة وتسعون جنيهًا مصريًا لا غير'],
  ])('%i pounds', (value, words) => {
    expect(amountInArabicWords(pounds(value))).toBe(words);
  });
});

describe('amountInArabicWords: millions and billions', () => {
  it.each([
    [1_000_000, 'مليون جنيه مصري لا غير'],
    [1_001_000, 'مليون وألف جنيه مصري لا غير'],
    [2_000_000, 'مليونا جنيه مصري لا غير'],
    [2_000_500, 'مليونان وخمسمائة جنيه مصري لا غير'],
    [3_000_000, 'ثلاثة ملايين جنيه مصري لا غير'],
    [12_000_000, 'اثنا عشر مليون جنيه مصري لا غير'],
    [12_300_000, 'اثنا عشر مليونًا وثلاثمائة ألف جنيه مصري لا غير'],
    [1_000_000_000, 'مليار جنيه مصري لا غير'],
    [2_000_000_000, 'مليارا جنيه مصري لا غير'],
    [5_000_000_007, 'خمسة مليارات وسبعة جنيهات مصرية لا غير'],
  ])('%i pounds', (value, words) => {
    expect(amountInArabicWords(pounds(value))).toBe(words);
  });
});

describe('amountInArabicWords: piasters', () => {
  it.each([
    [1, 'قرش واحد لا غير'],
    [2, 'قرشان لا غير'],
    [5, 'خمسة قروش لا غير'],
    [10, 'عشرة قروش لا غير'],
    [25, 'خمسة وعشرون قرشًا لا غير'],
    [99, 'تسعة وتسعون قرشًا لا غير'],
  ])('%i piasters alone', (value, words) => {
    expect(amountInArabicWords(value)).toBe(words);
  });

  it.each([
    [101, 'جنيه مصري واحد وقرش واحد لا غير'],
    [202, 'جنيهان مصريان وقرشان لا غير'],
    [1_005, 'عشرة جنيهات مصرية وخمسة قروش لا غير'],
    [20_075, 'مائتا جنيه مصري وخمسة وسبعون قرشًا لا غير'],
  ])('%i piasters with pounds', (value, words) => {
    expect(amountInArabicWords(value)).toBe(words);
  });

  it('writes zero as zero pounds', () => {
    expect(amountInArabicWords(0)).toBe('صفر جنيه مصري لا غير');
  });
});

describe('amountInArabicWords: refuses what is not an amount', () => {
  it.each([[-1], [12.5], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER + 1]])(
    '%s',
    (value) => {
      expect(() => amountInArabicWords(value)).toThrow(RangeError);
    },
  );

  it('refuses a trillion pounds or more', () => {
    expect(() => amountInArabicWords(pounds(1_000_000_000_000))).toThrow(RangeError);
    expect(amountInArabicWords(pounds(999_999_999_999))).toMatch(/^تسعمائة وتسعة وتسعون مليارًا/);
  });
});
