import { createHash } from 'node:crypto';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { paymobText } from './messages';
import type { SimulatedIntention } from './state';
import { escapeHtml } from '@athar/server-kit/escape-html';

/**
 * The simulated unified checkout's pages: Arabic, right to left, made for a 360 px phone first, and
 * self-contained (one inline style block allowed by its hash, no script, no external asset).
 */
const STYLE = `*{box-sizing:border-box}
body{margin:0;background:#f3f5f7;color:#1d2733;font:16px/1.6 system-ui,"Noto Sans Arabic","Segoe UI",Tahoma,sans-serif}
main{max-inline-size:28rem;margin-inline:auto;padding:1rem;background:#fff;min-block-size:100vh}
h1{font-size:1.3rem;margin-block:0 .25rem}
h2{font-size:1.05rem;margin-block:1.25rem .5rem}
.test{margin-block:0 1rem;padding:.5rem .75rem;background:#fff4d6;border-radius:.5rem;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin-block:0 1rem}
dt{color:#58636f}dd{margin:0;font-weight:600}
.method{margin-block:0 1rem;font-weight:600;color:#0b6b4f}
label{display:block;font-weight:600;margin-block:.75rem .25rem}
input{inline-size:100%;font-size:1.1rem;padding:.65rem .75rem;border:1px solid #9aa5b1;border-radius:.5rem;text-align:start}
input:focus{outline:3px solid #0b6b4f;outline-offset:1px}
.hint{margin:.25rem 0 0;color:#58636f;font-size:.875rem}
button,.button{display:block;inline-size:100%;margin-block-start:1.25rem;padding:.8rem 1rem;font:inherit;font-weight:700;color:#fff;background:#0b6b4f;border:0;border-radius:.5rem;text-align:center;text-decoration:none;cursor:pointer}
.error{color:#a4161a;font-weight:600;min-block-size:1px;margin-block:.5rem 0}
.code{font-size:2rem;letter-spacing:.2em;font-weight:700;text-align:center;direction:ltr;margin-block:.25rem;padding:.75rem;border:2px dashed #0b6b4f;border-radius:.5rem}
.notes{margin-block-start:1.5rem;padding:.75rem;background:#f3f5f7;border-radius:.5rem;font-size:.875rem}
.notes ul,ol{padding-inline-start:1.25rem;margin-block:.25rem}
code{display:block;direction:ltr;text-align:start;font-size:.9rem;margin-block:.25rem;padding:.25rem .5rem;background:#fff;border-radius:.25rem}
a{color:#0b6b4f}
.ltr{direction:ltr;unicode-bidi:isolate}`;

export const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const dueFormat = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Africa/Cairo',
});

/** `الخميس، 27 نوفمبر 2026 في 10:15 م`: Western digits as everywhere in Athar, Cairo time. */
export const shownDue = (iso: string) => dueFormat.format(new Date(iso));

export function shownAmount(intention: Pick<SimulatedIntention, 'amountCents' | 'currency'>): string {
  if (intention.currency !== 'EGP') return `${intention.amountCents / 100} ${intention.currency}`;
  return formatPiasters(piasters(intention.amountCents));
}

