import { licenceWords } from '@athar/contract/charity/licence-words';
import type { SadaqaKind } from '@athar/contract/projects/labels';

/**
 * The charity's registration and fundraising permit (Law 149/2019; docs/decisions/018), the pause of
 * donations when no permit is in force, and the honest labels of a project.
 */
export const licenceMessages = {
  /** the charity page's block */
  block: {
    title: 'السجل والتصريح',
    legalName: licenceWords.legalName,
    registrationNumber: licenceWords.registrationNumberFull,
    permitNumber: 'رقم تصريح جمع التبرعات عبر الإنترنت',
    issuingBody: 'جهة إصدار التصريح',
    validFrom: 'بداية التصريح',
    validUntil: 'نهاية التصريح',
    notRecorded: 'لم يُسجَّل بعد',
    noPermitTitle: 'لا يوجد تصريح سارٍ',
    noPermit:
      'لا تملك الجمعية اليوم تصريحًا ساريًا من وزارة التضامن الاجتماعي بجمع التبرعات عبر الإنترنت، لذا فالتبرع لحملاتها متوقف مؤقتًا حتى يصدر تصريح جديد.',
  },
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
  /** the condolence card's small print */
  card: {
    /** each followed by its number, kept whole and left to right */
    registered: licenceWords.registrationNumber,
    permit: 'تصريح جمع التبرعات رقم',
    noPermit: 'التبرع متوقف مؤقتًا: لا يوجد تصريح سارٍ',
  },
  /** a project's honest labels */
  labels: {
    group: 'تصنيف المشروع',
    kind: { jariya: 'صدقة جارية', sadaqa: 'صدقة' } satisfies Record<SadaqaKind, string>,
    zakat: 'يجوز فيه إخراج الزكاة',
  },
  /** /ProjectsListing's label filter */
  filter: {
    kindLegend: 'نوع الصدقة',
    all: 'الكل',
    zakatOnly: 'ما يجوز فيه إخراج الزكاة فقط',
    emptyTitle: 'لا توجد مشاريع بهذا التصنيف',
    emptyText: 'جرّب نوعًا آخر من الصدقة، أو اعرض كل المشاريع.',
    clear: 'اعرض كل المشاريع',
  },
} as const;
