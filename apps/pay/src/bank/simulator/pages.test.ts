import { describe, expect, it } from 'vitest';
import { cardProblem } from './checkout-routes';
import { bankText, checkoutPage, messagePage, shownAmount } from './pages';
import type { SimulatedOrder, SimulatedSession } from './state';

const session: SimulatedSession = {
  id: 'SESSION0001',
  merchantId: 'TESTATHAR01',
  merchantName: 'جمعية رسالة للأعمال الخيرية',
  orderId: 'athar-1',
  returnUrl: 'http://localhost:3001/Response.aspx',
  successIndicator: 'indicator',
  finished: false,
};
const order: SimulatedOrder = {
  merchantId: 'TESTATHAR01',
  id: 'athar-1',
  amount: '1000.00',
  currency: 'EGP',
  description: 'تبرع',
  outcome: null,
};

/** What a person reads on the page: the text outside tags, attributes, scripts and the head. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe("the bank simulator's pages (issue 16: Arabic, ج.م, the charity's Arabic name)", () => {
  it('writes the amount as the web app does: Western digits, comma thousands, ج.م', () => {
    expect(shownAmount(order)).toBe('1,000 ج.م');
    expect(shownAmount({ amount: '150.50', currency: 'EGP' })).toBe('150.5 ج.م');
    expect(shownAmount({ amount: '1234567.00', currency: 'EGP' })).toBe('1,234,567 ج.م');
    // a currency Athar never asks for is shown as the bank has it, not passed off as pounds
    expect(shownAmount({ amount: '10.00', currency: 'USD' })).toBe('10.00 USD');
  });

  it.each(['lightbox', 'page'] as const)(
    'is Arabic and right to left, names the charity in Arabic and shows ج.م (%s)',
    (mode) => {
      const html = checkoutPage({ mode, session, order, parentOrigin: 'http://localhost:3000' });
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain(`<dd id="merchant-name">${session.merchantName}</dd>`);
      expect(html).toContain('<dd id="order-amount">1,000 ج.م</dd>');
      expect(html).not.toContain('EGP');
      expect(html).not.toContain('placeholder="MM/YY"');
      // no English words where a donor reads: only digits (the test card, dates) and punctuation
      expect(visibleText(html)).not.toMatch(/[A-Za-z]/);
      for (const label of [bankText.cardNumber, bankText.expiry, bankText.csc]) expect(html).toContain(label);
    },
  );

  it("escapes the charity's name and an error message", () => {
    const html = checkoutPage({
      mode: 'page',
      session: { ...session, merchantName: 'جمعية <b>"الخير"</b>' },
      order,
      parentOrigin: 'http://localhost:3000',
      error: '<script>',
    });
    expect(html).toContain('جمعية &#60;b&#62;&#34;الخير&#34;&#60;/b&#62;');
    expect(html).not.toContain('<script>');
    expect(messagePage(bankText.sessionUnknown)).toContain('<html lang="ar" dir="rtl">');
  });

  it('reads a card typed in Arabic-Indic digits as the same card', () => {
    const card = { cardNumber: '٥١٢٣ ٤٥٠٠ ٠٠٠٠ ٠٠٠٨', expiry: '٠١/٣٩', csc: '١٢٣' };
    expect(cardProblem(card)).toBeNull();
    expect(cardProblem({ ...card, cardNumber: '٥١٢٣' })).toBe(bankText.badCardNumber);
    expect(cardProblem({ ...card, expiry: '13/39' })).toBe(bankText.badExpiry);
    expect(cardProblem({ ...card, csc: '12' })).toBe(bankText.badCsc);
  });
});
