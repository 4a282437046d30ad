/** Arabic answers of the charity console calls (/api/charity/*), shared by the server and the console. */
export const charityMessages = {
  inviteLinkInvalid: 'رابط الدعوة غير صالح أو انتهت صلاحيته',
  passwordSet: 'تم تعيين كلمة المرور، يمكنك تسجيل الدخول الآن',
  staffEmailTaken: 'هذا البريد مسجل بالفعل لموظف في جمعية',
  staffInvitationResent:
    'هذا الموظف مضاف من قبل ولم يختر كلمة المرور بعد، فأُرسلت إليه دعوة جديدة وبطلت الدعوات السابقة',
  staffHasPassword:
    'هذا الموظف اختار كلمة المرور من قبل؛ إن نسيها فليستخدم «نسيت كلمة المرور» في صفحة دخول لوحة الجمعية',
  contacted: 'تم تسجيل التواصل مع المتبرع',
  collected: 'تم تأكيد استلام التبرع وإضافته إلى الحملة',
  alreadyCollected: 'هذا التبرع مؤكد من قبل، ولم يتغير شيء',
  failed: 'تم تسجيل تعذّر التحصيل',
  cancelled: 'تم إلغاء التبرع',
  noteRequired: 'من فضلك اكتب ملاحظة',
  reasonRequired: 'من فضلك اكتب السبب',
  dateInvalid: 'التاريخ غير صحيح',
  dateRangeInverted: 'تاريخ النهاية يجب أن يكون بعد تاريخ البداية',
  channelInvalid: 'طريقة التبرع غير معروفة',
  enrolFirst: 'لم تفعّل التحقق بخطوتين بعد: فعّله من صفحة «التحقق بخطوتين»',
  factorNeeded: 'أدخل رمز التحقق من تطبيق المصادقة لإكمال الدخول',
  adminMustEnrol:
    'أنت مسؤول حساب الجمعية، فيلزمك تفعيل التحقق بخطوتين أولًا: افتح صفحة «التحقق بخطوتين» وامسح الرمز بتطبيق المصادقة',
} as const;
