import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../db/connect';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createCharity } from '../test/charity-factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';
import { parseSmsCode } from '../services/donations/sms-donation';

describe('SMS codes', () => {
  it('reads T<code> in any case, with Arabic-Indic digits and spaces', () => {
    expect(parseSmsCode('T10001')).toBe(10001);
    expect(parseSmsCode(' t 100 01 ')).toBe(10001);
    expect(parseSmsCode('T١٠٠٠١')).toBe(10001);
    expect(parseSmsCode('\u200fT۱۰۰۰۱\u200f')).toBe(10001);
    expect(parseSmsCode('10001')).toBeNull();
    expect(parseSmsCode('TX10001')).toBeNull();
    expect(parseSmsCode('T')).toBeNull();
    expect(parseSmsCode('hello')).toBeNull();
  });
});

/** The api with a charity's campaign and another charity's short number, for one describe below. */
async function smsApp(engine: Engine) {
  const t = await createTestApp(engine);
  const secret = t.config.SMS_WEBHOOK_SECRET;
  const charity = await createCharity(t.db);
  const { id, code } = await createCreatorCampaign(t.db, { charity });
  const campaign = { id, code, short: charity.sms_short_number };
  const otherShort = (await createCharity(t.db)).sms_short_number;
  return { t, secret, campaign, otherShort };
}

type SmsApp = Awaited<ReturnType<typeof smsApp>>;

/** The calls of the describes below, on what `context` gives once their beforeAll made it. */
function smsCalls(engine: Engine, context: () => Pick<SmsApp, 't' | 'secret' | 'campaign'>) {
  let sequence = 0;
  const message = (overrides: Record<string, string> = {}) => ({
    message_id: `${engine}-msg-${++sequence}`,
    from: '+201001234567',
    to: context().campaign.short,
    text: `T${context().campaign.code}`,
    received_at: new Date().toISOString(),
    ...overrides,
  });
  const deliver = (payload: unknown, key = context().secret) =>
    signedCall(context().t, key, { method: 'POST', url: '/api/sms/inbound', payload });
  const totals = () => {
    const { t, campaign } = context();
    return t.db
      .selectFrom('campaigns')
      .select(['collected', 'donors_count'])
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
  };
  return { message, deliver, totals };
}

describe.each(oneEngine)('POST /api/sms/inbound on %s', (engine) => {
  let t: TestApp;
  let secret: string;
  let campaign: { id: number; code: number; short: string };
  let otherShort: string;

  beforeAll(async () => {
    ({ t, secret, campaign, otherShort } = await smsApp(engine));
  });
  afterAll(() => t.close());

  const { message, deliver, totals } = smsCalls(engine, () => ({ t, secret, campaign }));

  it('records and ignores anything else with 200', async () => {
    const before = await totals();
    const ignored = [
      message({ text: 'السلام عليكم' }),
      message({ to: otherShort }),
      message({ text: 'T999999999' }),
      message({ text: `${campaign.code}` }),
    ];
    for (const sms of ignored) {
      const response = await deliver(sms);
      expect(response.statusCode).toBe(200);
      expect(response.json().data[0]).toEqual({ outcome: 'ignored', donation_id: null });
    }
    expect(await totals()).toEqual(before);
    const recorded = await t.db
      .selectFrom('sms_messages')
      .select(['message_id', 'outcome'])
      .where(
        'message_id',
        'in',
        ignored.map((sms) => sms.message_id),
      )
      .execute();
    expect(recorded).toHaveLength(ignored.length);
    expect(recorded.every((row) => row.outcome === 'ignored')).toBe(true);
  });

  it('refuses a bad, missing or expired signature with 401 and records nothing', async () => {
    const before = await totals();
    const sms = message();
    const body = JSON.stringify(sms);
    const responses = [
      await deliver(sms, 'not-the-sms-webhook-secret'),
      await deliver(sms, t.config.PAY_WEBHOOK_SECRET),
      await t.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        payload: body,
        headers: { 'content-type': 'application/json' },
      }),
      await signedCall(t, secret, {
        method: 'POST',
        url: '/api/sms/inbound',
        payload: sms,
        signedAt: new Date(Date.now() - 10 * 60_000),
      }),
    ];
    for (const response of responses) expect(response.statusCode).toBe(401);
    expect(await totals()).toEqual(before);
    const stored = await t.db
      .selectFrom('sms_messages')
      .select('message_id')
      .where('message_id', '=', sms.message_id)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('answers 400 to a signed body without a message id', async () => {
    const response = await deliver({
      from: '0100',
      to: campaign.short,
      text: 'T1',
      received_at: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(400);
  });
});

/** Where the engine can change the answer: the same message delivered again, twice at once. */
describe.each(testEngines)('POST /api/sms/inbound, delivered at once, on %s', (engine) => {
  let t: TestApp;
  let secret: string;
  let campaign: { id: number; code: number; short: string };

  beforeAll(async () => {
    ({ t, secret, campaign } = await smsApp(engine));
  });
  afterAll(() => t.close());

  const { message, deliver, totals } = smsCalls(engine, () => ({ t, secret, campaign }));

  it('turns T<code> to the charity short number into one confirmed 5 EGP donation, once', async () => {
    const before = await totals();
    const sms = message({
      text: ` t ${String(campaign.code).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)}`,
    });
    const first = await deliver(sms);
    expect(first.statusCode).toBe(200);
    expect(first.json().data[0]).toMatchObject({ outcome: 'donation' });
    const donationId = first.json().data[0].donation_id as number;
    const repeated = await Promise.all([deliver(sms), deliver(sms)]);
    for (const response of repeated) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data[0]).toEqual({ outcome: 'duplicate', donation_id: null });
    }
    expect(await totals()).toEqual({
      collected: before.collected + 500,
      donors_count: before.donors_count + 1,
    });
    const donation = await t.db
      .selectFrom('donations')
      .selectAll()
      .where('id', '=', donationId)
      .executeTakeFirstOrThrow();
    expect(donation).toMatchObject({
      status: 'confirmed',
      type: 3,
      channel: 2,
      amount: 500,
      sms_message_id: sms.message_id,
      campaign_id: campaign.id,
    });
  });
});
