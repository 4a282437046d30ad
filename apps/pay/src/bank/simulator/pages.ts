import { formatPiasters } from '@athar/contract/money';
import { fromBankAmount } from '../gateway-client';
import type { SimulatedOrder, SimulatedSession } from './state';
import { escapeHtml } from '@athar/server-kit/escape-html';

/**
 * The simulator's pages, in Arabic and right to left like the rest of Athar: the donor
 * sees the charity's Arabic name and the amount as the web app writes it. No inline script or style:
 * a strict CSP holds (static files only).
 */
export const bankText = {
  title: 'الدفع بالبطاقة البنكية',
  testBank: 'بنك تجريبي لتجربة الدفع، لا يُخصم فيه أي مبلغ حقيقي',
  merchant: 'الجهة المستفيدة',
  amount: 'المبلغ',
  cardNumber: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء (شهر/سنة)',
  csc: 'رمز الأمان',
  cscHint: 'الأرقام الثلاثة على ظهر البطاقة',
  pay: 'ادفع الآن',
  cancel: 'إلغاء والعودة',
  testCardsTitle: 'بيانات للتجربة',
  testCards: [
    'رقم البطاقة: أي 16 رقمًا، مثل 5123450000000008',
    'رمز الأمان: أي 3 أرقام',
    'تاريخ الانتهاء 01/39: يقبل البنك الدفع',
    'تاريخ الانتهاء 05/39: يرفض البنك الدفع',
    'تاريخ الانتهاء 08/28: لا يرد البنك',
    'تاريخ الانتهاء 02/39: يقبل البنك، ثم يرفض أول خصم تلقائي في كل ليلة ويقبل إعادة المحاولة',
    'تاريخ الانتهاء 03/39: يقبل البنك، ثم يرفض كل خصم تلقائي لعدم كفاية الرصيد',
  ],
  /** a verification (the first step of scheduled giving by card): nothing is charged now */
  verifyPurpose: 'الغرض',
  verifyPurposeText: 'التحقق من البطاقة لحفظها للعطاء المجدول',
  verifyNoCharge:
    'لن يُخصم أي مبلغ الآن: تحفظ الجهة بطاقتك لدى البنك لتخصم منها كل تبرع مجدول في موعده، ويمكنك إيقافه متى شئت',
  verify: 'تحقّق من البطاقة',
  verifyDeclined: 'رفض البنك التحقق من البطاقة',
  badCardNumber: 'رقم البطاقة 16 رقمًا',
  badExpiry: 'اكتب تاريخ الانتهاء بالشكل شهر/سنة، مثل 01/39',
  badCsc: 'رمز الأمان 3 أرقام',
  declined: 'رفض البنك عملية الدفع',
  sessionUnknown: 'صفحة الدفع هذه غير موجودة أو انتهت صلاحيتها',
  sessionFinished: 'استُخدمت صفحة الدفع هذه من قبل',
  unavailable: 'تعذّر على البنك إتمام العملية الآن، ولم يُخصم أي مبلغ. حاول مرة أخرى بعد قليل',
} as const;

/**
 * The order's amount as the web app writes money (PRODUCT.md §9: `1,000 ج.م`), from the bank's decimal
 * string through integer piasters; another currency, which Athar never asks for, as the bank has it.
 */
export function shownAmount(order: Pick<SimulatedOrder, 'amount' | 'currency'>): string {
  const piasters = fromBankAmount(order.amount);
  if (order.currency !== 'EGP' || piasters === null) return `${order.amount} ${order.currency}`;
  return formatPiasters(piasters);
}

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
  const verify = order.operation === 'VERIFY';
  const what = verify
    ? `<dt>${bankText.verifyPurpose}</dt><dd id="order-purpose">${bankText.verifyPurposeText}</dd>`
    : `<dt>${bankText.amount}</dt><dd id="order-amount">${escapeHtml(shownAmount(order))}</dd>`;
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
<p class="test-bank">${bankText.testBank}</p>
<dl>
<dt>${bankText.merchant}</dt><dd id="merchant-name">${escapeHtml(session.merchantName)}</dd>
${what}
</dl>
${verify ? `<p class="test-bank" id="no-charge">${bankText.verifyNoCharge}</p>\n` : ''}<p id="form-error" class="error" role="alert">${error ? escapeHtml(error) : ''}</p>
<form id="card-form" method="post" action="/bank/checkout/${id}/pay" novalidate>
<input type="hidden" name="mode" value="${mode}">
<label for="card-number">${bankText.cardNumber}</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" dir="ltr" required maxlength="23">
<label for="expiry">${bankText.expiry}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" dir="ltr" required maxlength="5">
<label for="csc">${bankText.csc}</label>
<input id="csc" name="csc" inputmode="numeric" autocomplete="cc-csc" dir="ltr" required maxlength="3" aria-describedby="csc-hint">
<p id="csc-hint" class="field-hint">${bankText.cscHint}</p>
<button type="submit" class="pay">${verify ? bankText.verify : bankText.pay}</button>
</form>
<form id="cancel-form" method="post" action="/bank/checkout/${id}/cancel">
<input type="hidden" name="mode" value="${mode}">
<button type="submit" class="cancel">${bankText.cancel}</button>
</form>
<section class="hint" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">${bankText.testCardsTitle}</h2>
<ul>${bankText.testCards.map((line) => `<li>${line}</li>`).join('')}</ul>
</section>
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
