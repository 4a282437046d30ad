import type { SadaqaKind } from '@athar/contract/projects/labels';
import { countText } from '@athar/contract/plural';

const kindName: Record<SadaqaKind, string> = { jariya: 'صدقة جارية', sadaqa: 'صدقة' };

/** A project's text history, in the charity's console and the operators' (docs/decisions/049). */
export const projectTextHistoryMessages = {
  title: (name: string) => `سجل نصوص «${name}»`,
  lead: 'كل نص وافق عليه فريق أثر لهذا المشروع، الأحدث أولًا: من كتبه ومن وافق عليه ومتى، وما الذي تغيّر.',
  listLabel: 'نسخ نص المشروع، الأحدث أولًا',
  link: 'سجل النصوص',
  back: 'العودة',
  versionTitle: (number: number) => `النسخة ${number}`,
  current: 'الحالية',
  firstText: 'نص المشروع الأول',
  writtenBy: (who: string) => `كتبه ${who}`,
  approvedBy: (who: string, when: string) => `وافق عليه ${who} · ${when}`,
  restoredFrom: (number: number) => `استرجاع للنسخة ${number}`,
  changes: (count: number) =>
    countText(count, {
      zero: 'لا تغيير في النص',
      one: 'تغيّر جزء واحد',
      two: 'تغيّر جزءان',
      few: (n) => `تغيّرت ${n} أجزاء`,
      many: (n) => `تغيّر ${n} جزءًا`,
      other: (n) => `تغيّر ${n} جزء`,
    }),
  showChanges: 'ما الذي تغيّر',
  fields: {
    name: 'الاسم',
    price: 'سعر الوحدة',
    category: 'التصنيف',
    kind: 'نوع الصدقة',
    zakat: 'الزكاة',
    description: 'الوصف',
  },
  kind: (kind: SadaqaKind) => kindName[kind],
  zakat: (eligible: boolean) => (eligible ? 'يجوز إخراج الزكاة له' : 'لا يجوز إخراج الزكاة له'),
  before: 'قبل',
  after: 'بعد',
  empty: 'لم يُعدَّل نص هذا المشروع بعد: يُحفظ نصه الأول مع أول تعديل يوافق عليه فريق أثر.',
  more: 'نسخ أقدم',
  charityRestore: 'استرجاع للمراجعة',
  charityConfirm: 'تأكيد: أرسل هذا النص للمراجعة',
  operatorRestore: 'استرجاع',
  operatorConfirm: 'تأكيد: اجعله نص المشروع الآن',
  openRevision: 'لهذا المشروع تعديل لم يُبتّ فيه بعد؛ يمكن الاسترجاع بعد البت فيه.',
  retired: 'هذا المشروع متوقف ولا يُعدَّل.',
} as const;
