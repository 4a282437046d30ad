import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import { paymobIntentionResponse } from '@athar/contract/paymob/intention';
import {
  LOCAL_PAYMOB_API_KEYS,
  LOCAL_PAYMOB_HMAC_SECRETS,
  LOCAL_PAYMOB_PUBLIC_KEYS,
  LOCAL_PAYMOB_SECRET_KEYS,
} from '@athar/server-kit/config';
import { paymobAccountsOf } from '../paymob-accounts';
import { paymobSimulator, type PaymobSimulatorOptions } from './simulator';
import { createPaymobSimulatorState, type PaymobSimulatorState } from './state';

export const SECRET_01 = 'egy_sk_test_athar01';
export const PUBLIC_01 = 'egy_pk_test_athar01';
export const HMAC_01 = 'ATHARHMAC01SIMULATOR';
export const SECRET_02 = 'egy_sk_test_athar02';

export const keys = paymobAccountsOf({
  PAYMOB_SECRET_KEYS: LOCAL_PAYMOB_SECRET_KEYS,
  PAYMOB_PUBLIC_KEYS: LOCAL_PAYMOB_PUBLIC_KEYS,
  PAYMOB_API_KEYS: LOCAL_PAYMOB_API_KEYS,
  PAYMOB_HMAC_SECRETS: LOCAL_PAYMOB_HMAC_SECRETS,
});

export async function simulatorApp(
  state: PaymobSimulatorState = createPaymobSimulatorState(),
  options: Partial<PaymobSimulatorOptions> = {},
) {
  const app = Fastify({ logger: false });
  await app.register(paymobSimulator, {
    prefix: '/paymob',
    state,
    ...keys,
    retryDelaysMs: [20, 20],
    ...options,
  });
  await app.ready();
  return { app, state };
}

export interface ReceivedCallback {
  url: string;
  body: { type: string; obj: Record<string, unknown> & { id: number } };
}

/** A merchant's notification endpoint: answers each POST with the next of `statuses` (then 200). */
export async function notificationServer(statuses: number[] = []) {
  const received: ReceivedCallback[] = [];
  let attempts = 0;
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      attempts++;
      const status = statuses.shift() ?? 200;
      if (status === 200)
        received.push({ url: request.url ?? '', body: JSON.parse(text) as ReceivedCallback['body'] });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/api/gateway/callback`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function intentionBody(notificationUrl: string, overrides: Record<string, unknown> = {}) {
  return {
    amount: 125000,
    currency: 'EGP',
    payment_methods: [480101],
    items: [{ name: 'تبرع', amount: 125000, quantity: 1 }],
    billing_data: {
      first_name: 'متبرع',
      last_name: 'كريم',
      email: 'donor@example.com',
      phone_number: '01000000000',
    },
    special_reference: 'athar-101',
    notification_url: notificationUrl,
    redirection_url: 'http://localhost:3001/api/gateway/response',
    ...overrides,
  };
}

/**
 * One simulator app and one merchant notification endpoint per test (beforeEach/afterEach), and the
 * calls a test makes on them: an intention, the checkout's forms, the inquiry and its token.
 */
export function useSimulator() {
  const sim = {} as {
    app: FastifyInstance;
    state: PaymobSimulatorState;
    merchant: Awaited<ReturnType<typeof notificationServer>>;
  };
  beforeEach(async () => {
    sim.merchant = await notificationServer();
    ({ app: sim.app, state: sim.state } = await simulatorApp());
  });
  afterEach(async () => {
    await sim.app.close();
    await sim.merchant.close();
  });

  async function createIntention(overrides: Record<string, unknown> = {}, secret = SECRET_01) {
    const response = await sim.app.inject({
      method: 'POST',
      url: '/paymob/v1/intention/',
      headers: { authorization: `Token ${secret}` },
      payload: intentionBody(sim.merchant.url, overrides),
    });
    expect(response.statusCode).toBe(201);
    return paymobIntentionResponse.parse(response.json());
  }

  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

  const post = (url: string, fields: Record<string, string>) =>
    sim.app.inject({ method: 'POST', url: `/paymob${url}`, ...form(fields) });

  const checkoutPage = (clientSecret: string, publicKey = PUBLIC_01) =>
    sim.app.inject({ url: `/paymob/unifiedcheckout/?${new URLSearchParams({ publicKey, clientSecret })}` });

  async function walletPay(phone: string, otp = '123456') {
    const intention = await createIntention();
    const first = await post('/unifiedcheckout/wallet/phone', {
      clientSecret: intention.client_secret,
      phone,
    });
    expect(first.statusCode).toBe(303);
    const response = await post('/unifiedcheckout/wallet/otp', {
      clientSecret: intention.client_secret,
      otp,
    });
    return { intention, response };
  }

  function redirectQuery(location: string | undefined) {
    const url = new URL(location ?? '');
    return Object.fromEntries(url.searchParams) as Record<string, string>;
  }

  async function inquiry(body: object, authorization: string) {
    return sim.app.inject({
      method: 'POST',
      url: '/paymob/api/ecommerce/orders/transaction_inquiry',
      headers: { authorization },
      payload: body,
    });
  }

  async function bearer(apiKey = 'athar-api-key-01') {
    const response = await sim.app.inject({
      method: 'POST',
      url: '/paymob/api/auth/tokens',
      payload: { api_key: apiKey },
    });
    expect(response.statusCode).toBe(201);
    return `Bearer ${(response.json() as { token: string }).token}`;
  }

  return Object.assign(sim, {
    createIntention,
    post,
    checkoutPage,
    walletPay,
    redirectQuery,
    inquiry,
    bearer,
  });
}
