import { signedJsonHeaders } from '@athar/api/lib/hmac-signature';
import {
  cancelWithoutSessionResponse,
  closeResponse,
  confirmResponse,
  paymentDonationResponse,
  pendingCardResponse,
  pendingCashResponse,
  type PaymentDonation,
  type PendingCashDonation,
  type RecordSessionBody,
} from '@athar/api/services/donations/payment-schemas';

/** The api answered 409: the donation is closed or the bank's figures do not match it. */
export class DonationConflict extends Error {
  override readonly name = 'DonationConflict';
}

export class InternalApiError extends Error {
  override readonly name = 'InternalApiError';
}

export interface InternalApi {
  /** null when there is no such donation */
  getDonation(id: number): Promise<PaymentDonation | null>;
  recordSession(id: number, session: RecordSessionBody): Promise<PaymentDonation>;
  confirm(
    id: number,
    reported?: { amount: number; currency: string },
  ): Promise<'confirmed' | 'already-confirmed'>;
  close(id: number, status: 'failed' | 'cancelled'): Promise<void>;
  listPendingCard(olderThanSeconds: number, limit?: number): Promise<PaymentDonation[]>;
  listPendingCash(): Promise<PendingCashDonation[]>;
  /** cancels card donations older than this that never reached the bank; answers their ids */
  cancelCardWithoutSession(olderThanSeconds: number, limit?: number): Promise<number[]>;
}

interface Parser<T> {
  parse(value: unknown): T;
}

/** Signed (X-Signature, PAY_WEBHOOK_SECRET) calls to the api's /api/internal/*. */
export function createInternalApi(options: {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}): InternalApi {
  const base = options.baseUrl.replace(/\/$/, '');

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: Parser<{ data: T[] }>,
    body?: unknown,
  ): Promise<T[] | null> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const url = new URL(`${base}/api/internal${path}`);
    let response: Response;
    try {
      // signed afresh for each request: the api takes every signature once
      response = await fetch(url, {
        method,
        headers: signedJsonHeaders(options.secret, { method, path: url.pathname + url.search, body: text }),
        body: text || undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new InternalApiError(`api unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (response.status === 409) throw new DonationConflict(`${method} ${path}: conflict`);
    if (response.status !== 200) throw new InternalApiError(`${method} ${path}: HTTP ${response.status}`);
    return schema.parse(await response.json()).data;
  }

  const one = <T>(rows: T[] | null, what: string): T => {
    const first = rows?.[0];
    if (first === undefined) throw new InternalApiError(`${what}: no such donation`);
    return first;
  };

  return {
    async getDonation(id) {
      return (await send('GET', `/donations/${id}`, paymentDonationResponse))?.[0] ?? null;
    },
    async recordSession(id, session) {
      return one(
        await send('POST', `/donations/${id}/payment-session`, paymentDonationResponse, session),
        'payment-session',
      );
    },
    async confirm(id, reported) {
      return one(await send('POST', `/donations/${id}/confirm`, confirmResponse, reported ?? {}), 'confirm')
        .outcome;
    },
    async close(id, status) {
      one(await send('POST', `/donations/${id}/fail`, closeResponse, { status }), 'fail');
    },
    async listPendingCard(olderThanSeconds, limit = 100) {
      const query = `older_than_seconds=${olderThanSeconds}&limit=${limit}`;
      return (await send('GET', `/donations/pending-card?${query}`, pendingCardResponse)) ?? [];
    },
    async listPendingCash() {
      return (await send('GET', '/donations/pending-cash', pendingCashResponse)) ?? [];
    },
    async cancelCardWithoutSession(olderThanSeconds, limit = 100) {
      const body = { older_than_seconds: olderThanSeconds, limit };
      const rows = await send(
        'POST',
        '/donations/card-without-session/cancel',
        cancelWithoutSessionResponse,
        body,
      );
      return (rows ?? []).map((row) => row.id);
    },
  };
}
