/**
 * What the payment host says, in Arabic, to a client whose GetSessionId, Save, Transaction/Submit or
 * gateway checkout lacks what only the donor's browser holds (docs/decisions/010, 025): the specification's
 * fields (PRODUCT.md §7) name the donation but cannot prove whose it is, so the refusal names what to add.
 */
export const paymentRequestMessages = {
  tokenMissing:
    'ينقص رمز الدفع paymentToken: أرسله مع رقم التبرع donationId كما أعاده إنشاء التبرع في payment_token، فلا يُفتح دفع تبرع إلا للمتصفح الذي أنشأه',
  tokenMalformed: 'رمز الدفع paymentToken غير صحيح: أرسله كما أعاده إنشاء التبرع في payment_token',
  donationIdMissing: 'ينقص رقم التبرع donationId: أرسله كما أعاده إنشاء التبرع في donation_id',
  donationIdMalformed: 'رقم التبرع donationId غير صحيح: أرسله كما أعاده إنشاء التبرع في donation_id',
  bodyNotObject:
    'أرسل جسم الطلب بصيغة JSON وفيه رقم التبرع donationId ورمز الدفع paymentToken كما أعادهما إنشاء التبرع',
} as const;
