// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:3000/CampaignDonation/x/6" }
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionIdEndpoint } from '@athar/contract/payments/get-session-id';
import { savePaymentEndpoint } from '@athar/contract/payments/save-payment';
import { createQueryClient } from '../../../lib/query-client';
import {
  answerCalls,
  createdDonation,
  hostAnswer,
  hostRefusal,
  on,
  sentBody,
  unreachable,
} from '../../../test/api-answers';
import { donationPayload } from '../api/create-donation';
import { readStoredCardDonation } from '../../../lib/stored-card-donation';
import { TRANSACTION_FAILED_PATH, useCardPayment } from './use-card-payment';

// a machine busy with other suites can take longer than testing-library's default second
configure({ asyncUtilTimeout: 5_000 });

const PAY_ORIGIN = 'http://pay.test';
const BANK_ORIGIN = 'http://bank.test';
const LIGHTBOX_URL = `${BANK_ORIGIN}/checkout/lightbox/SESSION-1`;
const CREATED = createdDonation({
  donation_id: 501,
  receipt_key: 'receipt-key',
  payment_token: 'payment-token',
});
const STORED = { donationId: 501, campaignId: 6, receiptKey: 'receipt-key', paymentToken: 'payment-token' };
const DONATION = donationPayload(
  {
    campaign_id: 6,
    user_id: null,
    user_name: 'خالد منصور',
    email: 'khaled@example.com',
    msisdn: null,
    amount: 150,
    type: 2,
    city: null,
    area: null,
    address: null,
    comment: null,
    hide_data: false,
    visibility: 'public',
    consent: false,
    schedule_night: null,
  },
  3,
);

/** The payment host: GetSessionId opens the bank's lightbox, Save answers what `saved` says. */
function payHost(
  options: { session?: 'open' | 'refused'; saved?: 'confirmed' | 'failed' | 'unreachable' } = {},
) {
  return answerCalls({
    [on(getSessionIdEndpoint, PAY_ORIGIN)]: () =>
      options.session === 'refused'
        ? hostRefusal('no session', 200)
        : hostAnswer(getSessionIdEndpoint, {
            Success: true,
            Message: 'SESSION-1',
            LightboxUrl: LIGHTBOX_URL,
          }),
    [on(savePaymentEndpoint, PAY_ORIGIN)]: () =>
      options.saved === 'unreachable'
        ? unreachable()
        : hostAnswer(savePaymentEndpoint, { Success: true, Status: options.saved ?? 'confirmed' }),
  });
}

function renderCardPayment() {
  const callbacks = { closeForm: vi.fn(), cancelled: vi.fn(), paid: vi.fn() };
  const client = createQueryClient();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/CampaignDonation/x/6']}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
  }
  const { result } = renderHook(() => ({ card: useCardPayment(callbacks), location: useLocation() }), {
    wrapper: Providers,
  });
  return { result, callbacks };
}

/** What the bank's lightbox page posts to its parent window. */
function bankSays(event: 'complete' | 'cancel' | 'error', origin = BANK_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: { source: 'athar-bank', event } }));
  });
}

async function openLightbox(result: ReturnType<typeof renderCardPayment>['result']) {
  await act(() => result.current.card.start(CREATED, DONATION, null));
  expect(result.current.card.stage).toEqual({ step: 'lightbox', url: LIGHTBOX_URL });
}

