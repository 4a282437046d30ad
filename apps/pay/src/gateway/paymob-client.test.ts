import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testTransaction } from './test-transaction';
import { GatewayError, createPaymobClient, type PaymobClient } from './paymob-client';
import type { PaymobAccounts } from './paymob-accounts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/** A stub gateway: records each request and answers with what `answer` says. */
let seen: Seen[] = [];
let answer: (request: Seen) => { status: number; body: unknown } = () => ({ status: 500, body: {} });

const server = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    const entry: Seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    seen.push(entry);
    const { status, body } = answer(entry);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
});

const accounts: PaymobAccounts = {
  secretKeys: new Map([['ACC1', 'sk_1']]),
  publicKeys: new Map([['ACC1', 'pk_1']]),
  apiKeys: new Map([['ACC1', 'api_1']]),
  hmacSecrets: new Map([['ACC1', 'hmac_1']]),
};

const paidTransaction = testTransaction({
  id: 50000009,
  owner: 1,
  order: { id: 30000004, merchant_order_id: 'athar-7' },
  source_data: { pan: null, type: 'wallet', sub_type: 'wallet' },
});

let base = '';
let clock = 0;
let client: PaymobClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/paymob/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  clock = 1_000_000;
  client = createPaymobClient({ baseUrl: base, accounts, timeoutMs: 2000, now: () => clock });
});

const intentionRequest = {
  amount: 15_000,
  currency: 'EGP',
  payment_methods: [480101],
  items: [{ name: 'تبرع', amount: 15_000, quantity: 1 }],
  billing_data: { first_name: 'كريم', last_name: 'فؤاد', email: 'NA', phone_number: 'NA' },
  special_reference: 'athar-7',
  notification_url: 'https://pay.example/api/gateway/callback',
  redirection_url: 'https://pay.example/api/gateway/response',
};

describe('the Paymob client', () => {
  it('creates an intention with the account secret key and reads its answer', async () => {
    answer = () => ({
      status: 201,
      body: { id: 'pi_test_1', client_secret: 'csk_1', intention_order_id: 30000004, extra: 1 },
    });
    const intention = await client.createIntention('ACC1', intentionRequest);
    expect(intention).toMatchObject({
      id: 'pi_test_1',
      client_secret: 'csk_1',
      intention_order_id: 30000004,
    });
    expect(seen).toEqual([
      { method: 'POST', url: '/paymob/v1/intention/', authorization: 'Token sk_1', body: intentionRequest },
    ]);
  });

  it('refuses an intention the gateway refused or answered unreadably, and an unknown account', async () => {
    answer = () => ({ status: 400, body: { detail: 'bad' } });
    await expect(client.createIntention('ACC1', intentionRequest)).rejects.toThrow(GatewayError);
    answer = () => ({ status: 201, body: { id: 'pi_test_1' } });
    await expect(client.createIntention('ACC1', intentionRequest)).rejects.toThrow(GatewayError);
    await expect(client.createIntention('NOPE', intentionRequest)).rejects.toThrow(/secret key/);
    expect(seen).toHaveLength(2);
  });

  it('builds the unified checkout address with the public key', () => {
    const url = new URL(client.checkoutUrl('ACC1', 'csk_1&x'));
    expect(url.origin + url.pathname).toBe(`${base}unifiedcheckout/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ publicKey: 'pk_1', clientSecret: 'csk_1&x' });
  });

  it('inquires with a Bearer token got once with the API key, reused until it is 50 minutes old', async () => {
    let tokens = 0;
    answer = (request) =>
      request.url === '/paymob/api/auth/tokens'
        ? { status: 201, body: { token: `tok${++tokens}` } }
        : { status: 200, body: paidTransaction };
    const [first, second] = await Promise.all([
      client.inquire('ACC1', { merchant_order_id: 'athar-7' }),
      client.inquire('ACC1', { merchant_order_id: 'athar-7' }),
    ]);
    expect(first).toMatchObject({ id: 50000009, success: true });
    expect(second).toEqual(first);
    expect(seen.filter((s) => s.url === '/paymob/api/auth/tokens')).toEqual([
      {
        method: 'POST',
        url: '/paymob/api/auth/tokens',
        authorization: undefined,
        body: { api_key: 'api_1' },
      },
    ]);
    const inquiries = seen.filter((s) => s.url === '/paymob/api/ecommerce/orders/transaction_inquiry');
    expect(inquiries).toHaveLength(2);
    for (const inquiry of inquiries) {
      expect(inquiry.authorization).toBe('Bearer tok1');
      expect(inquiry.body).toEqual({ merchant_order_id: 'athar-7' });
    }
    clock += 49 * 60_000;
    await client.inquire('ACC1', { merchant_order_id: 'athar-7' });
    expect(tokens).toBe(1);
    clock += 2 * 60_000;
    await client.inquire('ACC1', { merchant_order_id: 'athar-7' });
    expect(tokens).toBe(2);
    expect(seen.at(-1)!.authorization).toBe('Bearer tok2');
  });

  it('answers null when the gateway has no transaction for the order', async () => {
    answer = (request) =>
      request.url.endsWith('/tokens') ? { status: 201, body: { token: 't' } } : { status: 404, body: {} };
    expect(await client.inquire('ACC1', { merchant_order_id: 'athar-8' })).toBeNull();
  });

  it('gets a fresh token once when the gateway no longer takes the cached one', async () => {
    let tokens = 0;
    answer = (request) => {
      if (request.url.endsWith('/tokens')) return { status: 201, body: { token: `tok${++tokens}` } };
      return request.authorization === 'Bearer tok1'
        ? { status: 401, body: {} }
        : { status: 200, body: paidTransaction };
    };
    expect(await client.inquire('ACC1', { merchant_order_id: 'athar-7' })).toMatchObject({ id: 50000009 });
    expect(tokens).toBe(2);
  });

  it('throws a GatewayError on a refused token, a failed inquiry, an unreadable answer or no answer', async () => {
    answer = () => ({ status: 403, body: {} });
    await expect(client.inquire('ACC1', { merchant_order_id: 'athar-7' })).rejects.toThrow(GatewayError);
    answer = (request) =>
      request.url.endsWith('/tokens') ? { status: 201, body: { token: 't' } } : { status: 500, body: {} };
    await expect(client.inquire('ACC1', { merchant_order_id: 'athar-7' })).rejects.toThrow(/HTTP 500/);
    answer = (request) =>
      request.url.endsWith('/tokens')
        ? { status: 201, body: { token: 't' } }
        : { status: 200, body: { ...paidTransaction, amount_cents: '150.00' } };
    await expect(client.inquire('ACC1', { merchant_order_id: 'athar-7' })).rejects.toThrow(/unreadable/);
    const unreachable = createPaymobClient({ baseUrl: 'http://127.0.0.1:1', accounts, timeoutMs: 500 });
    await expect(unreachable.inquire('ACC1', { merchant_order_id: 'athar-7' })).rejects.toThrow(GatewayError);
  });
});
