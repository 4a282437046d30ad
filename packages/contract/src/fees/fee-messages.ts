/** Arabic answers and words of the monthly service-fee statements (issue 39). */
export const feeMessages = {
  monthInvalid: 'اكتب الشهر بالصيغة 2026-11',
  monthNotClosed: 'لا تصدر مطالبة شهر قبل انتهائه بتوقيت القاهرة',
  statementNotFound: 'هذه المطالبة غير موجودة',
  issued: 'تم إصدار مطالبات الشهر',
  paid: 'تم تسجيل سداد المطالبة',
  alreadyPaid: 'سُجّل سداد هذه المطالبة من قبل',
  notPayable: 'لا يُسجَّل سداد إلا لمطالبة صادرة',
  referenceInvalid: 'اكتب مرجع التحويل من 3 أحرف إلى 100 حرف',
  paidOnInvalid: 'تاريخ التحويل غير صحيح أو في المستقبل',
  creditAmountInvalid: 'مبلغ الإشعار الدائن أكبر من صفر وبقرشين عشريين على الأكثر',
  creditTooLarge: 'مبلغ الإشعار الدائن أكبر مما بقي من المطالبة',
  creditNotAllowed: 'لا يصدر إشعار دائن إلا لمطالبة صادرة',
  creditIssued: 'تم إصدار الإشعار الدائن',
  reasonInvalid: 'اكتب سبب التصحيح من 5 أحرف إلى 500 حرف',
  financeOnly: 'مطالبات رسوم الخدمة لموظفي المالية ومديري الجمعية فقط',
  taxNumberMissing: 'لا يوجد رقم تسجيل ضريبي للجمعية، فلا تصدر الفاتورة الإلكترونية قبل تسجيله',
} as const;

/** How each state of a statement is named. */
export const feeStatusNames = {
  carried: 'مُرحّلة للشهر التالي',
  issued: 'صادرة، بانتظار السداد',
  paid: 'مسددة',
} as const;
