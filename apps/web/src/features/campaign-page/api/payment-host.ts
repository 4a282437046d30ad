/**
 * The payment host (SPEC §7 Payment host): its own origin, announced by the api in the
 * `athar-pay-url` meta tag, answering `{ Success, Message, … }` rather than the api's envelope.
 */

const PAY_URL_META = 'athar-pay-url';
/** SPEC §4 Card flow: the donation and campaign being paid for, kept across the bank's page. */
const STORED_CARD_DONATION = 'athar.cardDonation';

export class PaymentHostError extends Error {
  override readonly name = 'PaymentHostError';
}

/** The payment host's address, or null when the page was not served with one. */
export function paymentHostUrl(): string | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${PAY_URL_META}"]`)?.content ?? '';
  try {
    const url = new URL(content);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

async function postToPaymentHost(
  path: string,
  body: BodyInit,
  contentType: string,
): Promise<Record<string, unknown>> {
  const origin = paymentHostUrl();
  if (!origin) throw new PaymentHostError('payment host not configured');
  let response: Response;
  try {
    response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, Accept: 'application/json' },
      body,
      credentials: 'omit',
    });
  } catch {
    throw new PaymentHostError('payment host unreachable');
  }
  const json: unknown = await response.json().catch(() => null);
  const answer = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  if (!response.ok || answer.Success !== true) {
    throw new PaymentHostError(
      typeof answer.Message === 'string' ? answer.Message : `HTTP ${response.status}`,
    );
  }
  return answer;
}

export interface CardSessionRequest {
  name: string;
  amount: number;
  msisdn: string;
  donationId: number;
  /** the donation's payment token from POST /api/donations: only this browser may pay it */
  paymentToken: string;
  campaignID: number;
}

export interface CardSession {
  sessionId: string;
  lightboxUrl: string;
}

/** POST /api/hostedcheckout/GetSessionId — `Message` is the session id, `LightboxUrl` the bank's page. */
export async function getCardSession(request: CardSessionRequest): Promise<CardSession> {
  const answer = await postToPaymentHost(
    '/api/hostedcheckout/GetSessionId',
    JSON.stringify({ ...request, TransactionNumber: '' }),
    'application/json',
  );
  const { Message: sessionId, LightboxUrl: lightboxUrl } = answer;
  if (typeof sessionId !== 'string' || !sessionId || typeof lightboxUrl !== 'string') {
    throw new PaymentHostError('no session in the answer');
  }
  try {
    return { sessionId, lightboxUrl: new URL(lightboxUrl).href };
  } catch {
    throw new PaymentHostError('lightbox address is not a URL');
  }
}

export type CardPaymentStatus = 'confirmed' | 'pending' | 'failed';

/**
 * POST /api/hostedcheckout/Save — the donation id and its payment token; pay asks the bank itself and
 * answers whether the donation is now confirmed, still pending, or failed.
 */
export async function saveCardPayment(donationId: number, paymentToken: string): Promise<CardPaymentStatus> {
  const answer = await postToPaymentHost(
    '/api/hostedcheckout/Save',
    JSON.stringify({ donationId, paymentToken }),
    'application/json',
  );
  return answer.Status === 'confirmed' || answer.Status === 'failed' ? answer.Status : 'pending';
}

export interface StoredCardDonation {
  donationId: number;
  campaignId: number;
  /** so the success dialog after the bank's page can link to the receipt */
  receiptKey: string | null;
  /** what lets this browser save the payment after the bank's page (null from an older tab) */
  paymentToken: string | null;
}

export function storeCardDonation(donation: StoredCardDonation): void {
  try {
    localStorage.setItem(STORED_CARD_DONATION, JSON.stringify(donation));
  } catch {
    // private browsing may refuse storage; the flow still has the ids in memory
  }
}

export function readStoredCardDonation(): StoredCardDonation | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORED_CARD_DONATION) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { donationId, campaignId, receiptKey, paymentToken } = value as Record<string, unknown>;
    return typeof donationId === 'number' && typeof campaignId === 'number'
      ? {
          donationId,
          campaignId,
          receiptKey: typeof receiptKey === 'string' ? receiptKey : null,
          paymentToken: typeof paymentToken === 'string' ? paymentToken : null,
        }
      : null;
  } catch {
    return null;
  }
}

export function clearStoredCardDonation(): void {
  try {
    localStorage.removeItem(STORED_CARD_DONATION);
  } catch {
    // nothing was stored
  }
}