function layout(body: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${paymobText.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${paymobText.title}</h1>
<p class="test">${paymobText.testGateway}</p>
${body}
</main>
</body>
</html>`;
}

const itemLines = (item: SimulatedIntention['item']) =>
  item
    ? `<p class="item" id="item"><strong>${escapeHtml(item.name)}</strong>${item.description ? `<br>${escapeHtml(item.description)}` : ''}</p>`
    : '';

const summary = (intention: SimulatedIntention) => `${itemLines(intention.item)}<dl>
<dt>${paymobText.amount}</dt><dd id="amount">${escapeHtml(shownAmount(intention))}</dd>
<dt>${paymobText.reference}</dt><dd><bdi>${intention.orderId}</bdi></dd>
</dl>
<p class="method">${paymobText.methods[intention.method]}</p>`;

const errorLine = (error?: string) =>
  `<p id="form-error" class="error" role="alert">${error ? escapeHtml(error) : ''}</p>`;

const secretField = (intention: SimulatedIntention) =>
  `<input type="hidden" name="clientSecret" value="${escapeHtml(intention.clientSecret)}">`;

/** How to pay a reference later, with the command itself (left to right, copyable). */
const kioskNotes = (base: string, reference = 'XXXXXXXX') =>
  `<section class="notes"><h2>${paymobText.testTitle}</h2><p>${paymobText.testKiosk}</p>` +
  `<code>npm run fawry -- pay ${escapeHtml(reference)}</code>` +
  `<p><a href="${base}/kiosk">${paymobText.testKioskPage}</a></p></section>`;

const notes = (title: string, lines: readonly string[]) =>
  `<section class="notes"><h2>${title}</h2><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></section>`;

export interface PageContext {
  intention: SimulatedIntention;
  /** the simulator's path prefix, `/paymob` */
  base: string;
  error?: string;
}

/**
 * The number the merchant sent as the billing phone fills the wallet field, as Paymob's checkout does:
 * the donor who gave it on the donation form does not type it again ('NA' or a landline fills nothing).
 */
const walletPhoneValue = (intention: SimulatedIntention) =>
  /^01[0-9]{9}$/.test(intention.billing.phone_number)
    ? ` value="${escapeHtml(intention.billing.phone_number)}"`
    : '';

export function walletPhonePage({ intention, base, error }: PageContext): string {
  return layout(`${summary(intention)}${errorLine(error)}
<form method="post" action="${base}/unifiedcheckout/wallet/phone" novalidate>
${secretField(intention)}
<label for="phone">${paymobText.walletPhone}</label>
<input id="phone" name="phone" type="tel" inputmode="numeric" autocomplete="tel-national" dir="ltr" maxlength="11" required aria-describedby="phone-hint"${walletPhoneValue(intention)}>
<p id="phone-hint" class="hint">${paymobText.walletPhoneHint}</p>
<button type="submit">${paymobText.walletNext}</button>
</form>
${notes(paymobText.testTitle, paymobText.testWallet)}`);
}

export function walletOtpPage({ intention, base, error }: PageContext): string {
  return layout(`${summary(intention)}
<p>${escapeHtml(paymobText.otpSent(intention.walletPhone ?? ''))}</p>${errorLine(error)}
<form method="post" action="${base}/unifiedcheckout/wallet/otp" novalidate>
${secretField(intention)}
<label for="otp">${paymobText.otp}</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" dir="ltr" maxlength="6" required aria-describedby="otp-hint">
<p id="otp-hint" class="hint">${paymobText.otpHint}</p>
<button type="submit">${paymobText.confirm}</button>
</form>
${notes(paymobText.testTitle, paymobText.testWallet)}`);
}

export function kioskStartPage({ intention, base, error }: PageContext): string {
  return layout(`${summary(intention)}
<p>${paymobText.kioskIntro}</p>${errorLine(error)}
<form method="post" action="${base}/unifiedcheckout/kiosk" novalidate>
${secretField(intention)}
<button type="submit">${paymobText.kioskGet}</button>
</form>
${kioskNotes(base)}`);
}

export function kioskReferencePage(
  context: PageContext & { reference: string; dueAt: string; backUrl: string },
): string {
  const { intention, base, reference, dueAt, backUrl } = context;
  return layout(`${summary(intention)}
<h2>${paymobText.kioskCode}</h2>
<p id="bill-reference" class="code">${escapeHtml(reference)}</p>
<dl><dt>${paymobText.kioskDue}</dt><dd id="due-at">${escapeHtml(shownDue(dueAt))}</dd></dl>
<h2>${paymobText.kioskHowTitle}</h2>
<ol>${paymobText.kioskHow.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ol>
<p>${paymobText.kioskAfter}</p>
<a class="button" id="back" href="${escapeHtml(backUrl)}">${paymobText.backToSite}</a>
${kioskNotes(base, reference)}`);
}

export function meezaPage({ intention, base, error }: PageContext): string {
  return layout(`${summary(intention)}${errorLine(error)}
<form method="post" action="${base}/unifiedcheckout/card" novalidate>
${secretField(intention)}
<label for="card-number">${paymobText.cardNumber}</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" dir="ltr" maxlength="23" required>
<label for="expiry">${paymobText.expiry}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" dir="ltr" maxlength="5" placeholder="MM/YY" required>
<label for="cvv">${paymobText.cvv}</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="3" required aria-describedby="cvv-hint">
<p id="cvv-hint" class="hint">${paymobText.cvvHint}</p>
<button type="submit">${paymobText.pay}</button>
</form>
${notes(paymobText.testTitle, paymobText.testCard)}`);
}

/** A message (refusal, expiry, no answer), with a link back to the site when there is one. */
export function messagePage(message: string, backUrl?: string): string {
  return layout(
    `<p id="message" class="error" role="alert">${escapeHtml(message)}</p>${
      backUrl ? `<a class="button" id="back" href="${escapeHtml(backUrl)}">${paymobText.backToSite}</a>` : ''
    }`,
  );
}

/** The simulated kiosk: a reference typed and paid, the way a Fawry or Aman cashier records it. */
export function kioskSimulatorPage(base: string, outcome?: { ok: boolean; message: string }): string {
  const line = outcome
    ? `<p id="message" class="${outcome.ok ? 'method' : 'error'}" role="status">${escapeHtml(outcome.message)}</p>`
    : '';
  return layout(`<h2>${paymobText.kioskTitle}</h2>
<p>${paymobText.kioskPayIntro}</p>${line}
<form method="post" action="${base}/kiosk/pay" novalidate>
<label for="reference">${paymobText.kioskCode}</label>
<input id="reference" name="reference" inputmode="numeric" dir="ltr" maxlength="8" required>
<button type="submit">${paymobText.kioskPay}</button>
</form>`);
}
