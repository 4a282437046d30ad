/** Arabic answers of the operators' team calls: invitations, the invitee's password, leaving and coming back. */
export const teamMessages = {
  invited: 'أُرسلت الدعوة؛ يختار المشغّل كلمة مروره من الرابط في بريده خلال 72 ساعة',
  invitationResent: 'أُرسلت دعوة جديدة؛ بطل الرابط السابق',
  adminByInvitation:
    'لا تُمنح صلاحية إدارة المشغّلين مع الدعوة: ادعُ المشغّل بمهام أخرى ثم قدّم طلب منحها ليوافق عليه مشغّل آخر',
  dutiesRequired: 'اختر مهمة واحدة على الأقل',
  alreadyActive: 'هذا البريد لمشغّل فعّل حسابه من قبل',
  inviteeDisabled: 'هذا المشغّل موقوف: أعد تفعيل حسابه أولًا',
  invitationInvalid:
    'رابط الدعوة غير صالح أو انتهت صلاحيته أو استُخدم من قبل: اطلب دعوة جديدة من مدير المشغّلين',
  passwordSet: 'تم حفظ كلمة المرور؛ سجّل الدخول الآن وفعّل التحقق بخطوتين',
  tooManyInvitations: 'أرسلت دعوات كثيرة في ساعة واحدة: انتظر قليلًا ثم حاول من جديد',
  disabled: 'أُوقف الحساب وانتهت جلساته كلها، وسُحبت طلباته المفتوحة',
  enabled: 'أُعيد تفعيل الحساب؛ يسجّل صاحبه الدخول من جديد',
  ownDisable: 'لا يمكنك إيقاف حسابك أنت: يوقفه مشغّل آخر',
  lastEnabledAdmin: 'لا يمكن إيقاف آخر مشغّل فعّال يملك صلاحية الإدارة',
  alreadyDisabled: 'هذا الحساب موقوف من قبل',
  notDisabled: 'هذا الحساب ليس موقوفًا',
  withdrawnOnDisable: 'سُحب الطلب تلقائيًا: أُوقف حساب مقدّمه',
} as const;
