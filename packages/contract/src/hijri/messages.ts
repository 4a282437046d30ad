/** The Arabic words of the date of death and of the operator's Hijri corrections (PRODUCT.md §11.6). */
export const hijriMessages = {
  dateInvalid: 'تاريخ الوفاة غير صحيح',
  calendarRequired: 'من فضلك اختر التقويم: ميلادي أو هجري',
  dayNotInMonth: 'هذا الشهر الهجري أقصر من ذلك، من فضلك راجع اليوم',
  inFuture: 'لا يمكن أن يكون تاريخ الوفاة في المستقبل',
  tooEarly: 'من فضلك أدخل تاريخًا من عام 1380 هـ (1960 م) أو بعده',
  correctionSet: 'تم حفظ تصحيح الشهر الهجري',
  correctionCleared: 'تم حذف تصحيح الشهر الهجري',
  correctionMonthTooShort: 'لا يمكن حفظ هذا التصحيح: سيصير أحد الشهرين 28 يومًا',
  correctionMonthTooLong: 'لا يمكن حفظ هذا التصحيح: سيصير أحد الشهرين 31 يومًا',
  correctionNotFound: 'لا يوجد تصحيح لهذا الشهر',
} as const;
