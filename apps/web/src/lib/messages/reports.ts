/**
 * Reports (docs/decisions/033): the form a visitor sends from the campaign page's menu, and the family's
 * panel of the reports that reached them first and of the parts a moderator hid. Never a word that
 * accuses.
 */
export const reportMessages = {
  form: {
    title: 'الإبلاغ عن هذه الصفحة',
    /** the same form about one update of the page (migration 052) */
    updateTitle: {
      family_update: 'الإبلاغ عن تحديث العائلة هذا',
      delivery_update: 'الإبلاغ عن تحديث الجمعية هذا',
    },
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
  /** the discreet button under each update of the campaign page (migration 052) */
  updateButton: {
    text: 'إبلاغ',
    label: {
      family_update: (day: string) => `الإبلاغ عن تحديث العائلة المنشور ${day}`,
      delivery_update: (day: string) => `الإبلاغ عن تحديث الجمعية المنشور ${day}`,
    },
  },
  family: {
    title: 'ملاحظات من الزوار',
    lead: 'نبّهنا بعض الزوار إلى أمور قد تحتاج تصحيحًا. لا تظهر هذه الملاحظات لأحد غيركم، ولا نعرض من أرسلها.',
    due: (day: string) => `راجعوها قبل ${day}؛ بعدها يراجعها فريق أثر.`,
    details: 'ما كتبه الزائر:',
    /** the update a report is about (migration 052) */
    about: {
      family_update: 'عن تحديثكم:',
      delivery_update: 'عن تحديث الجمعية:',
    },
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
  /** the family asks for a moderator's decision to be looked at again (migration 044) */
  appeals: {
    title: 'قرارات المراجعة على الصفحة',
    lead: 'إن رأيتم أن قرارًا يحتاج إلى مراجعة، فاكتبوا لنا ما توضحونه. يراجعه مشرف آخر غير الذي اتخذه، ونكتب لكم بالنتيجة.',
    outcome: {
      paused: 'إيقاف التبرع مؤقتًا',
      taken_down: 'حجب الصفحة للمراجعة: تظهر لزوارها عبارة «هذه الصفحة قيد المراجعة»',
      hidden: (part: string) => `إخفاء ${part}`,
    },
    reason: 'السبب:',
    ask: 'طلب مراجعة القرار',
    label: 'ما توضحونه',
    hint: 'اكتبوا ما يساعد المشرف على المراجعة، 2000 حرف على الأكثر.',
    send: 'إرسال الطلب',
    sending: 'جارٍ الإرسال…',
    cancel: 'إلغاء',
    yours: 'ما كتبتموه:',
    state: {
      open: 'طلبكم قيد المراجعة عند مشرف آخر، وسنكتب لكم بالنتيجة.',
      upheld: 'راجعنا طلبكم، وبقي القرار كما هو.',
      granted: 'قبلنا طلبكم ورفعنا القرار.',
    },
    answer: 'ما كتبه المشرف:',
  },
} as const;
