import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
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
