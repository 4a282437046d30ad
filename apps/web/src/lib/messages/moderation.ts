/**
 * Reports and moderation (docs/decisions/033): the campaign page's «إبلاغ», the page under review,
 * and the family's reports on their management page. Never a word that accuses.
 */
export const moderationMessages = {
  menu: {
    open: 'المزيد',
    label: 'خيارات الصفحة',
    report: 'إبلاغ',
  },
  report: {
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
  paused: {
    title: 'التبرع متوقف مؤقتًا للمراجعة',
    reason: 'يراجع فريق أثر هذه الصفحة الآن. تبقى الصفحة ظاهرة، ويعود التبرع حين تنتهي المراجعة.',
    channels: 'لا تُقبل التبرعات الآن بأي وسيلة، ومنها الرسائل النصية.',
    lead: 'لا يمكن التبرع لهذه الحملة الآن.',
    donate: 'التبرع متوقف مؤقتًا',
  },
  underReview: {
    title: 'هذه الصفحة قيد المراجعة',
    text: 'يراجع فريق أثر هذه الصفحة الآن، وتعود حين تنتهي المراجعة بإذن الله.',
    discover: 'تصفّح حملات أخرى',
    familyNotice: 'هذه الصفحة محجوبة عن الزوار حتى تنتهي المراجعة؛ وصلتكم رسالة بالسبب.',
  },
  /** the charity's cash queue: a pending collection of a campaign under review stays, marked */
  cashQueue: 'الحملة قيد المراجعة لدى أثر والتبرع لها متوقف مؤقتًا؛ القرار في هذا التحصيل لكم.',
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
