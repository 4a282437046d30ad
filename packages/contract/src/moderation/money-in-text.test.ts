import { describe, expect, it } from 'vitest';
import { moneyOutsideAthar } from './money-in-text';

const phones = (text: string) =>
  moneyOutsideAthar(text)
    .filter((finding) => finding.kind === 'phone')
    .map((finding) => finding.text);
const kinds = (text: string) => moneyOutsideAthar(text).map((finding) => finding.kind);

describe('moneyOutsideAthar: a way to send money outside Athar in the words (docs/decisions/036)', () => {
  it.each([
    ['حولوا على 01012345678 جزاكم الله خيرًا', '01012345678'],
    ['للتبرع: ٠١١٢٣٤٥٦٧٨٩', '01123456789'],
    ['رقم فودافون 010 1234 5678', '01012345678'],
    ['الرقم 0122-345-6789 للتواصل', '01223456789'],
    ['+20 155 123 4567', '01551234567'],
    ['00201012345678', '01012345678'],
    ['٠ ١ ٠ ١ ٢ ٣ ٤ ٥ ٦ ٧ ٨', '01012345678'],
    ['(010) 1234.5678', '01012345678'],
    ['in Latin digits after a year: 2024 01098765432', '01098765432'],
    ['۰۱۰۱۲۳۴۵۶۷۸ بأرقام فارسية', '01012345678'],
  ])('finds the mobile in «%s»', (text, phone) => {
    expect(phones(text)).toEqual([phone]);
  });

  it('finds a number sprinkled with direction marks and joiners (written to escape a filter)', () => {
    expect(phones('حول على \u200f010\u200e1234\u2066567\u20698')).toEqual(['01012345678']);
    expect(phones('0\u200b1\u200b0\u200b1\u200b2345678')).toEqual(['01012345678']);
  });

  it.each([
    'توفي رحمه الله يوم 2024-10-15',
    'توفيت في ١٥-١٠-٢٠٢٤ الساعة ١١:٣٠',
    'انتقل إلى رحمة الله في 15/10/2024',
    'عام 1445 هـ، الموافق 2024',
    'اتصلوا بالخط الساخن للجمعية 19459',
    'الخط الساخن ١٦٦٦٦',
    'هاتف الجمعية الأرضي 0223456789',
    'ساهم في 12 10 2024 11 30 بمبلغ 500 جنيه',
    'رقم أطول من هاتف 010123456789012',
    '1012345678',
  ])('leaves «%s» alone: a date, a hotline, a landline or a longer number is not a mobile', (text) => {
    expect(phones(text)).toEqual([]);
  });

  it('finds an Egyptian IBAN, with spaces, and does not read its digits as a phone', () => {
    const found = moneyOutsideAthar('الآيبان: EG38 0019 0005 0000 0000 2631 8000 2');
    expect(found).toEqual([
      { kind: 'iban', text: 'EG380019000500000000263180002' },
      { kind: 'wallet', text: 'الايبان' },
    ]);
  });

  it.each([
    ['ابعتوا على إنستاباي', 'انستاباي'],
    ['InstaPay please', 'instapay'],
    ['حوّلوا فودافون كاش', 'فودافون كاش'],
    ['orange cash', 'orange cash'],
  ])('finds a wallet’s name in «%s» alone', (text, name) => {
    expect(moneyOutsideAthar(text)).toContainEqual({ kind: 'wallet', text: name });
  });

  it('reads «حول / تحويل / محفظة» as a request only beside a number or a wallet', () => {
    expect(kinds('تحدثنا حول ذكرياته الجميلة')).toEqual([]);
    expect(kinds('كانت محفّظة للقرآن الكريم رحمها الله')).toEqual([]);
    expect(kinds('التحويل إلى المستشفى كان في 2024-10-15')).toEqual([]);
    expect(kinds('حوّلوا على رقم الحساب 100234567890')).toEqual(['transfer_words', 'transfer_words']);
    expect(kinds('تحويل على المحفظة 01012345678')).toEqual(['phone', 'transfer_words', 'transfer_words']);
  });

  it('reads `$`, formula-looking and bidi-wrapped text without throwing, and finds nothing in it', () => {
    expect(moneyOutsideAthar('=HYPERLINK("x") $& $1 \u202eحول\u202c')).toEqual([]);
    expect(moneyOutsideAthar('')).toEqual([]);
  });

  it('names each number once, however often it is written', () => {
    expect(phones('01012345678 ثم 010-1234-5678 ثم ٠١٠١٢٣٤٥٦٧٨')).toEqual(['01012345678']);
  });
});
