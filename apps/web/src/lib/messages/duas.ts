import { byGender, type DeceasedGender } from '@athar/contract/deceased-gender';

/**
 * The dua wall of the campaign page (PRODUCT.md §11.1): duas and memories written by visitors, the form, the
 * report button, and the family's moderation panel. No counts of anything, no ranking.
 */
export const duaWallMessages = {
  title: 'أدعية وذكريات',
  lead: (gender: DeceasedGender) =>
    byGender(gender, {
      male: 'اكتب دعاءً له أو ذكرى طيبة تحفظها عنه، تقرؤها أسرته ومن يزور الصفحة.',
      female: 'اكتب دعاءً لها أو ذكرى طيبة تحفظها عنها، تقرؤها أسرتها ومن يزور الصفحة.',
    }),
  listLabel: 'الأدعية والذكريات',
  guestName: 'زائر',
  loading: 'جارٍ تحميل الأدعية…',
  loadFailed: 'تعذّر تحميل الأدعية الآن.',
  retry: 'إعادة المحاولة',
  emptyTitle: 'لا أدعية بعد',
  emptyText: 'كن أول من يكتب دعاءً في هذه الصفحة.',
  loadMore: 'عرض المزيد',
  loadingMore: 'جارٍ التحميل…',
  form: {
    open: 'اكتب دعاءً أو ذكرى',
    title: 'اكتب دعاءً أو ذكرى',
    body: 'الدعاء أو الذكرى',
    bodyHint: 'من حرفين إلى 1000 حرف.',
    name: 'اسمك كما يظهر (اختياري)',
    nameHint: 'إن تركته فارغًا ظهر الدعاء باسم «زائر».',
    email: 'بريدك الإلكتروني',
    emailHint: 'لا يظهر لأحد، ولا نرسل إليه إلا ما يخص دعاءك.',
    submit: 'أرسل الدعاء',
    submitting: 'جارٍ الإرسال…',
    sentShown: 'نُشر دعاؤك، تقبّل الله منك.',
    sentPending: 'وصل دعاؤك، وسيظهر بعد موافقة الأسرة.',
    writeAnother: 'اكتب دعاءً آخر',
  },
  report: {
    button: 'إبلاغ',
    label: (name: string) => `الإبلاغ عن دعاء ${name}`,
    confirmTitle: 'الإبلاغ عن هذا الدعاء',
    confirmText: 'هل في هذا الدعاء ما لا يليق بالصفحة؟ إن أبلغ عنه عدد من الزوار عاد إلى الأسرة لتراجعه.',
    confirm: 'نعم، أبلغ عنه',
    cancel: 'إلغاء',
    sending: 'جارٍ الإرسال…',
    done: 'وصل بلاغك، شكرًا لك.',
  },
  family: {
    title: 'مراجعة الأدعية',
    lead: 'يراها أفراد الأسرة الذين يديرون الحملة فقط.',
    approval: 'لا تظهر الأدعية الجديدة إلا بعد موافقتكم',
    approvalHint: 'إن أوقفت هذا الخيار ظهرت الأدعية الجديدة فور كتابتها، ويبقى ما ينتظر موافقتكم كما هو.',
    pendingLabel: 'أدعية تنتظر موافقتكم',
    none: 'لا أدعية تنتظر موافقتكم.',
    reported: 'أبلغ عنه بعض الزوار، فعاد إليكم للمراجعة.',
    approve: 'إظهار',
    hide: 'إخفاء',
    approveLabel: (name: string) => `إظهار دعاء ${name}`,
    hideLabel: (name: string) => `إخفاء دعاء ${name}`,
    hideShown: 'إخفاء من الصفحة',
    hideTitle: 'إخفاء هذا الدعاء',
    hideText: 'لن يظهر هذا الدعاء لزوار الصفحة بعد إخفائه.',
    hideConfirm: 'نعم، أخفه',
    loading: 'جارٍ تحميل الأدعية المنتظرة…',
  },
} as const;
