import { deathDateLineMessages } from './death-date-line';

/** The campaign page's line of the date, a module of its own for the page's first chunk. */
export { deathDateLineMessages };

/**
 * The date of death (PRODUCT.md §11.6): entered in the calendar the family knows, shown in both — on the
 * creation form, in the family's edit and on the campaign page.
 */
export const hijriFieldMessages = {
  legend: 'تاريخ الوفاة (اختياري)',
  hint: 'أدخله بالتقويم الذي تعرفه، ونكتب لك ما يوافقه في التقويم الآخر.',
  calendarLabel: 'التقويم',
  gregorian: 'ميلادي',
  hijri: 'هجري',
  gregorianDate: 'التاريخ الميلادي',
  day: 'اليوم',
  month: 'الشهر',
  year: 'السنة',
  choose: 'اختر',
  /** «الموافق 1 رمضان 1446 هـ» */
  equivalent: (other: string) => `الموافق ${other}`,
  clear: 'إزالة التاريخ',
  /** a Gregorian day with its era: «1 مارس 2025 م» */
  gregorianDay: deathDateLineMessages.gregorianDay,
  hijriNote: 'التاريخ الهجري كما أُعلن في مصر.',
} as const;
