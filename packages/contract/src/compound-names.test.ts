import { describe, expect, it } from 'vitest';
import { keepCompoundNames, NO_BREAK_SPACE as NBSP } from './compound-names';

describe('keepCompoundNames', () => {
  it('joins عبد, أبو and أم to the next word with one no-break space', () => {
    expect(keepCompoundNames('عبد الرحمن')).toBe(`عبد${NBSP}الرحمن`);
    expect(keepCompoundNames('أبو بكر')).toBe(`أبو${NBSP}بكر`);
    expect(keepCompoundNames('أم كلثوم')).toBe(`أم${NBSP}كلثوم`);
    expect(keepCompoundNames('الحاج محمد عبد الرحمن')).toBe(`الحاج محمد عبد${NBSP}الرحمن`);
    expect(keepCompoundNames('المرحومة أم كلثوم عبد الله')).toBe(`المرحومة أم${NBSP}كلثوم عبد${NBSP}الله`);
  });

  it('keeps the spaces before the compound and between other words breakable', () => {
    const shown = keepCompoundNames('مصطفى عبد الحميد السيد');
    expect(shown).toBe(`مصطفى عبد${NBSP}الحميد السيد`);
    expect(shown.split(' ')).toEqual(['مصطفى', `عبد${NBSP}الحميد`, 'السيد']);
  });

  it('reads the first word as Egyptians type it: no hamza, other cases, tashkeel, tatweel, extra spaces', () => {
    expect(keepCompoundNames('ابو زيد')).toBe(`ابو${NBSP}زيد`);
    expect(keepCompoundNames('إبي بكر')).toBe(`إبي${NBSP}بكر`);
    expect(keepCompoundNames('أبا حفص')).toBe(`أبا${NBSP}حفص`);
    expect(keepCompoundNames('أبى طالب')).toBe(`أبى${NBSP}طالب`);
    expect(keepCompoundNames('ام هاشم')).toBe(`ام${NBSP}هاشم`);
    expect(keepCompoundNames('عَبْدُ الرَّحْمَن')).toBe(`عَبْدُ${NBSP}الرَّحْمَن`);
    expect(keepCompoundNames('عبـــد الله')).toBe(`عبـــد${NBSP}الله`);
    expect(keepCompoundNames('عبد   العزيز')).toBe(`عبد${NBSP}العزيز`);
  });

  it('joins whole chains such as أبو عبد الله', () => {
    expect(keepCompoundNames('أبو عبد الله')).toBe(`أبو${NBSP}عبد${NBSP}الله`);
  });

  it('leaves words that only contain or end with those letters alone', () => {
    for (const text of [
      'محمد عبده سالم',
      'الأم الحنون',
      'أمي الغالية',
      'أبوها الطيب',
      'سعيد العبد الصالح',
      'عبدالرحمن محمد',
      'أحمد أبو',
      'يا أم',
    ]) {
      expect(keepCompoundNames(text), text).toBe(text);
    }
  });

  it('does not join across a line break, and a shown name keeps its letters', () => {
    expect(keepCompoundNames('عبد\nالله')).toBe('عبد\nالله');
    const name = 'الحاجة آمنة عبد الله أبو زيد';
    expect(keepCompoundNames(name).replaceAll(NBSP, ' ')).toBe(name);
    // joining twice changes nothing more
    expect(keepCompoundNames(keepCompoundNames(name))).toBe(keepCompoundNames(name));
  });

  it('joins a compound inside a sentence or between quotes', () => {
    expect(keepCompoundNames('في ذكرى «عبد الرحمن»')).toBe(`في ذكرى «عبد${NBSP}الرحمن»`);
  });
});
