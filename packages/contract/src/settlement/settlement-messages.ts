/** Arabic answers of the settlement imports and the reconciliation queue (issue 39). */
export const settlementMessages = {
  imported: 'تم استيراد ملف التسوية ومطابقة سطوره',
  alreadyImported: 'استُورد هذا الملف من قبل؛ لم يُستورد مرة ثانية',
  fileMissing: 'اختر ملف التسوية (CSV) لرفعه',
  fileTooLarge: 'ملف التسوية أكبر من 64 ميجابايت',
  fileNameInvalid: 'اسم الملف من حرف إلى 200 حرف',
  emptyFile: 'الملف فارغ: لا سطر عناوين فيه',
  unknownHeader:
    'السطر 1: سطر العناوين لا يطابق ملف تسوية البنك ولا تقرير بوابة الدفع ولا تقرير مجمّع الرسائل الشهري ولا كشف حساب الجمعية',
  /** a bank statement holds no account: the importer names the charity it is for (052) */
  statementNeedsCharity: 'كشف حساب البنك لجمعية بعينها: اختر الجمعية التي يخصها الكشف',
  charityNotFound: 'الجمعية التي اختيرت للكشف غير موجودة',
  /** a recorded deposit's open exception closed by the statement that finally shows it */
  depositShownNote: (importId: number) => `ظهر الإيداع في كشف البنك، الملف رقم ${importId}`,
  /** two files carrying the same transactions imported at the same moment: the second waits for a retry */
  importRace: 'يُستورد الآن ملف آخر فيه المعاملات نفسها؛ أعد المحاولة بعد لحظات',
  noLines: 'الملف لا يحوي أي معاملة بعد سطر العناوين',
  hashMismatch: 'وصل الملف ناقصًا أو مختلفًا عما وُقّع؛ لم يُستورد شيء',
  /** the charity console's note of an SMS donation the mobile operator reversed (docs/decisions/048) */
  smsReversalNote: (messageId: string, importId: number) =>
    `ردّ مشغّل المحمول قيمة الرسالة ${messageId} إلى المشترك (تقرير مجمّع الرسائل، الملف رقم ${importId})`,
  /** a refund's open exception closed by the file that finally carries it */
  refundSettledNote: (importId: number) => `ظهر الاسترداد في الملف رقم ${importId}`,
  /** a refused line: its number and why; nothing of the file was kept */
  badLine: (line: number, reason: string) => `السطر ${line}: ${reason}؛ لم يُستورد شيء من الملف`,
  reasons: {
    quotes: 'علامات الاقتباس غير مغلقة أو في غير موضعها',
    columns: (expected: number, found: number) => `عدد الأعمدة ${found} والمطلوب ${expected}`,
    amount: (column: string) => `قيمة «${column}» ليست مبلغًا بالجنيه بقرشين عشريين`,
    net: 'الصافي لا يساوي المبلغ ناقص الرسوم',
    date: (column: string) => `قيمة «${column}» ليست تاريخًا صحيحًا`,
    text: (column: string) => `قيمة «${column}» فارغة أو طويلة أو فيها محارف غير مقبولة`,
    currency: 'العملة ليست الجنيه المصري (EGP)',
    type: 'نوع السطر غير معروف',
    method: 'وسيلة الدفع غير معروفة',
    account: 'حساب التاجر يختلف عن حساب السطور السابقة في الملف نفسه',
    tooLong: 'السطر أطول من 4000 حرف',
    repeated: 'المعاملة نفسها وردت في سطر سابق من الملف نفسه',
    month: 'الرسالة خارج شهر التقرير',
    description: 'الوصف أطول من 500 حرف أو فيه محارف غير مقبولة',
  },
  exceptionNotFound: 'هذا الاستثناء غير موجود',
  alreadyResolved: 'حُلّ هذا الاستثناء من قبل',
  resolved: 'تم حل الاستثناء وحُفظت الملاحظة',
  noteInvalid: 'اكتب ملاحظة الحل من 5 أحرف إلى 500 حرف',
} as const;

/** What each outcome of a settlement line is called in the console. */
export const settlementOutcomeNames = {
  matched: 'مطابق',
  not_confirmed: 'مُسوّى ولم يُؤكَّد عندنا',
  amount_mismatch: 'اختلاف في المبلغ',
  fee: 'رسوم مقدّم الخدمة',
  not_settled: 'مؤكَّد عندنا ولم يُسوَّ',
  refund_matched: 'استرداد مطابق',
  refund_unknown: 'استرداد لا يعرفه أثر',
  refund_not_settled: 'استرداد غير ظاهر في ملفات المزوّد',
  duplicate: 'مكررة في ملف سابق',
  credit_unknown: 'مبلغ في كشف البنك بلا إيداع مسجّل',
  deposit_not_shown: 'إيداع لا يظهر في كشف البنك',
} as const;

export const settlementProviderNames = {
  bank: 'البنك (البطاقات)',
  gateway: 'بوابة الدفع (المحافظ والأكشاك وميزة)',
  sms: 'مجمّع الرسائل القصيرة',
  statement: 'كشف حساب الجمعية في البنك (الإيداعات النقدية)',
} as const;
