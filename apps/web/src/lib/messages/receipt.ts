/** The printable donation receipt (/Receipt/{id}) and the links that open it. */
export const receiptMessages = {
  receipt: {
    view: 'عرض الإيصال',
    viewFor: (donationId: number) => `عرض الإيصال، التبرع رقم ${donationId}`,
    title: 'إيصال تبرع',
    detailsLabel: 'بيانات التبرع',
    donationNumber: 'رقم التبرع',
    confirmedAt: 'تاريخ تأكيد التبرع',
    donatedAt: 'تاريخ التبرع',
    donorName: 'اسم المتبرع',
    amount: 'المبلغ',
    charity: 'الجمعية',
    campaign: 'الحملة (في ذكرى)',
    project: 'المشروع',
    channel: 'طريقة التبرع',
    channels: { cash: 'نقدي', card: 'بطاقة بنكية', sms: 'رسالة نصية' },
    directNote:
      'وصل هذا التبرع مباشرةً إلى حساب الجمعية. أثر أداة تربط المتبرعين بالجمعيات، ولا تحصّل الأموال نيابةً عنها.',
    noRefund: 'لا يمكن تحويل التبرع إلى جهة أخرى أو استرداده بعد تأكيد تحصيله.',
    thanks: 'جزاك الله خيرًا، وتقبّل منك.',
    print: 'اطبع الإيصال',
    printHint: 'يُطبع الإيصال وحده على ورقة A4.',
    pending: {
      title: 'لم يُؤكَّد هذا التبرع بعد',
      text: 'يصدر الإيصال بعد أن تؤكد الجمعية استلام التبرع. افتح هذه الصفحة مرة أخرى لاحقًا.',
      cash: 'سيتواصل معك مندوب الجمعية خلال 72 ساعة لتحصيل تبرعك.',
    },
    failed: {
      title: 'لم يكتمل هذا التبرع',
      text: 'لم يصل هذا التبرع إلى الجمعية، لذلك لا يصدر له إيصال. يمكنك التبرع مرة أخرى من صفحة الحملة.',
    },
    cancelled: {
      title: 'أُلغي هذا التبرع',
      text: 'أُلغي هذا التبرع ولم يُحصَّل، لذلك لا يصدر له إيصال.',
    },
    toCampaign: 'صفحة الحملة',
  },
} as const;
