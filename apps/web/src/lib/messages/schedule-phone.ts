/**
 * A giving schedule's phone (docs/decisions/026 §3): the nightly texts wait until the phone confirms
 * them with the code it was texted, on the schedule's page or by replying to the text.
 */
export const schedulePhoneText = {
  title: 'الرسائل النصية',
  /** before the number's last digits: the phone is never shown whole */
  numberEnding: 'رقم الهاتف المنتهي بـ',
  confirmed: 'أكّد هذا الرقم استقبال رسائلك النصية، فيصله رابط الدفع في موعد كل تبرع.',
  waiting:
    'لن تصل روابط الدفع برسالة نصية إلى هذا الرقم حتى يتأكد. تصلك في بريدك الإلكتروني في موعد كل تبرع كما هي.',
  howTo: 'أرسلنا إلى الهاتف رمزًا من ٦ أرقام: أدخله هنا، أو أرسل الرمز أو كلمة «نعم» ردًا على الرسالة نفسها.',
  codeUntil: (when: string) => `يعمل الرمز حتى ${when}.`,
  code: 'رمز التأكيد',
  codeHint: '٦ أرقام كما وصلت في الرسالة النصية',
  confirm: 'تأكيد الرقم',
  confirming: 'جارٍ التأكيد…',
  resend: 'أرسل رمزًا جديدًا',
  resending: 'جارٍ الإرسال…',
  /** the set-up's thank-you, when a code was texted */
  codeTexted:
    'أرسلنا إلى هاتفك رمز تأكيد برسالة نصية. لن تصلك روابط الدفع برسالة نصية حتى تؤكده: أدخله في صفحة إدارة تبرعك (الرابط في بريدك)، أو أرسل الرمز أو «نعم» ردًا على الرسالة.',
} as const;
