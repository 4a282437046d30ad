/**
 * Arabic messages shared by the server's 4xx answers and the web forms (SPEC §5, §8), so that
 * both sides say the same words.
 */
export const validationMessages = {
  nameShort: 'من فضلك أدخل اسمًا صحيحًا',
  nameSymbols: 'يجب ألا يحتوي الاسم على رموز',
  phoneInvalid: 'رقم الهاتف غير صحيح، يجب أن يبدأ بـ 01 ويتكون من 11 رقمًا',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  passwordShort: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  passwordMismatch: 'كلمتا المرور غير متطابقتين',
  imageTooLarge: 'يجب أن يكون حجم الصورة أقل من 3 ميجابايت',
  imageRequired: 'يجب اختيار صورة',
  imageType: 'نوع الصورة غير مدعوم، استخدم JPG أو PNG أو WebP',
  amountNotNumber: 'من فضلك أدخل المبلغ بالأرقام',
  amountMin: 'الحد الأدنى للتبرع 100 جنيه',
  cityRequired: 'من فضلك اختر المحافظة',
  areaRequired: 'من فضلك اختر المنطقة',
  addressShort: 'من فضلك اكتب عنوانًا تفصيليًا',
  paymentRequired: 'من فضلك اختر طريقة الدفع',
  detailsShort: 'من فضلك اكتب تفاصيل أكثر',
  required: 'هذا الحقل مطلوب',
  invalidValue: 'القيمة المدخلة غير صحيحة',
  searchShort: 'اكتب 3 أحرف على الأقل للبحث',
} as const;

export const apiMessages = {
  ok: '',
  badRequest: 'البيانات المرسلة غير صحيحة',
  badSignature: 'التطبيق غير مصرح له بالاتصال',
  unauthorized: 'من فضلك سجل الدخول أولًا',
  forbidden: 'ليس لديك صلاحية للقيام بهذا الإجراء',
  notFound: 'لم نجد ما تبحث عنه',
  campaignNotFound: 'لم نجد هذه الحملة',
  projectNotFound: 'لم نجد هذا المشروع',
  ngoNotFound: 'لم نجد هذه الجمعية',
  cityNotFound: 'لم نجد هذه المحافظة',
  routeNotFound: 'هذا المسار غير موجود',
  payloadTooLarge: 'حجم البيانات المرسلة أكبر من المسموح',
  unsupportedMediaType: 'نوع المحتوى غير مدعوم',
  tooManyRequests: 'محاولات كثيرة، من فضلك حاول مرة أخرى بعد قليل',
  conflict: 'هذا الطلب أُرسل من قبل ببيانات مختلفة',
  unavailable: 'الخدمة غير متاحة الآن، من فضلك حاول بعد قليل',
  internal: 'عذرًا، حدثت مشكلة في طلبك',
} as const;
