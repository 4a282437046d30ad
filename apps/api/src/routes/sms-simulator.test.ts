import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createAppWithSettings } from '../test/factories';
import type { TestApp } from '../test/test-app';
import { smsSimulatorRoutes } from './sms-simulator';

const PATH = '/sms-simulator/messages';

describe('the built-in SMS aggregator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAppWithSettings('pglite', {});
  });
  afterAll(() => t.close());

  const send = (payload: unknown, authorization = `Bearer ${t.config.SMS_OUTBOUND_TOKEN}`) =>
    t.app.inject({ method: 'POST', url: PATH, headers: { authorization }, payload: payload as object });
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: PATH })).json().messages as { reference: string }[];
  const message = (reference: string) => ({ to: '201001234567', text: 'أثر: وصل تبرعك', reference });

  it('refuses a wrong or missing token with 401 and keeps nothing', async () => {
    for (const authorization of ['Bearer wrong-token', `Basic ${t.config.SMS_OUTBOUND_TOKEN}`, '']) {
      const response = await send(message('receipt-refused'), authorization);
      expect(response.statusCode).toBe(401);
    }
    expect((await list()).filter((sms) => sms.reference === 'receipt-refused')).toHaveLength(0);
  });

  it('takes a message once per reference, answering the same id to a repeat', async () => {
    const first = await send(message('receipt-41'));
    expect(first.statusCode).toBe(200);
    const { message_id } = first.json();
    expect(message_id).toMatch(/^sim-/);
    expect((await send(message('receipt-41'))).json()).toEqual({ message_id });
    expect((await send(message('receipt-42'))).json().message_id).not.toBe(message_id);
    const kept = (await list()).filter((sms) => sms.reference.startsWith('receipt-4'));
    expect(kept).toMatchObject([
      { reference: 'receipt-41', message_id, to: '201001234567', text: 'أثر: وصل تبرعك' },
      { reference: 'receipt-42' },
    ]);
  });

  it('refuses a malformed message with 400', async () => {
    for (const bad of [{}, { ...message('x'), to: '+20 100' }, { ...message('x'), text: '' }]) {
      expect((await send(bad)).statusCode).toBe(400);
    }
  });

  it('keeps the last 500 messages only', async () => {
    for (let index = 0; index < 510; index++) await send(message(`bulk-${index}`));
    const kept = await list();
    expect(kept).toHaveLength(500);
    expect(kept.at(-1)!.reference).toBe('bulk-509');
    expect(kept.some((sms) => sms.reference === 'receipt-41')).toBe(false);
  });
});

describe('where the built-in SMS aggregator answers', () => {
  it('is not there when SMS_OUTBOUND_URL names a real aggregator', async () => {
    const t = await createAppWithSettings('pglite', { SMS_OUTBOUND_URL: 'https://sms.example/v1/messages' });
    try {
      expect((await t.app.inject({ method: 'POST', url: PATH, payload: {} })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('lists nothing in production', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SMS_WEBHOOK_SECRET: 'a-long-production-secret',
      PAY_WEBHOOK_SECRET: 'another-production-secret',
      OPERATOR_FACTOR_KEY: 'a-production-factor-key-of-32-chars',
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    await app.register(smsSimulatorRoutes);
    const authorization = `Bearer ${config.SMS_OUTBOUND_TOKEN}`;
    const sent = await app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization },
      payload: { to: '201001234567', text: 'نص', reference: 'receipt-1' },
    });
    expect(sent.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: PATH })).statusCode).toBe(404);
    await app.close();
  });
});
