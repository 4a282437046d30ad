/**
 * How a kiosk reference code is paid: one set of steps wherever a donor reads them — the receipt
 * page that shows the code, the mail that sends it, and the gateway checkout's stand-in — all in
 * Arabic letters (the collector's name as a clerk says it, «باي موب»).
 */
export const KIOSK_PAYMENT_STEPS = [
  'في أي منفذ فوري أو أمان: اطلب الدفع برمز مرجعي لـ«باي موب» وأعطِ الموظف الرمز والمبلغ.',
  'من ماكينة صراف آلي تدعم فوري: اختر «فوري» ثم «الدفع بالرمز المرجعي» وأدخل الرمز.',
  'من تطبيق البنك أو المحفظة: اختر «فوري» أو «أمان» ثم الدفع بالرمز المرجعي وأدخل الرمز.',
] as const;
