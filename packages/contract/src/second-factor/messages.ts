/** Arabic answers about a TOTP second factor, the same for operators and charity staff. */
export const factorMessages = {
  enrolled: 'تم تفعيل التحقق بخطوتين. احفظ رموز الاسترداد في مكان آمن: يظهر كل منها مرة واحدة',
  alreadyEnrolled: 'التحقق بخطوتين مفعّل من قبل لهذا الحساب',
  codeInvalid: 'رمز التحقق غير صحيح أو انتهت صلاحيته',
  codeUsed: 'استُخدم هذا الرمز من قبل؛ انتظر الرمز التالي في التطبيق',
  codeShape: 'رمز التحقق ستة أرقام',
  recoveryShape: 'رمز الاسترداد عشرة أحرف وأرقام',
  recoveryUsed: 'تم الدخول برمز استرداد. رموز الاسترداد الباقية لديك: {count}',
  verified: 'تم تسجيل الدخول',
  steppedUp: 'تم التحقق، يمكنك إتمام الإجراء',
  stepUpNeeded: 'هذا إجراء حساس: أدخل رمز التحقق من جديد لإتمامه',
  factorRenew: 'يلزم تفعيل التحقق بخطوتين من جديد: سجّل الدخول مرة أخرى',
} as const;
