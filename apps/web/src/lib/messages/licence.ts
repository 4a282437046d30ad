import { licenceWords } from '@athar/contract/charity/licence-words';
import type { SadaqaKind } from '@athar/contract/projects/labels';

/**
 * The charity's registration and fundraising permit on a campaign page's first screen (Law 149/2019;
 * docs/decisions/018), the pause of donations when no permit is in force, and the honest labels of a
 * project. The licence's words elsewhere are in licence-more.ts.
 */
export const licenceMessages = {
  /** the compact line on the campaign page */
  line: {
    label: 'ترخيص الجمعية',
    by: 'تنفّذه',
    /** each followed by its number, kept whole and left to right */
    registered: licenceWords.registrationNumber,
    permit: 'تصريح جمع التبرعات رقم',
    noPermit: 'لا يوجد تصريح سارٍ',
    details: 'تفاصيل الترخيص',
    loading: 'جارٍ تحميل تفاصيل الترخيص…',
  },
  /** the campaign page while no permit is in force */
  paused: {
    title: 'التبرع لهذه الحملة متوقف مؤقتًا',
    reason:
      'الجمعية المنفّذة لا تملك اليوم تصريحًا ساريًا من وزارة التضامن الاجتماعي بجمع التبرعات عبر الإنترنت، ولا يسمح القانون رقم 149 لسنة 2019 بجمع التبرعات دونه.',
    channels:
      'لذلك لا تُقبل التبرعات الآن بأي وسيلة، ومنها الرسائل النصية، ويعود التبرع فور صدور تصريح جديد للجمعية.',
    lead: 'لا يمكن التبرع لهذه الحملة الآن.',
    donate: 'التبرع متوقف مؤقتًا',
  },
  /** a project's honest labels */
  labels: {
    group: 'تصنيف المشروع',
    kind: { jariya: 'صدقة جارية', sadaqa: 'صدقة' } satisfies Record<SadaqaKind, string>,
    zakat: 'يجوز فيه إخراج الزكاة',
  },
} as const;
