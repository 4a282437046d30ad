import { describe, expect, it } from 'vitest';
import { searchWords } from './words';

const keys = (text: string) => searchWords(text).map((word) => word.key);

describe('searchWords', () => {
  it.each([
    ['عبدالرحمن', ['عبد', 'رحمن']],
    ['عبد الرحمن', ['عبد', 'رحمن']],
    ['ابوزيد', ['ابو', 'زيد']],
    ['أبوالعلا', ['ابو', 'علا']],
    ['هبةالله', ['هبه', 'الله']],
    ['عبدالله', ['عبد', 'الله']],
    ['علاءالدين', ['علا', 'دين']],
    ['عبدال', ['عبد', 'ال']],
    ['عبده', ['عبده']],
    ['ابواب', ['ابواب']],
  ])('splits the compound %s written as one word', (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });

  it('drops the article of every word, but not of الله or of a short word', () => {
    expect(searchWords('المرحوم عادل البيومي').map((word) => [word.key, word.article])).toEqual([
      ['مرحوم', true],
      ['عادل', false],
      ['بيومي', true],
    ]);
    expect(keys('بالمنيا للتنمية والخير')).toEqual(['منيا', 'تنميه', 'خير']);
    expect(keys('الله الم ال')).toEqual(['الله', 'الم', 'ال']);
    expect(keys('والي فالح')).toEqual(['والي', 'فالح']);
  });

  it('folds hamza, ى, ة, ذ/د, ظ/ض, a doubled و, tashkeel, tatweel and Arabic-Indic digits', () => {
    expect(keys('شيماء أسماء الرءوف الرؤوف داوود')).toEqual(['شيما', 'اسما', 'روف', 'روف', 'داود']);
    expect(keys('ذبيحة الظاهر عائشة مُحَمَّد مـحـمـد ٢٠٢٠')).toEqual([
      'دبيحه',
      'ضاهر',
      'عايشه',
      'محمد',
      'محمد',
      '2020',
    ]);
  });

  it('reads الحجة and الحجه as الحاجة, and remembers a final ى', () => {
    expect(keys('الحجة الحجه الحاجه')).toEqual(['حاجه', 'حاجه', 'حاجه']);
    expect(searchWords('يحيى يحيي').map((word) => word.maqsura)).toEqual([true, false]);
  });

  it('keeps the letters before folding for the Latin skeleton, and the whole word for joined names', () => {
    expect(searchWords('الظاهر')[0]).toMatchObject({ key: 'ضاهر', letters: 'ظاهر', whole: 'الضاهر' });
  });

  it.each([
    ['mohamed abdelrahman', ['mohamed', 'abd', 'rahman']],
    ['abd el rahman', ['abd', 'rahman']],
    ['abdel rahman', ['abd', 'rahman']],
    ['abdurrahman', ['abd', 'rahman']],
    ['abdallah', ['abd', 'allah']],
    ['abozeid', ['abo', 'zeid']],
    ['abou el ela', ['abou', 'ela']],
    ['hebatallah', ['heba', 'allah']],
    ['hebat allah', ['heba', 'allah']],
    ['alaaeldin', ['alaa', 'din']],
    ['el sayed', ['sayed']],
    ['El-Sayed', ['sayed']],
    ['elsayed', ['sayed']],
    ['es sayed', ['sayed']],
    ['om mohamed', ['om', 'mohamed']],
    ['Chérif', ['cherif']],
    ['T10006', ['10006']],
  ])('reads the Latin %s as its words', (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });

  it('tells Arabic, Latin and numbers apart, even written together', () => {
    expect(searchWords('محمد2020 ahmed').map((word) => [word.kind, word.key])).toEqual([
      ['arabic', 'محمد'],
      ['number', '2020'],
      ['latin', 'ahmed'],
    ]);
    expect(searchWords('%100 ___')).toEqual([expect.objectContaining({ kind: 'number', key: '100' })]);
  });
});
