import { describe, expect, it } from 'vitest';
import { nameSearchKeys, searchPlan, type QueryWordKeys } from './search-keys';

/** How closely the query word matches the name (as the SQL ranks it), or null when it does not. */
function closeness(query: string, name: string): 'exact' | 'prefix' | 'fuzzy' | null {
  const stored = new Set(nameSearchKeys(name));
  const [word] = searchPlan(query).words as [QueryWordKeys];
  const hit = (keys: string[]) => keys.some((key) => stored.has(key));
  if (hit(word.exact)) return 'exact';
  if (hit(word.prefix)) return 'prefix';
  if (hit(word.fuzzy)) return 'fuzzy';
  return null;
}

describe('nameSearchKeys and searchPlan', () => {
  it.each([
    ['الحاجه', 'الحاجة زينب'],
    ['الحجة', 'الحاجة زينب'],
    ['حاجه', 'الحاجة زينب'],
    ['بيومي', 'المرحوم عادل البيومي'],
    ['البيومي', 'المرحوم عادل بيومي'],
    ['شيما', 'المرحومة شيماء رأفت'],
    ['الرءوف', 'سمية عبد الرؤوف'],
    ['يحيا', 'الحاج يحيى زكريا'],
    ['مصطفي', 'مصطفى'],
    ['الضاهر', 'ماهر عبد الظاهر'],
    ['دبيحه', 'ذبيحة صدقة'],
    ['د', 'الدكتورة نهى سعيد'],
    ['دكتور', 'د. أحمد'],
    ['امان', 'جمعية سقف وأمان'],
    ['دفء', 'جمعية كساء ودفء الخيرية'],
    ['منيا', 'الوصل الخيرية بالمنيا'],
    ['امكلثوم', 'الحاجة أم كلثوم عبد الرحيم'],
    ['mohamed', 'محمد'],
    ['muhammad', 'محمد'],
    ['mahmoud', 'محمود'],
    ['amna', 'آمنة'],
    ['rashwan', 'رشوان'],
    ['haitham', 'هيثم'],
  ])('%s matches «%s» exactly', (query, name) => {
    expect(closeness(query, name)).toBe('exact');
  });

  it.each([
    ['الدسو', 'الحاج إبراهيم الدسوقي'],
    ['الد', 'الحاج إبراهيم الدسوقي'],
    ['ال', 'الحاج إبراهيم الدسوقي'],
    ['moham', 'محمد الأمين'],
    ['mahmoud', 'محمد'],
    ['mohamed', 'محمود'],
  ])('%s matches «%s» by prefix (or skeleton)', (query, name) => {
    expect(closeness(query, name)).toBe('prefix');
  });

  it.each([
    ['الدسوفي', 'substituted'],
    ['الدسقي', 'left out'],
    ['الدسوقيي', 'added'],
    ['الدوسقي', 'swapped'],
  ])('%s (a letter %s) matches الدسوقي with one typo', (query) => {
    expect(closeness(query, 'الحاج إبراهيم الدسوقي')).toBe('fuzzy');
  });

  it('allows no typo in a word of 3 letters or in a title, and not two typos', () => {
    expect(closeness('حسم', 'محمود حسن')).toBeNull();
    expect(closeness('المرحون', 'المرحوم عادل')).toBeNull();
    expect(closeness('الدسفب', 'الحاج إبراهيم الدسوقي')).toBeNull();
    expect(closeness('محمد', 'أحمد')).toBe('fuzzy');
  });

  it('finds the campaign code in Western or Arabic-Indic digits, with or without the SMS T', () => {
    for (const text of ['10006', '١٠٠٠٦', 'T10006', 't 10006', 'ت١٠٠٠٦']) {
      expect(searchPlan(text).code, text).toBe(10006);
    }
    expect(searchPlan('محمد 10006').code).toBeNull();
  });

  it('drops words that carry nothing: symbols, single letters and Latin articles', () => {
    expect(searchPlan('___ %').words).toEqual([]);
    expect(searchPlan('و محمد').words).toHaveLength(1);
    expect(searchPlan('el').words).toEqual([]);
    expect(searchPlan('محمد محمد').words).toHaveLength(1);
  });
});
