/**
 * Reports (docs/decisions/033): the form a visitor sends from the campaign page's menu, and the family's
 * panel of the reports that reached them first and of the parts a moderator hid. Never a word that
 * accuses.
 */
export const reportMessages = {
  form: {
    title: 'الإبلاغ عن هذه الصفحة',
    lead: 'أخبرنا بما لاحظته. لا نذكر اسمك للعائلة ولا لأحد.',
    reason: 'السبب',
    details: 'تفاصيل (اختياري)',
    detailsHint: 'ما الذي رأيته؟ 1000 حرف على الأكثر.',
    contact: 'بريدك أو هاتفك (اختياري)',
    contactHint: 'يراه فريق المراجعة فقط، إن احتاج أن يسألك.',
    send: 'إرسال البلاغ',
    sending: 'جارٍ الإرسال…',
    close: 'إغلاق',
  },
  family: {
    title: 'ملاحظات من الزوار',
    lead: 'نبّهنا بعض الزوار إلى أمور قد تحتاج تصحيحًا. لا تظهر هذه الملاحظات لأحد غيركم، ولا نعرض من أرسلها.',
    due: (day: string) => `راجعوها قبل ${day}؛ بعدها يراجعها فريق أثر.`,
    details: 'ما كتبه الزائر:',
    fixed: 'صحّحنا ذلك',
    answer: 'اكتبوا ردّكم',
    answerLabel: 'ردّكم على الملاحظة',
    send: 'إرسال الرد',
  },
  /** what a moderator hid, on the family's page (docs/decisions/036) */
  hidden: {
    title: 'أجزاء أخفيناها للمراجعة',
    lead: 'لا يراها الزوار حتى تنتهي المراجعة، وترونها هنا كما هي. لطلب إظهارها ردّوا على رسالتنا، أو ضعوا صورة أو نصًا جديدًا.',
    reason: 'السبب:',
    photoAlt: 'الصورة المخفية',
  },
} as const;
