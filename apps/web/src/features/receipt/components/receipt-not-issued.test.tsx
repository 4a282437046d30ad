// @vitest-environment happy-dom
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '@athar/contract/donations/receipt';
import { receiptMessages } from '../../../lib/messages/receipt';
import { receipt as testReceipt } from '../../../test/api-answers';
import { ReceiptNotIssued } from './receipt-not-issued';

configure({ asyncUtilTimeout: 5_000 });

const text = receiptMessages.receipt;
const CAMPAIGN_PATH = `/CampaignDonation/${encodeURIComponent('محمد_علي')}/12`;
/** 12:30 in Cairo (UTC+2 in January) */
const EXPIRES = '2099-01-03T10:30:00.000Z';

const receipt = (given: Partial<Receipt>) =>
  testReceipt({ kiosk_reference: '9182736450', kiosk_expires_at: EXPIRES, ...given });

function renderReceipt(given: Partial<Receipt>) {
  render(
    <MemoryRouter>
      <ReceiptNotIssued receipt={receipt(given)} />
    </MemoryRouter>,
  );
}

const title = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the receipt page of a donation with no receipt', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a pending kiosk code large and selectable, until when (Cairo time) and how to pay it', () => {
    renderReceipt({});
    expect(title()).toBe(text.kiosk.title);
    const code = screen.getByRole('group', { name: text.kiosk.codeLabel });
    const reference = within(code).getByText('9182736450');
    expect(reference.className).toContain('select-all');
    expect(reference.getAttribute('dir')).toBe('ltr');
    const expiry = screen.getByText((content) => content.startsWith('ادفعه قبل'));
    expect(expiry.textContent).toContain('3 يناير 2099');
    expect(expiry.textContent).toContain('12:30 م');
    expect(expiry.textContent).toContain('بتوقيت القاهرة');
    const how = screen.getByRole('region', { name: text.kiosk.howTitle });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(how.textContent).toContain('فوري');
    expect(how.textContent).toContain('أمان');
    expect(screen.getByText(text.kiosk.countsAfterPayment)).toBeTruthy();
    expect(screen.getByText(text.kiosk.lead)).toBeTruthy();
    // the clerk asks for the amount with the code: the donor must not have to go back for it
    expect(screen.getByText(text.kiosk.amountLabel).parentElement?.textContent).toContain('250 ج.م');
  });

  it('copies the code with a labelled button and says «تم النسخ» in a live region', async () => {
    const writeText = vi.fn(async () => {});
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderReceipt({});
    const status = within(screen.getByRole('group', { name: text.kiosk.codeLabel })).getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: text.kiosk.copyLabel('9182736450') }));
    expect(writeText).toHaveBeenCalledWith('9182736450');
    await waitFor(() => expect(status.textContent).toBe('تم النسخ'));
  });

  it('says a code past its expiry has expired, shows it no more, and leads back to donate again', () => {
    renderReceipt({ kiosk_expires_at: '2020-01-01T00:00:00.000Z' });
    expect(title()).toBe(text.kioskExpired.title);
    expect(screen.queryByText('9182736450')).toBeNull();
    expect(screen.getByRole('link', { name: text.kioskExpired.donateAgain }).getAttribute('href')).toBe(
      CAMPAIGN_PATH,
    );
  });

  it('says a kiosk donation closed for its unpaid code has expired', () => {
    renderReceipt({ status: 'cancelled', kiosk_reference: null, kiosk_expires_at: null });
    expect(title()).toBe(text.kioskExpired.title);
    expect(screen.getByText(text.kioskExpired.text)).toBeTruthy();
  });

  it('gives a refunded donation its own words', () => {
    renderReceipt({ status: 'refunded', channel: 'wallet', kiosk_reference: null, kiosk_expires_at: null });
    expect(title()).toBe('تم رد هذا التبرع');
    expect(screen.getByText(text.refunded.text)).toBeTruthy();
    expect(screen.queryByText(text.pending.text)).toBeNull();
  });

  it('says a wallet or Meeza payment awaits the gateway’s confirmation', () => {
    for (const channel of ['wallet', 'meeza'] as const) {
      renderReceipt({ channel, kiosk_reference: null, kiosk_expires_at: null });
      expect(title()).toBe('بانتظار تأكيد الدفع');
      cleanup();
    }
    renderReceipt({ channel: 'cash', kiosk_reference: null, kiosk_expires_at: null });
    expect(title()).toBe(text.pending.title);
    expect(screen.getByText(text.pending.cash)).toBeTruthy();
  });
});
