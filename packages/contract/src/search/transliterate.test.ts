import { describe, expect, it } from 'vitest';
import { transliterate } from './transliterate';

describe('transliterate', () => {
  it.each([
    ['الحاج محمد عبد الرحمن', 'el hag mohamed abdelrahman'],
    ['الحاجة آمنة عبد الله', 'el hagga amna abdallah'],
    ['المرحومة فاطمة السيد', 'el marhouma fatma el sayed'],
    ['الحاج عبد الحميد أبو زيد', 'el hag abdelhamid abou zeid'],
    ['المرحومة هبة الله عادل', 'el marhouma heba allah adel'],
    ['الحاج يحيى زكريا', 'el hag yehia zakaria'],
    ['الحاجة أمينة رشوان', 'el hagga amina rashwan'],
    ['جمعية الوصل الخيرية بالمنيا', 'gameya el wasl el khayreya el minya'],
  ])('writes %s as %s', (name, latin) => {
    expect(transliterate(name)).toBe(latin);
  });

  it('spells a word outside the dictionary letter by letter', () => {
    expect(transliterate('كمشيش')).toBe('kamsheish');
    expect(transliterate('وداد')).toBe('wadad');
    expect(transliterate('Ahmed 2020')).toBe('ahmed 2020');
  });
});
