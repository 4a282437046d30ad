/** What the payment host says to the browser (PRODUCT.md §7 Payment host `Message`). */
export const payMessages = {
  sessionOpened: 'تم فتح صفحة الدفع',
  donationNotFound: 'لم نجد هذا التبرع',
  paymentNotAllowed: 'لا يمكن إتمام هذا الدفع من هنا، من فضلك ابدأ التبرع من جديد من صفحة الحملة',
  notCardDonation: 'هذا التبرع ليس تبرعًا بالبطاقة البنكية',
  donationClosed: 'تم إغلاق هذا التبرع ولا يمكن الدفع له',
  alreadyPaid: 'تم الدفع لهذا التبرع بالفعل',
  paymentInProgress: 'عملية الدفع لهذا التبرع قيد المراجعة لدى البنك',
  noCardPayments: 'هذه الجمعية لا تقبل التبرع بالبطاقة البنكية',
  bankUnavailable: 'تعذّر الاتصال بالبنك الآن، من فضلك حاول بعد قليل',
  badRequest: 'البيانات المرسلة غير صحيحة',
  confirmed: 'تم الدفع بنجاح، شكرًا لتبرعك',
  pending: 'لم يصلنا رد البنك النهائي بعد، وسنؤكد تبرعك فور وصوله',
  failed: 'لم تكتمل عملية الدفع',
  unavailable: 'الخدمة غير متاحة الآن، من فضلك حاول بعد قليل',
  notGatewayDonation: 'هذا التبرع ليس تبرعًا بالمحفظة الإلكترونية أو الرمز المرجعي أو بطاقة ميزة',
  noGatewayPayments: 'هذه الجمعية لا تقبل التبرع بهذه الطريقة، من فضلك اختر طريقة دفع أخرى',
  gatewayUnavailable: 'تعذّر الاتصال ببوابة الدفع الآن، من فضلك حاول بعد قليل',
  /** docs/decisions/026: too many gateway checkouts opened from one address in a few minutes */
  tooManyCheckouts: 'فُتحت صفحات دفع كثيرة من هذا الاتصال خلال دقائق، من فضلك حاول مرة أخرى بعد قليل',
  /**
   * the charity has no fundraising permit in force today (docs/decisions/018): as the api says it
   * (apiMessages)
   */
  donationsPaused:
    'التبرع لهذه الحملة متوقف مؤقتًا: الجمعية لا تملك اليوم تصريحًا ساريًا من وزارة التضامن الاجتماعي بجمع التبرعات عبر الإنترنت',
  /** scheduled giving by card (docs/decisions/020): the verification of the card at the bank */
  scheduleNotAllowed:
    'لا يمكن إتمام التحقق من البطاقة من هنا، من فضلك ابدأ العطاء المجدول من جديد من صفحة الحملة',
  scheduleAlreadyVerified: 'تم التحقق من بطاقتك لهذا العطاء المجدول بالفعل',
  scheduleClosed: 'لم يعد هذا العطاء المجدول بانتظار التحقق من البطاقة',
  verificationInProgress: 'التحقق من بطاقتك لهذا العطاء المجدول قيد المراجعة لدى البنك',
  /** the bank's page for the verification: the campaign (the deceased's name) it is for */
  verificationDescription: 'عطاء مجدول',
  /** the one item of a gateway intention, as the donor reads it on the checkout */
  /** the gateway checkout's line for a donation (its item's name, at most 50 characters) and who is paid */
  gatewayItemName: (campaignTitle: string) => `تبرع في ذكرى ${campaignTitle.trim()}`,
  gatewayItemPayee: (ngoName: string) => `يصل إلى ${ngoName.trim()}`,
} as const;
