import { formatEgp } from '@athar/contract/money';
import { countText } from '@athar/contract/plural';
import type { EditPart } from '@athar/contract/moderation/case-history';

/** A campaign's history in its moderation case (docs/decisions/044): never a donor or a reporter. */
export const operatorCaseHistoryMessages = {
  title: 'تاريخ الحملة',
  lead: 'من أنشأها ومتى، وتعديلات العائلة، والبلاغات، والتبرعات المؤكدة يومًا بيوم (أعدادًا ومبالغ، دون أسماء المتبرعين).',
  listLabel: 'أحداث تاريخ الحملة، الأحدث أولًا',
  empty: 'لا شيء في تاريخ الحملة بعد',
  more: 'أحداث أقدم',
  created: (by: string | null) => (by ? `أنشأها ${by}` : 'أُنشئت الحملة'),
  edited: (by: string | null, what: string) => (by ? `عدّل ${by}: ${what}` : `تعديل: ${what}`),
  parts: {
    description: 'النص',
    death_date: 'تاريخ الوفاة',
    deceased_gender: 'نوع الفقيد',
    photo: 'الصورة',
  } satisfies Record<EditPart, string>,
  reported: (reason: string) => `بلاغ: ${reason}`,
  donations: (count: number, amount: number) =>
    `${countText(count, {
      zero: 'لا تبرعات',
      one: 'تبرع واحد',
      two: 'تبرعان',
      few: (n) => `${n} تبرعات`,
      many: (n) => `${n} تبرعًا`,
      other: (n) => `${n} تبرع`,
    })} · ${formatEgp(amount)}`,
} as const;
