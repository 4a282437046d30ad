import type { GivingUnit } from '@athar/contract/hijri/giving-occasions';
import { countText } from '@athar/contract/plural';

/**
 * The words of scheduled giving's mails and texts that speak of its nights — or of its days, a Friday
 * being a day (docs/decisions/030): one set per unit, in its gender and counts.
 */
export interface UnitWords {
  /** «كل ليلة»: «بمبلغ 100 جنيه في كل ليلة» */
  each: string;
  /** «الليالي التالية» */
  following: string;
  /** «عدد الليالي: 9 ليالٍ» */
  count: (count: number) => string;
  /** «الليلة»: «حان موعد تبرعك المجدول الليلة» */
  now: string;
  /** «حلّت ليلة الجمعة …، وهي الموعد الذي اخترته» */
  hasCome: (label: string) => string;
  /** «هذه الليلة» */
  this: string;
  /** «إن لم تستطع التبرع الليلة فتخطَّها» */
  skipIfNot: string;
  /** «الليالي القادمة» */
  coming: string;
  /** «ليلة قادمة»: skip one of them */
  oneComing: string;
  /** «تخطي ليلة» */
  skipOne: string;
}

export const UNIT_WORDS: Record<GivingUnit, UnitWords> = {
  night: {
    each: 'كل ليلة',
    following: 'الليالي التالية',
    count: (count) =>
      `عدد الليالي: ${countText(count, {
        zero: 'لا ليالي',
        one: 'ليلة واحدة',
        two: 'ليلتان',
        few: (n) => `${n} ليالٍ`,
        many: (n) => `${n} ليلةً`,
        other: (n) => `${n} ليلة`,
      })}`,
    now: 'الليلة',
    hasCome: (label) => `حلّت ${label}، وهي`,
    this: 'هذه الليلة',
    skipIfNot: 'إن لم تستطع التبرع الليلة فتخطَّها',
    coming: 'الليالي القادمة',
    oneComing: 'ليلة قادمة',
    skipOne: 'تخطي ليلة',
  },
  day: {
    // the only days are Fridays: «كل يوم» alone would read as every day
    each: 'كل يوم جمعة',
    following: 'الأيام التالية',
    count: (count) =>
      `عدد الأيام: ${countText(count, {
        zero: 'لا أيام',
        one: 'يوم واحد',
        two: 'يومان',
        few: (n) => `${n} أيام`,
        many: (n) => `${n} يومًا`,
        other: (n) => `${n} يوم`,
      })}`,
    now: 'اليوم',
    hasCome: (label) => `حلّ ${label}، وهو`,
    this: 'هذا اليوم',
    skipIfNot: 'إن لم تستطع التبرع اليوم فتخطَّه',
    coming: 'الأيام القادمة',
    oneComing: 'يوم قادم',
    skipOne: 'تخطي يوم',
  },
};
