/** The operators' side of a charity's payment settings, on its approved application (docs/decisions/032, 043). */
export const operatorPaymentSettingsMessages = {
  title: 'إعدادات الدفع للجمعية',
  lead: 'اقترح إلى أين تذهب أموال الجمعية. يُطلب رمز تحقق جديد، ولا يُطبَّق شيء حتى يوافق مشرف آخر في «الموافقات»؛ ويصل بريد بما تغيّر إلى مديري الجمعية.',
  currentTitle: 'الإعدادات الحالية',
  fromApplication: 'بدأ النموذج ببيانات الحساب البنكي من طلب الانضمام؛ راجعها قبل الإرسال.',
  pendingTitle: 'تغيير ينتظر موافقة شخص آخر',
  fourEyes:
    'يوافق عليه مشرف آخر (التسجيل أو الإدارة) في «الموافقات» برمز تحقق جديد؛ من اقترحه لا يوافق عليه.',
  toApprovals: 'فتح «الموافقات»',
  reason: 'سبب التغيير',
  reasonHint: 'يقرؤه المشرف الذي يوافق، ويصل في البريد إلى مديري الجمعية',
  submit: 'إرسال التغيير للموافقة',
  submitting: 'جارٍ الإرسال…',
} as const;
