import { getSessionIdEndpoint } from '@athar/contract/payments/get-session-id';
import { savePaymentEndpoint } from '@athar/contract/payments/save-payment';
import { transactionSubmitEndpoint } from '@athar/contract/payments/transaction-submit';
import type { CardDonation, PayStack } from './pay-stack';

export const TEST_CARD = '5123 4500 0000 0008';
export const EXPIRY = { approved: '01/39', declined: '05/39', timeout: '08/28' } as const;

/** What the lightbox page's script does: post the card form to the bank and read its answer. */
export async function payInLightbox(stack: PayStack, sessionId: string, expiry: string) {
  const response = await fetch(`${stack.payUrl}/bank/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ mode: 'lightbox', cardNumber: TEST_CARD, expiry, csc: '123' }).toString(),
  });
  return {
    status: response.status,
    answer: (await response.json()) as { event: string; resultIndicator?: string; message?: string },
  };
}

/** The hosted payment page's form post: the bank answers with a 303 back to Response.aspx. */
export async function payOnHostedPage(stack: PayStack, pageUrl: string, expiry: string) {
  const sessionId = new URL(pageUrl).pathname.split('/').pop()!;
  const response = await fetch(`${stack.payUrl}/bank/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mode: 'page', cardNumber: TEST_CARD, expiry, csc: '123' }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

type Answer = { status: number; body: Record<string, unknown> };
const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

/** What the web app sends: the donation and its payment token (the host reads nothing else). */
const paymentCall = (donation: CardDonation) => ({
  donationId: donation.id,
  paymentToken: donation.token,
});

export async function getSession(
  stack: PayStack,
  donation: CardDonation,
  extra: Record<string, unknown> = {},
) {
  return answer(await stack.post(getSessionIdEndpoint.path, { ...paymentCall(donation), ...extra }));
}

export async function submit(stack: PayStack, donation: CardDonation, extra: Record<string, unknown> = {}) {
  return answer(await stack.post(transactionSubmitEndpoint.path, { ...paymentCall(donation), ...extra }));
}

/** Save as the web app sends it: `{ donationId, paymentToken }`. */
export async function save(stack: PayStack, donation: CardDonation) {
  return saveBody(stack, JSON.stringify({ donationId: donation.id, paymentToken: donation.token }));
}

/** Save with any body, as a stranger or a broken client may send it. */
export async function saveBody(stack: PayStack, body: string, contentType = 'application/json') {
  return answer(await stack.post(savePaymentEndpoint.path, body, contentType));
}
