import { licenceWords } from '@athar/contract/charity/licence-words';

/**
 * The charity's registration and fundraising permit away from a campaign page's first screen
 * (docs/decisions/018): the charity page's block and the licence's details, the condolence card's
 * small print, and /ProjectsListing's label filter.
 */
export const licenceMoreMessages = {
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
  /** the condolence card's small print */
  card: {
    /** each followed by its number, kept whole and left to right */
    registered: licenceWords.registrationNumber,
    permit: 'تصريح جمع التبرعات رقم',
    noPermit: 'التبرع متوقف مؤقتًا: لا يوجد تصريح سارٍ',
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
