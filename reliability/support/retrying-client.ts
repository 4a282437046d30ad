import { randomUUID } from 'node:crypto';
import { DEFAULT_API_SIGNATURE } from '@athar/contract/config-defaults';
import { egpToPiasters } from '@athar/contract/money';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { donationBody, donorAddress, type PaymentCampaign } from './donations';

/** What a careful client does: retry whatever got no answer (or a 5xx) until it gets one. */
export async function runUntilDone<T>(
  items: T[],
  options: { concurrency: number; deadlineMs: number },
  attempt: (item: T) => Promise<boolean>,
): Promise<{ attempts: number; retries: number }> {
  const queue = [...items];
  const deadline = Date.now() + options.deadlineMs;
  let attempts = 0;
  let retries = 0;
  async function worker() {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      attempts += 1;
      if (await attempt(item)) continue;
      retries += 1;
      if (Date.now() > deadline) throw new Error(`still failing after ${options.deadlineMs} ms`);
      queue.push(item);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { attempts, retries };
}

export interface PlannedDonation {
  key: string;
  /** the donor's own client address (donorAddress) */
  client: string;
  kind: 'cash' | 'card';
  piasters: number;
  egp: number;
}

export function planDonations(count: number): PlannedDonation[] {
  return Array.from({ length: count }, (_, i) => {
    const egp = 100 + ((i * 53) % 4_900);
    const kind = i % 3 === 0 ? 'cash' : 'card';
    return { key: randomUUID(), client: donorAddress(i), kind, egp, piasters: egpToPiasters(egp) };
  });
}

export type Answer =
  | { kind: 'answered'; status: number; body: unknown; headers: Headers }
  | { kind: 'no answer'; error: string };

/** One request that never throws: a refused connection, a reset or a timeout is "no answer". */
export async function send(url: string, init: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { kind: 'answered', status: response.status, body, headers: response.headers };
  } catch (error) {
    return { kind: 'no answer', error: (error as Error).message };
  }
}

/** POST /api/donations as the web app sends it, with the donation's own Idempotency-Key. */
export function createDonation(baseUrl: string, campaign: PaymentCampaign, donation: PlannedDonation) {
  return send(`${baseUrl}/api/donations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-signature': DEFAULT_API_SIGNATURE,
      'idempotency-key': donation.key,
      // the server is reached from loopback, whose X-Forwarded-For it believes (TRUST_PROXY)
      'x-forwarded-for': donation.client,
    },
    body: JSON.stringify(donationBody(campaign, donation.kind, donation.egp)),
  });
}

/** The payment host's (card) or the cash command's (cash) signed confirmation of one donation. */
export function confirmDonation(baseUrl: string, secret: string, id: number, donation: PlannedDonation) {
  const body = JSON.stringify(donation.kind === 'card' ? { amount: donation.piasters, currency: 'EGP' } : {});
  const path = `/api/internal/donations/${id}/confirm`;
  return send(`${baseUrl}${path}`, {
    method: 'POST',
    headers: signedJsonHeaders(secret, { method: 'POST', path, body }),
    body,
  });
}
