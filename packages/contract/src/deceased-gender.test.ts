import { describe, expect, it } from 'vitest';
import { deceasedGender } from './campaigns/deceased-gender-field';
import { byGender, deceasedWords, withTheLate } from './deceased-gender';
import { validationMessages } from './messages';

describe('texts about the deceased follow their gender', () => {
  it('picks the masculine or the feminine form', () => {
    expect(byGender('male', { male: 'عنه', female: 'عنها' })).toBe('عنه');
    expect(byGender('female', { male: 'عنه', female: 'عنها' })).toBe('عنها');
  });

  it.each([
    ['inTheirMemory', 'في ذكراه', 'في ذكراها'],
    ['mercy', 'رحمه الله', 'رحمها الله'],
    ['theLate', 'المرحوم', 'المرحومة'],
    ['theDeceased', 'الفقيد', 'الفقيدة'],
    ['inTheirName', 'باسمه', 'باسمها'],
    ['died', 'تُوفّي', 'تُوفّيت'],
  ] as const)('%s: «%s» / «%s»', (word, male, female) => {
    expect(deceasedWords[word]('male')).toBe(male);
    expect(deceasedWords[word]('female')).toBe(female);
  });

  it('puts «المرحوم(ة)» before a name, never twice', () => {
    expect(withTheLate('محمد عبد الله', 'male')).toBe('المرحوم محمد عبد الله');
    expect(withTheLate(' فاطمة السيد ', 'female')).toBe('المرحومة فاطمة السيد');
    expect(withTheLate('الحاجة آمنة', 'female')).toBe('المرحومة الحاجة آمنة');
    for (const honoured of [
      'المرحومة فاطمة السيد',
      'المرحوم مصطفى عبد الحميد',
      'المَرحُومة سعاد',
      'المغفور له حسن',
      'المغفور لها نادية',
      'الفقيدة هالة',
      'الشهيد أحمد',
    ]) {
      expect(withTheLate(honoured, 'female')).toBe(honoured);
    }
  });

  it('accepts only male and female, with one Arabic message otherwise', () => {
    expect(deceasedGender.parse('female')).toBe('female');
    for (const bad of ['', 'Female', 'f', 'other', null, undefined, 1]) {
      const result = deceasedGender.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(validationMessages.deceasedGender);
    }
  });
});
