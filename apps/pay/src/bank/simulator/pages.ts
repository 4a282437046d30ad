import type { SimulatedOrder, SimulatedSession } from './state';

/** The simulator's Arabic pages. No inline script or style: a strict CSP holds (static files only). */
export const bankText = {
  title: 'بوابة الدفع — بنك المحاكاة',
  merchant: 'التاجر',
  amount: 'المبلغ',
  cardNumber: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء (شهر/سنة)',
  csc: 'رمز الأمان (CSC)',
  pay: 'ادفع الآن',
  cancel: 'إلغاء',
  testCards:
    'بطاقات الاختبار: أي رقم من 16 رقمًا (مثل 5123450000000008) وأي رمز من 3 أرقام. الانتهاء 01/39 مقبولة، 05/39 مرفوضة، 08/28 انتهت مهلة الرد.',
  badCardNumber: 'رقم البطاقة يجب أن يكون 16 رقمًا',
  badExpiry: 'اكتب تاريخ الانتهاء بالشكل شهر/سنة، مثل 01/39',
  badCsc: 'رمز الأمان 3 أرقام',
  declined: 'رفض البنك عملية الدفع',
  sessionUnknown: 'جلسة الدفع غير موجودة أو انتهت صلاحيتها',
  sessionFinished: 'تم استخدام جلسة الدفع هذه من قبل',
  unavailable: 'تعذّر على البنك إتمام العملية الآن، ولم يُخصم أي مبلغ. حاول مرة أخرى بعد قليل',
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type CheckoutMode = 'lightbox' | 'page';

export function checkoutPage(options: {
  mode: CheckoutMode;
  session: SimulatedSession;
  order: SimulatedOrder;
  parentOrigin: string;
  error?: string;
}): string {
  const { mode, session, order, error } = options;
  const id = encodeURIComponent(session.id);
  const amount = `${Number(order.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${order.currency}`;
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${bankText.title}</title>
<link rel="stylesheet" href="/bank/static/checkout.css">
<script src="/bank/static/checkout.js" defer></script>
</head>
<body>
<main class="card" data-mode="${mode}" data-parent-origin="${escapeHtml(options.parentOrigin)}">
<h1>${bankText.title}</h1>
<dl>
<dt>${bankText.merchant}</dt><dd>${escapeHtml(session.merchantName)}</dd>
<dt>${bankText.amount}</dt><dd dir="ltr">${escapeHtml(amount)}</dd>
</dl>
<p id="form-error" class="error" role="alert">${error ? escapeHtml(error) : ''}</p>
<form id="card-form" method="post" action="/bank/checkout/${id}/pay" novalidate>
<input type="hidden" name="mode" value="${mode}">
<label for="card-number">${bankText.cardNumber}</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" dir="ltr" required maxlength="23">
<label for="expiry">${bankText.expiry}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" dir="ltr" placeholder="MM/YY" required maxlength="5">
<label for="csc">${bankText.csc}</label>
<input id="csc" name="csc" inputmode="numeric" autocomplete="cc-csc" dir="ltr" required maxlength="3">
<button type="submit" class="pay">${bankText.pay}</button>
</form>
<form id="cancel-form" method="post" action="/bank/checkout/${id}/cancel">
<input type="hidden" name="mode" value="${mode}">
<button type="submit" class="cancel">${bankText.cancel}</button>
</form>
<p class="hint">${bankText.testCards}</p>
</main>
</body>
</html>`;
}

export function messagePage(message: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${bankText.title}</title><link rel="stylesheet" href="/bank/static/checkout.css"></head>
<body><main class="card"><h1>${bankText.title}</h1><p class="error" role="alert">${escapeHtml(message)}</p></main></body>
</html>`;
}
