import { licenceWords } from '../charity/licence-words';
/**
 * The words of the donor's yearly statement, one wording for its page and its PDF. Free of zod, so
 * the web's messages take it as it is.
 */
export const statementText = {
  brand: 'أثر',
  title: (year: number) => `كشف التبرعات السنوي لعام ${year}`,
  donor: 'المتبرع',
  email: 'البريد الإلكتروني',
  issuedOn: 'تاريخ الإصدار',
  legalName: licenceWords.legalName,
  registrationNumber: licenceWords.registrationNumberFull,
  permitNumbers: licenceWords.permitNumber,
  /** the permits of one charity's donations, one line */
  permitList: (numbers: readonly string[]) => numbers.join(' · '),
  notEntered: 'لم يُسجَّل بعد',
  columns: {
    date: 'التاريخ',
    campaign: 'الحملة',
    channel: 'طريقة الدفع',
    receipt: 'رقم الإيصال',
    amount: 'المبلغ',
  },
  charityTotal: 'إجمالي التبرعات لهذه الجمعية',
  grandTotal: 'إجمالي تبرعاتك في السنة',
  inWords: 'بالحروف',
  donationsCount: (count: number) =>
    count === 1 ? 'تبرع واحد' : count === 2 ? 'تبرعان' : count <= 10 ? `${count} تبرعات` : `${count} تبرعًا`,
  empty: (year: number) => `لا توجد تبرعات مؤكدة في عام ${year}`,
  directNote:
    'ذهبت هذه التبرعات مباشرة إلى الجمعيات المذكورة، ولكل تبرع إيصال من الجمعية برقمه. أثر لا تجمع أموالًا بالنيابة عن الجمعيات.',
  taxNote:
    'قد تُخصم التبرعات للجمعيات الأهلية المسجَّلة من وعاء الضريبة وفق المادة 23 من قانون الضريبة على الدخل رقم 91 لسنة 2005، في حدود 10% من صافي الربح. هذا الكشف بيان بتبرعاتك وليس استشارة ضريبية أو قانونية؛ راجع مستشارك الضريبي أو مصلحة الضرائب المصرية.',
  page: (page: number, pages: number) => `صفحة ${page} من ${pages}`,
} as const;
