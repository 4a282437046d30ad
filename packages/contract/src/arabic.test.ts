import { describe, expect, it } from 'vitest';
import { arNorm, toWesternDigits } from './arabic';

describe('arNorm', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إيمان', 'ايمان'],
    ['آمنة', 'امنه'],
    ['الإسكندرية', 'الاسكندريه'],
    ['مُحَمَّد', 'محمد'],
    ['مصطفى', 'مصطفي'],
    ['محـــمد', 'محمد'],
    ['٢٠٢٠', '2020'],
    ['۱۲۳', '123'],
    ['  حفر   بئر  ', 'حفر بير'],
    ['Water WELL', 'water well'],
  ])('folds %s to %s', (input, expected) => {
    expect(arNorm(input)).toBe(expected);
  });

  it('makes spelling variants of the same name equal', () => {
    expect(arNorm('الاسكندريه')).toBe(arNorm('الإسكندرية'));
    expect(arNorm('احمد')).toBe(arNorm('أحمد'));
  });
});

describe('toWesternDigits', () => {
  it('converts Arabic-Indic digits and keeps everything else', () => {
    expect(toWesternDigits('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(toWesternDigits('T١٢٣ab')).toBe('T123ab');
  });
});
