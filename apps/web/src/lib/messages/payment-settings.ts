import { paymentSettingNames } from '@athar/contract/charity/payment-settings-messages';

/** The charity console's «إعدادات الدفع» page (docs/decisions/032). */
export const paymentSettingsMessages = {
  nav: 'إعدادات الدفع',
  title: 'إعدادات الدفع',
  lead: 'إلى أين تذهب تبرعات الجمعية: حساب البطاقات، وبوابة الدفع، ورقم الرسائل القصيرة. أي تغيير يحتاج رمز تحقق جديدًا وموافقة فريق أثر، ويصل بريد بما تغيّر إلى كل مديري الجمعية.',
  names: paymentSettingNames,
  none: 'لا يوجد',
  currentTitle: 'الإعدادات الحالية',
  pendingTitle: 'تغيير ينتظر موافقة فريق أثر',
  pendingBy: (name: string) => `اقترحه: ${name}`,
  pendingReason: (reason: string) => `السبب: ${reason}`,
  withdraw: 'سحب التغيير',
  withdrawing: 'جارٍ السحب…',
  formTitle: 'اقتراح تغيير',
  formLead: 'اترك الحقل فارغًا إن لم تكن الجمعية تقبل هذه الطريقة. لا يُطبَّق شيء قبل موافقة فريق أثر.',
  card: 'البطاقات البنكية',
  gateway: 'المحافظ الإلكترونية ومنافذ الدفع وميزة',
  sms: 'التبرع بالرسائل القصيرة',
  reason: 'سبب التغيير',
  reasonHint: 'يقرؤه فريق أثر قبل الموافقة، ويصل في البريد إلى مديري الجمعية',
  submit: 'إرسال التغيير للموافقة',
  submitting: 'جارٍ الإرسال…',
  stepUp: {
    title: 'أدخل رمز التحقق لإرسال التغيير',
    lead: 'تغيير وجهة أموال الجمعية إجراء حساس، فيُطلب رمز جديد من تطبيق المصادقة قبل إرساله.',
    submit: 'تحقق وأرسل التغيير',
    submitting: 'جارٍ التحقق…',
    cancel: 'إلغاء',
  },
  blockedByPending: 'لا يمكن اقتراح تغيير جديد حتى يُبت في التغيير المنتظر أو تسحبه.',
} as const;
