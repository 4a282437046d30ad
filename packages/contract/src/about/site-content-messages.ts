/** Arabic answers about the content pages operators keep (docs/decisions/040). */
export const siteContentMessages = {
  leadTooLong: 'المقدمة أطول من 1000 حرف',
  titleEmpty: 'اكتب العنوان أو السؤال',
  titleTooLong: 'العنوان أو السؤال أطول من 200 حرف',
  textEmpty: 'اكتب النص أو الإجابة',
  textTooLong: 'النص أو الإجابة أطول من 4000 حرف',
  entriesEmpty: 'أضف فقرة أو سؤالًا واحدًا على الأقل',
  entriesTooMany: 'الصفحة لا تتسع لأكثر من 60 فقرة أو سؤالًا',
  pageUnknown: 'لا توجد صفحة بهذا الاسم',
  versionUnknown: 'لم نجد هذه النسخة من الصفحة',
  staleVersion: 'حفظ أحد الزملاء نسخة أحدث من هذه الصفحة بعد أن فتحتها: راجع النسخة الأحدث ثم احفظ من جديد',
  unchanged: 'لم يتغير شيء عن النسخة الحالية',
  saved: 'حُفظت نسخة جديدة من الصفحة، وتظهر للزوار الآن',
  restored: 'استُرجعت النسخة القديمة نسخةً جديدة، وتظهر للزوار الآن',
} as const;
