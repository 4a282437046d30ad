import { describe, expect, it } from 'vitest';
import { SHARE_MOMENTS, whatsappText, whatsappUrl, type ShareCampaign } from './whatsapp-texts';

const him: ShareCampaign = { title: 'حسن علي', gender: 'male', url: 'https://athar.example/c/12' };
const her: ShareCampaign = { title: 'سعاد حسن', gender: 'female', url: 'https://athar.example/c/13' };

describe('whatsappText', () => {
  it.each(SHARE_MOMENTS)('%s: names the deceased in their gender and ends with the link', (moment) => {
    const male = whatsappText(moment, him);
    const female = whatsappText(moment, her);
    expect(male).toContain('المرحوم حسن علي');
    expect(male).toContain('رحمه الله');
    expect(male).not.toContain('رحمها');
    expect(female).toContain('المرحومة سعاد حسن');
    expect(female).toContain('رحمها الله');
    expect(female).not.toContain('رحمه الله');
    // the link alone on the last line
    expect(male.split('\n').at(-1)).toBe(him.url);
    expect(female.split('\n').at(-1)).toBe(her.url);
  });

  it('says what each moment is about', () => {
    expect(whatsappText('condolence', him)).toMatch(/^إنا لله وإنا إليه راجعون\./);
    expect(whatsappText('anniversary', her)).toContain('الذكرى السنوية');
    expect(whatsappText('anniversary', her)).toContain('الهجري');
    expect(whatsappText('anniversary', her)).toContain('اللهم اغفر لها وارحمها');
    expect(whatsappText('ramadan', him)).toContain('رمضان');
    expect(whatsappText('arafah', him)).toContain('يوم عرفة');
    expect(whatsappText('friday', her)).toContain('جمعة مباركة');
    expect(whatsappText('thanks', him)).toContain('تبرعتُ في ذكرى المرحوم حسن علي');
    expect(whatsappText('thanks', him)).toContain('شاركوني الأجر');
    expect(whatsappText('khatma', her)).toContain('شاركونا ختمة القرآن');
    expect(whatsappText('khatma', her)).toContain('احجزوا جزءًا');
    expect(whatsappText('khatma', her)).toContain('في ذكراها');
    expect(whatsappText('khatma', her)).toContain('الفقيدة');
  });

  it('calls the gift «صدقة جارية» only for a lasting asset (issue 19)', () => {
    expect(whatsappText('condolence', { ...him, kind: 'jariya' })).toContain('صفحة صدقة جارية في ذكراه');
    expect(whatsappText('condolence', { ...him, kind: 'sadaqa' })).toContain('صفحة صدقة في ذكراه');
    expect(whatsappText('anniversary', her)).toContain('شاركونا صدقة في ذكراها');
    for (const moment of SHARE_MOMENTS) {
      expect(whatsappText(moment, { ...her, kind: 'sadaqa' })).not.toContain('جارية');
    }
  });

  it('never writes «المرحومة المرحومة» when the family already wrote it', () => {
    const text = whatsappText('condolence', { ...her, title: 'المرحومة فاطمة السيد' });
    expect(text).toContain('المرحومة فاطمة السيد');
    expect(text).not.toContain('المرحومة المرحومة');
  });

  it('adds the SMS line after the link when the code and the short number are known', () => {
    const text = whatsappText('condolence', { ...him, shortCode: 1234, smsNumber: '9999' });
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('أو تبرّعوا برسالة نصية: أرسلوا الرمز T1234 إلى الرقم 9999');
    expect(lines).toContain(him.url);
    expect(lines.indexOf(him.url)).toBeLessThan(lines.length - 1);
    expect(whatsappText('thanks', { ...her, shortCode: '77', smsNumber: '9999' })).toContain('T77');
  });

  it.each(SHARE_MOMENTS)('%s: speaks to its readers in the plural throughout (issue 35)', (moment) => {
    const text = whatsappText(moment, { ...her, shortCode: 1234, smsNumber: '9999' });
    const words = text.split(/[\s،.:]+/);
    for (const singular of ['تبرّع', 'أرسل', 'احجز', 'شاركني', 'شاركنا', 'شارك', 'تقرؤه', 'تنسَ']) {
      expect(words).not.toContain(singular);
    }
    expect(text).toMatch(/شاركو|تنسوا|يمكنكم/);
  });

  it('leaves the SMS line out without a code or a number, or with a malformed one', () => {
    for (const extra of [
      { shortCode: 12 },
      { smsNumber: '9999' },
      { shortCode: null, smsNumber: null },
      { shortCode: '', smsNumber: '9999' },
      { shortCode: '12 ; x', smsNumber: '9999' },
      { shortCode: 12, smsNumber: '=cmd|' },
    ]) {
      const text = whatsappText('friday', { ...him, ...extra });
      expect(text).not.toContain('رسالة نصية');
      expect(text.split('\n').at(-1)).toBe(him.url);
    }
  });

  it('keeps no bidi control from the family title, nor adds any', () => {
    const text = whatsappText('condolence', {
      ...her,
      title: 'سعاد\u202E حسن\u200F $& $1',
      shortCode: 5,
      smsNumber: '9999',
    });
    expect(text).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    // `$&` is written as is, never read as a replacement pattern
    expect(text).toContain('المرحومة سعاد حسن $& $1');
    expect(text).toContain('T5 ');
  });

  it('keeps a very long title whole', () => {
    const title = 'ا'.repeat(500);
    expect(whatsappText('ramadan', { ...him, title })).toContain(title);
  });
});

describe('whatsappUrl', () => {
  it('encodes the whole message for wa.me', () => {
    const text = whatsappText('condolence', { ...him, url: 'https://athar.example/c/12?a=1&b=2' });
    const url = whatsappUrl(text);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(url).not.toMatch(/\s/);
    const parsed = new URL(url);
    expect(parsed.searchParams.get('text')).toBe(text);
    expect([...parsed.searchParams.keys()]).toEqual(['text']);
  });
});
