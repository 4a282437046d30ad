import type { PermitScope, PermitStatus } from '@athar/contract/charity/permit-fields';

/** The console's «التصاريح» page: the charity's fundraising permits and its requests for new ones. */
export const permitMessages = {
  nav: 'التصاريح',
  title: 'تصاريح جمع التبرعات',
  lead: 'لا تقبل حملات الجمعية التبرعات إلا في الأيام التي يغطيها تصريح مقبول بجمع التبرعات عبر الإنترنت من وزارة التضامن الاجتماعي (القانون 149 لسنة 2019). سجّل هنا كل تصريح جديد ليراجعه فريق أثر.',
  onlineInForce: 'تقبل حملات الجمعية التبرعات اليوم: يوجد تصريح سارٍ بجمع التبرعات عبر الإنترنت.',
  onlinePaused:
    'التبرعات لحملات الجمعية متوقفة اليوم: لا يوجد تصريح مقبول سارٍ بجمع التبرعات عبر الإنترنت. اطلب تسجيل التصريح الجديد من النموذج أدناه.',
  listTitle: 'تصاريح الجمعية',
  listLabel: 'تصاريح الجمعية، الأحدث نهايةً أولًا',
  emptyTitle: 'لا توجد تصاريح مسجلة بعد',
  emptyText: 'اطلب تسجيل تصريح الجمعية من النموذج، وسيظهر هنا بعد إرساله.',
  number: 'رقم التصريح',
  issuingBody: 'الجهة المصدرة',
  period: 'المدة',
  periodValue: (from: string, to: string) => `من ${from} إلى ${to}`,
  scope: 'النطاق',
  requestedOn: 'أُرسل الطلب',
  inForceToday: 'سارٍ اليوم',
  scopes: { online: 'عبر الإنترنت', offline: 'ميداني' } satisfies Record<PermitScope, string>,
  statuses: {
    requested: 'ينتظر المراجعة',
    approved: 'مقبول',
    rejected: 'مرفوض',
    revoked: 'ملغى',
  } satisfies Record<PermitStatus, string>,
  form: {
    title: 'طلب تسجيل تصريح',
    lead: 'اكتب بيانات التصريح كما في الخطاب الصادر من الوزارة أو المديرية. يراجعه فريق أثر ثم يصبح ساريًا في أيامه.',
    number: 'رقم التصريح',
    numberHint: 'حروف لاتينية وأرقام و«/» و«-» فقط، مثل 2026/153',
    issuingBody: 'الجهة المصدرة',
    issuingBodyHint: 'مثل: مديرية التضامن الاجتماعي بمحافظة القاهرة',
    startsOn: 'أول يوم في التصريح',
    endsOn: 'آخر يوم في التصريح',
    datesHint: 'مدة التصريح 12 شهرًا على الأكثر',
    scope: 'نطاق التصريح',
    submit: 'إرسال الطلب',
    submitting: 'جارٍ الإرسال…',
  },
} as const;