describe('the card payment’s stages', () => {
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'athar-pay-url';
    meta.content = PAY_ORIGIN;
    document.head.append(meta);
  });
  afterEach(() => {
    cleanup();
    document.head.querySelector('meta[name="athar-pay-url"]')?.remove();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('starts idle, asks for a session while opening, then shows the bank’s lightbox', async () => {
    let answerSession: () => void = () => {};
    const host = payHost();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL, init?: RequestInit) =>
          new Promise((resolve) => (answerSession = () => resolve(host(input, init)))),
      ),
    );
    const { result } = renderCardPayment();
    expect(result.current.card.stage).toEqual({ step: 'idle' });

    let started!: Promise<void>;
    act(() => {
      started = result.current.card.start(CREATED, DONATION, null);
    });
    expect(result.current.card.stage).toEqual({ step: 'opening' });
    // the ids are kept before the bank's page opens: they must outlive a reload there
    expect(readStoredCardDonation()).toEqual(STORED);

    await act(async () => {
      answerSession();
      await started;
    });
    expect(result.current.card.stage).toEqual({ step: 'lightbox', url: LIGHTBOX_URL });
  });

  it('complete: saves the payment, then closes the form and shows it paid', async () => {
    const host = payHost({ saved: 'confirmed' });
    vi.stubGlobal('fetch', host);
    const { result, callbacks } = renderCardPayment();
    await openLightbox(result);

    bankSays('complete');
    await waitFor(() => expect(callbacks.paid).toHaveBeenCalledWith(STORED, 'confirmed'));
    expect(result.current.card.stage).toEqual({ step: 'idle' });
    expect(callbacks.closeForm).toHaveBeenCalledTimes(1);
    expect(sentBody(host, savePaymentEndpoint, PAY_ORIGIN)).toEqual({
      donationId: 501,
      paymentToken: 'payment-token',
    });
  });

  it('shows the saving stage while pay asks the bank', async () => {
    let answerSave: () => void = () => {};
    const host = payHost({ saved: 'confirmed' });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/Save')
          ? new Promise((resolve) => (answerSave = () => resolve(host(input, init))))
          : host(input, init),
      ),
    );
    const { result, callbacks } = renderCardPayment();
    await openLightbox(result);

    bankSays('complete');
    expect(result.current.card.stage).toEqual({ step: 'saving' });
    act(() => answerSave());
    await waitFor(() => expect(result.current.card.stage).toEqual({ step: 'idle' }));
    expect(callbacks.paid).toHaveBeenCalledWith(STORED, 'confirmed');
  });

  it('a lost Save answer is not a failure: the donation shows as pending', async () => {
    vi.stubGlobal('fetch', payHost({ saved: 'unreachable' }));
    const { result, callbacks } = renderCardPayment();
    await openLightbox(result);

    bankSays('complete');
    await waitFor(() => expect(callbacks.paid).toHaveBeenCalledWith(STORED, 'pending'));
    expect(result.current.location.pathname).toBe('/CampaignDonation/x/6');
  });

  it('a payment the bank settles as failed goes to the failure page, declined', async () => {
    vi.stubGlobal('fetch', payHost({ saved: 'failed' }));
    const { result, callbacks } = renderCardPayment();
    await openLightbox(result);

    bankSays('complete');
    await waitFor(() => expect(result.current.location.pathname).toBe(TRANSACTION_FAILED_PATH));
    expect(result.current.location.state).toMatchObject({ failure: { reason: 'declined' } });
    expect(result.current.card.stage).toEqual({ step: 'idle' });
    expect(callbacks.closeForm).toHaveBeenCalledTimes(1);
    expect(callbacks.paid).not.toHaveBeenCalled();
    expect(readStoredCardDonation()).toBeNull();
  });

  it('cancel on the bank’s page: back to idle, the form comes back, the stored ids go', async () => {
    vi.stubGlobal('fetch', payHost());
    const { result, callbacks } = renderCardPayment();
    await openLightbox(result);

    bankSays('cancel');
    expect(result.current.card.stage).toEqual({ step: 'idle' });
    expect(callbacks.cancelled).toHaveBeenCalledTimes(1);
    expect(callbacks.closeForm).not.toHaveBeenCalled();
    expect(readStoredCardDonation()).toBeNull();
  });

  it('the overlay’s own cancel does the same while the lightbox is open', async () => {
    vi.stubGlobal('fetch', payHost());
    const { result, callbacks } = renderCardPayment();
    await openLightbox(result);

    act(() => result.current.card.cancel());
    expect(result.current.card.stage).toEqual({ step: 'idle' });
    expect(callbacks.cancelled).toHaveBeenCalledTimes(1);
  });

  it('an error on the bank’s page: declined, and the form closes', async () => {
    vi.stubGlobal('fetch', payHost());
    const { result, callbacks } = renderCardPayment();
    await openLightbox(result);

    bankSays('error');
    expect(result.current.card.stage).toEqual({ step: 'idle' });
    await waitFor(() => expect(result.current.location.pathname).toBe(TRANSACTION_FAILED_PATH));
    expect(result.current.location.state).toMatchObject({
      failure: { reason: 'declined', campaignPath: '/CampaignDonation/x/6' },
    });
    expect(callbacks.closeForm).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from any origin but the bank’s, and anything after the first answer', async () => {
    vi.stubGlobal('fetch', payHost());
    const { result, callbacks } = renderCardPayment();
    await openLightbox(result);

    bankSays('complete', 'http://evil.test');
    bankSays('cancel', PAY_ORIGIN);
    expect(result.current.card.stage).toEqual({ step: 'lightbox', url: LIGHTBOX_URL });
    expect(callbacks.cancelled).not.toHaveBeenCalled();

    bankSays('cancel');
    bankSays('error');
    expect(callbacks.cancelled).toHaveBeenCalledTimes(1);
    expect(result.current.location.pathname).toBe('/CampaignDonation/x/6');
  });

  it('no session from the payment host: the failure page says it timed out, and the stage returns to idle', async () => {
    vi.stubGlobal('fetch', payHost({ session: 'refused' }));
    const { result } = renderCardPayment();
    await act(() => result.current.card.start(CREATED, DONATION, null));

    expect(result.current.location.pathname).toBe(TRANSACTION_FAILED_PATH);
    expect(result.current.location.state).toMatchObject({ failure: { reason: 'timeout' } });
    expect(result.current.card.stage).toEqual({ step: 'opening' });
    await waitFor(() => expect(result.current.card.stage).toEqual({ step: 'idle' }));
  });
});
