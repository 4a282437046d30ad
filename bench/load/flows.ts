import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { egpToPiasters } from '@athar/contract/money';

/** What one operation of a load run does. */
export type FlowSpec =
  | { kind: 'get'; url: string; headers: Record<string, string> }
  | {
      kind: 'donation';
      /** the full stack (POST /api/donations, then the payment host's signed confirm) or the bare server */
      target: 'api' | 'raw';
      baseUrl: string;
      campaignIds: number[];
      apiSignature: string;
      payWebhookSecret: string;
    };

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface Reply {
  status: number;
  body: string;
}

function send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

function expectOk(reply: Reply, what: string): Reply {
  if (reply.status < 200 || reply.status > 299)
    throw new Error(`${what}: ${reply.status} ${reply.body.slice(0, 300)}`);
  return reply;
}

const DONOR = { user_name: 'متبرع تجريبي', email: 'bench@example.com' };

let donors = 0;
/**
 * Each donation of a load from a donor address of its own, as real donors are: the api counts new
 * donations per client address (docs/decisions/026) and believes X-Forwarded-For from loopback.
 */
function nextDonorAddress(): string {
  const n = donors++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
const AMOUNT_EGP = 100;

/** One operation of the flow; it rejects on anything but a 2xx. */
export function flowOperation(spec: FlowSpec): () => Promise<unknown> {
  if (spec.kind === 'get') return async () => expectOk(await send('GET', spec.url, spec.headers), spec.url);
  let next = 0;
  const campaignId = () => spec.campaignIds[next++ % spec.campaignIds.length]!;
  const json = { 'content-type': 'application/json' };

  if (spec.target === 'raw') {
    return async () => {
      const body = JSON.stringify({
        ...DONOR,
        campaign_id: campaignId(),
        amount: egpToPiasters(AMOUNT_EGP),
        idempotency_key: randomUUID(),
      });
      const created = expectOk(await send('POST', `${spec.baseUrl}/donations`, json, body), 'raw create');
      const { donation_id } = JSON.parse(created.body) as { donation_id: number };
      expectOk(
        await send('POST', `${spec.baseUrl}/donations/${donation_id}/confirm`, json, '{}'),
        'raw confirm',
      );
    };
  }
  return async () => {
    const body = JSON.stringify({
      donation: { ...DONOR, consent: true, amount: AMOUNT_EGP, campaign_id: campaignId(), type: 2 },
    });
    const headers = {
      ...json,
      'x-api-signature': spec.apiSignature,
      'idempotency-key': randomUUID(),
      'x-forwarded-for': nextDonorAddress(),
    };
    const created = expectOk(await send('POST', `${spec.baseUrl}/api/donations`, headers, body), 'create');
    const donationId = (JSON.parse(created.body) as { data: [{ donation_id: number }] }).data[0].donation_id;
    // what the payment host sends once the bank reported the order paid
    const confirm = JSON.stringify({ amount: egpToPiasters(AMOUNT_EGP), currency: 'EGP' });
    const path = `/api/internal/donations/${donationId}/confirm`;
    const signed = signedJsonHeaders(spec.payWebhookSecret, { method: 'POST', path, body: confirm });
    expectOk(await send('POST', `${spec.baseUrl}${path}`, signed, confirm), 'confirm');
  };
}
