/**
 * A Hijri date as the app stores and writes it, apart from the calendar's conversions (calendar.ts): a
 * campaign page's first screen writes the date of death from the key the server sends, without them.
 */

export interface HijriDate {
  year: number;
  /** 1 (Muharram) .. 12 (Dhu al-Hijjah) */
  month: number;
  /** 1 .. 30 */
  day: number;
}

/** The Hijri months as Egypt writes them. */
export const HIJRI_MONTH_NAMES = [
  'محرم',
  'صفر',
  'ربيع الأول',
  'ربيع الآخر',
  'جمادى الأولى',
  'جمادى الآخرة',
  'رجب',
  'شعبان',
  'رمضان',
  'شوال',
  'ذو القعدة',
  'ذو الحجة',
] as const;

/** «12 جمادى الأولى 1447 هـ»: the month's name, Western digits, as the app writes every number. */
export function formatHijri(date: HijriDate): string {
  return `${date.day} ${HIJRI_MONTH_NAMES[date.month - 1] ?? ''} ${date.year} هـ`;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' zero-padded: the column campaigns.death_hijri. */
export function hijriKey(date: HijriDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

const HIJRI_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** hijriKey read back; null unless it has the column's shape. */
export function parseHijriKey(key: string): HijriDate | null {
  const match = HIJRI_KEY.exec(key);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= 30 ? date : null;
}
