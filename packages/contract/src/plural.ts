import { formatNumber } from './money';

/**
 * Arabic counts (docs/decisions/013): the noun after a number takes one of six forms, chosen by CLDR's Arabic
 * plural rules — zero (0), one (1), two (2), few (3–10, 103–110, …), many (11–99, 111–199, …) and
 * other (100–102, 1000, …). No zod here: the web app's pages use it.
 */
const arabicPlurals = new Intl.PluralRules('ar');

/** The six ways a count of one noun is written; the number comes in already formatted (`1,250`). */
export interface CountForms {
  /** 0: a sentence of its own, with no digit («لم تكتمل أي وحدة بعد») */
  zero: string;
  /** 1: the noun with «واحد», no digit («متبرع واحد») */
  one: string;
  /** 2: the dual, no digit («متبرعان») */
  two: string;
  /** 3–10: the plural («3 متبرعين») */
  few: (count: string) => string;
  /** 11–99: the singular with tanween fath («11 متبرعًا») */
  many: (count: string) => string;
  /** 100, 101, 1000…: the singular («100 متبرع») */
  other: (count: string) => string;
}

/**
 * A count and its noun in agreement, with the number formatted as everywhere else in the app
 * (Western digits, comma thousands: `formatNumber`). Counts are whole numbers; anything else is
 * read as its whole part.
 */
export function countText(count: number, forms: CountForms): string {
  const whole = Math.max(0, Math.trunc(Number.isFinite(count) ? count : 0));
  const digits = formatNumber(whole);
  switch (arabicPlurals.select(whole)) {
    case 'zero':
      return forms.zero;
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return forms.few(digits);
    case 'many':
      return forms.many(digits);
    default:
      return forms.other(digits);
  }
}

/**
 * The counts the app shows, in one place for the web pages, the charity console and the mails.
 * Each takes the count as a number.
 */
export const countWords = {
  /** people who gave to a campaign (its donor count) */
  donors: (count: number) =>
    countText(count, {
      zero: 'لم يتبرع أحد بعد',
      one: 'متبرع واحد',
      two: 'متبرعان',
      few: (n) => `${n} متبرعين`,
      many: (n) => `${n} متبرعًا`,
      other: (n) => `${n} متبرع`,
    }),
  /** units of the project that the campaign's total has paid for */
  unitsCompleted: (count: number) =>
    countText(count, {
      zero: 'لم تكتمل أي وحدة بعد',
      one: 'وحدة واحدة مكتملة',
      two: 'وحدتان مكتملتان',
      few: (n) => `${n} وحدات مكتملة`,
      many: (n) => `${n} وحدةً مكتملةً`,
      other: (n) => `${n} وحدة مكتملة`,
    }),
  /** the same count as a sentence, the verb first («سعر الوحدة 450 ج.م · اكتملت 5 وحدات») */
  unitsCompletedSentence: (count: number) =>
    countText(count, {
      zero: 'لم تكتمل أي وحدة بعد',
      one: 'اكتملت وحدة واحدة',
      two: 'اكتملت وحدتان',
      few: (n) => `اكتملت ${n} وحدات`,
      many: (n) => `اكتملت ${n} وحدةً`,
      other: (n) => `اكتملت ${n} وحدة`,
    }),
  /** donations (a records total, a day's donations) */
  donations: (count: number) =>
    countText(count, {
      zero: 'لا توجد تبرعات',
      one: 'تبرع واحد',
      two: 'تبرعان',
      few: (n) => `${n} تبرعات`,
      many: (n) => `${n} تبرعًا`,
      other: (n) => `${n} تبرع`,
    }),
  /** new donations, as a creator's daily mail says them */
  newDonations: (count: number) =>
    countText(count, {
      zero: 'لا توجد تبرعات جديدة',
      one: 'تبرع جديد واحد',
      two: 'تبرعان جديدان',
      few: (n) => `${n} تبرعات جديدة`,
      many: (n) => `${n} تبرعًا جديدًا`,
      other: (n) => `${n} تبرع جديد`,
    }),
  /** cash donations waiting for the charity to collect them */
  waitingDonations: (count: number) =>
    countText(count, {
      zero: 'لا توجد تبرعات منتظرة',
      one: 'تبرع واحد منتظر',
      two: 'تبرعان منتظران',
      few: (n) => `${n} تبرعات منتظرة`,
      many: (n) => `${n} تبرعًا منتظرًا`,
      other: (n) => `${n} تبرع منتظر`,
    }),
  campaigns: (count: number) =>
    countText(count, {
      zero: 'لا توجد حملات',
      one: 'حملة واحدة',
      two: 'حملتان',
      few: (n) => `${n} حملات`,
      many: (n) => `${n} حملةً`,
      other: (n) => `${n} حملة`,
    }),
  /** what the navbar's search found */
  results: (count: number) =>
    countText(count, {
      zero: 'لا توجد نتائج',
      one: 'نتيجة واحدة',
      two: 'نتيجتان',
      few: (n) => `${n} نتائج`,
      many: (n) => `${n} نتيجةً`,
      other: (n) => `${n} نتيجة`,
    }),
  projects: (count: number) =>
    countText(count, {
      zero: 'لا توجد مشاريع بعد',
      one: 'مشروع واحد',
      two: 'مشروعان',
      few: (n) => `${n} مشاريع`,
      many: (n) => `${n} مشروعًا`,
      other: (n) => `${n} مشروع`,
    }),
} as const;
