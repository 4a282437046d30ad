import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { signRequest } from '@athar/server-kit/hmac-signature';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createDonation } from '../test/donation-factories';
import { createSchedule } from '../test/giving-factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

describe.each(oneEngine)('signed internal calls on %s', (engine) => {
  let t: TestApp;
  let secret: string;
  let campaign: { id: number; ngo_id: number };
  let cardCampaign: { id: number; ngo_id: number; merchant_id: string | null };

  beforeAll(async () => {
    t = await createTestApp(engine);
    secret = t.config.PAY_WEBHOOK_SECRET;
    campaign = await createCreatorCampaign(t.db, { cash: true });
    const card = await createCreatorCampaign(t.db, { card: true });
    const { merchant_id } = await t.db
      .selectFrom('ngos')
      .select('merchant_id')
      .where('id', '=', card.ngo_id)
      .executeTakeFirstOrThrow();
    cardCampaign = { ...card, merchant_id };
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    signedCall(t, secret, { method, url, payload });
  const pending = (type: number, amount = 25_000) =>
    createDonation(t.db, type === PAYMENT_TYPE.card ? cardCampaign : campaign, {
      type: type === PAYMENT_TYPE.card ? 'card' : 'cash',
      amount,
      donor: 'سارة عادل',
      msisdn: '01012345678',
      address: 'شارع الجمهورية، عمارة 3',
    });
  const totals = (id: number) =>
    t.db
      .selectFrom('campaigns')
      .select(['collected', 'donors_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('keeps every signed internal call out of the public OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(document.paths as Record<string, unknown>);
    expect(paths).toContain('/api/cities');
    expect(paths.filter((path) => path.startsWith('/api/internal'))).toEqual([]);
  });

  it('refuses missing, forged, expired and web-app-signed calls with 401', async () => {
    const id = await pending(PAYMENT_TYPE.cash);
    const url = `/api/internal/donations/${id}/confirm`;
    const before = await totals(campaign.id);
    const attempts = [
      await t.app.inject({ method: 'POST', url, payload: {} }),
      await t.call({ method: 'POST', url, payload: {} }),
      await signedCall(t, 'not-the-pay-webhook-secret', { method: 'POST', url, payload: {} }),
      await signedCall(t, secret, {
        method: 'POST',
        url,
        payload: {},
        signedAt: new Date(Date.now() - 301_000),
      }),
      await signedCall(t, secret, {
        method: 'POST',
        url,
        payload: {},
        signature: signRequest(secret, { method: 'POST', path: url, body: '{"x":1}' }),
      }),
      await signedCall(t, secret, {
        method: 'GET',
        url: `/api/internal/donations/${id}`,
        signature: 't=1,v1=00',
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 0 });
    }
    expect(await totals(campaign.id)).toEqual(before);
  });

  it('takes a signature for its own request once: never for another method, path or body', async () => {
    const card = await pending(PAYMENT_TYPE.card, 30_000);
    const cash = await pending(PAYMENT_TYPE.cash, 30_000);
    const before = await totals(cardCampaign.id);
    const read = { method: 'GET', path: `/api/internal/donations/${card}`, body: '' };
    const readSignature = signRequest(secret, read);
    // a GET's empty-body signature is no confirmation of anything
    const reaimed = await t.app.inject({
      method: 'POST',
      url: `/api/internal/donations/${card}/confirm`,
      headers: { 'x-signature': readSignature },
    });
    expect(reaimed.statusCode).toBe(401);
    const first = await signedCall(t, secret, {
      ...read,
      method: 'GET',
      url: read.path,
      signature: readSignature,
    });
    expect(first.statusCode).toBe(200);
    const replayed = await signedCall(t, secret, { method: 'GET', url: read.path, signature: readSignature });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ status: 0, message: expect.stringMatching(/[\u0600-\u06FF]/) });

    // the cash command's confirm of one donation, replayed onto another id
    const cashConfirm = { method: 'POST', path: `/api/internal/donations/${cash}/confirm`, body: '{}' };
    const cashSignature = signRequest(secret, cashConfirm);
    const onOther = await t.app.inject({
      method: 'POST',
      url: `/api/internal/donations/${card}/confirm`,
      headers: { 'x-signature': cashSignature, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(onOther.statusCode).toBe(401);
    const once = await t.app.inject({
      method: 'POST',
      url: cashConfirm.path,
      headers: { 'x-signature': cashSignature, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(once.json().data[0]).toEqual({ outcome: 'confirmed' });
    const twice = await t.app.inject({
      method: 'POST',
      url: cashConfirm.path,
      headers: { 'x-signature': cashSignature, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(twice.statusCode).toBe(401);
    expect(
      (await t.db.selectFrom('donations').select('status').where('id', '=', card).executeTakeFirstOrThrow())
        .status,
    ).toBe('pending');
    expect(await totals(cardCampaign.id)).toEqual(before);
  });

  it('needs a body where the route reads one, and the bank figures to confirm a card', async () => {
    const card = await pending(PAYMENT_TYPE.card, 30_000);
    const url = `/api/internal/donations/${card}/confirm`;
    const before = await totals(cardCampaign.id);
    const empty = await signedCall(t, secret, { method: 'POST', url });
    expect(empty.statusCode).toBe(400);
    const noFigures = await call('POST', url, {});
    expect(noFigures.statusCode).toBe(400);
    expect((await call('POST', `/api/internal/donations/${card}/fail`)).statusCode).toBe(400);
    expect(await totals(cardCampaign.id)).toEqual(before);
    expect((await call('POST', url, { amount: 30_000, currency: 'EGP' })).json().data[0]).toEqual({
      outcome: 'confirmed',
    });
  });

  it('reads a donation for payment with its charity merchant, in piasters', async () => {
    const id = await pending(PAYMENT_TYPE.card, 15_050);
    const response = await call('GET', `/api/internal/donations/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      id,
      amount: 15_050,
      currency: 'EGP',
      status: 'pending',
      type: PAYMENT_TYPE.card,
      campaign_id: cardCampaign.id,
      merchant_id: cardCampaign.merchant_id,
      order_id: null,
      payment_session_id: null,
    });
    expect((await call('GET', '/api/internal/donations/987654321')).statusCode).toBe(404);
  });

  it('confirms a cash donation once, however often it is confirmed, and lists it until then', async () => {
    const id = await pending(PAYMENT_TYPE.cash, 40_000);
    const listed = await call('GET', '/api/internal/donations/pending-cash');
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(id);
    const before = await totals(campaign.id);
    const first = await call('POST', `/api/internal/donations/${id}/confirm`, {});
    const second = await call('POST', `/api/internal/donations/${id}/confirm`, {});
    expect(first.json().data[0]).toEqual({ outcome: 'confirmed' });
    expect(second.json().data[0]).toEqual({ outcome: 'already-confirmed' });
    expect(await totals(campaign.id)).toEqual({
      collected: before.collected + 40_000,
      donors_count: before.donors_count + 1,
    });
    const after = await call('GET', '/api/internal/donations/pending-cash');
    expect(after.json().data.map((row: { id: number }) => row.id)).not.toContain(id);
    const fail = await call('POST', `/api/internal/donations/${id}/fail`, {});
    expect(fail.statusCode).toBe(409);
  });

  it('fails a donation, which then never counts', async () => {
    const id = await pending(PAYMENT_TYPE.cash);
    const before = await totals(campaign.id);
    expect((await call('POST', `/api/internal/donations/${id}/fail`, {})).json().data[0]).toEqual({
      status: 'failed',
    });
    expect((await call('POST', `/api/internal/donations/${id}/fail`, {})).statusCode).toBe(200);
    expect((await call('POST', `/api/internal/donations/${id}/confirm`, {})).statusCode).toBe(409);
    expect(await totals(campaign.id)).toEqual(before);
  });

  it('refuses to confirm when the bank reported another amount or currency', async () => {
    const id = await pending(PAYMENT_TYPE.card, 20_000);
    const before = await totals(cardCampaign.id);
    const url = `/api/internal/donations/${id}/confirm`;
    expect((await call('POST', url, { amount: 100, currency: 'EGP' })).statusCode).toBe(409);
    expect((await call('POST', url, { amount: 20_000, currency: 'USD' })).statusCode).toBe(409);
    expect(await totals(cardCampaign.id)).toEqual(before);
    expect((await call('POST', url, { amount: 20_000, currency: 'EGP' })).statusCode).toBe(200);
  });

  it('cancels card donations that never reached the bank, once they are old, and nothing else', async () => {
    const [stale, withSession, recent, cash, scheduledNight] = [
      await pending(PAYMENT_TYPE.card),
      await pending(PAYMENT_TYPE.card),
      await pending(PAYMENT_TYPE.card),
      await pending(PAYMENT_TYPE.cash),
      await pending(PAYMENT_TYPE.card),
    ];
    // a scheduled night's card donation never has a session: the job charges it, and retries it later
    const schedule = await createSchedule(t.db, cardCampaign);
    await t.db
      .updateTable('donations')
      .set({ schedule_id: schedule })
      .where('id', '=', scheduledNight)
      .execute();
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    // created_at is never written by the app: backdated here as time passing would
    await sql`UPDATE donations SET created_at = ${twoHoursAgo} WHERE id IN (${sql.join([stale, withSession, cash, scheduledNight])})`.execute(
      t.db,
    );
    await t.db
      .updateTable('donations')
      .set({ payment_session_id: 'SESSION-OPEN', payment_session_at: twoHoursAgo })
      .where('id', '=', withSession)
      .execute();
    const url = '/api/internal/donations/card-without-session/cancel';
    const answer = await call('POST', url, { older_than_seconds: 3600 });
    expect(answer.statusCode).toBe(200);
    const ids = answer.json().data.map((row: { id: number }) => row.id);
    expect(ids).toContain(stale);
    expect(ids).not.toContain(withSession);
    expect(ids).not.toContain(recent);
    expect(ids).not.toContain(cash);
    expect(ids).not.toContain(scheduledNight);
    const statuses = await t.db
      .selectFrom('donations')
      .select(['id', 'status'])
      .where('id', 'in', [stale, withSession, recent, cash, scheduledNight])
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual([
      'cancelled',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect((await call('POST', url, { older_than_seconds: 3600 })).json().data).toEqual([]);
    expect((await call('POST', url, { older_than_seconds: 5 })).statusCode).toBe(400);
  });

  it('records a card session, keeps the first order id, and lists it for reconciliation', async () => {
    const id = await pending(PAYMENT_TYPE.card);
    const hash = createHash('sha256').update('indicator').digest('hex');
    const url = `/api/internal/donations/${id}/payment-session`;
    const first = await call('POST', url, {
      session_id: 'SESSION1',
      order_id: 'athar-x1',
      success_indicator_hash: hash,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data[0]).toMatchObject({ order_id: 'athar-x1', payment_session_id: 'SESSION1' });
    const other = await call('POST', url, {
      session_id: 'SESSION2',
      order_id: 'athar-x2',
      success_indicator_hash: hash,
    });
    expect(other.statusCode).toBe(409);
    const again = await call('POST', url, {
      session_id: 'SESSION3',
      order_id: 'athar-x1',
      success_indicator_hash: hash,
    });
    expect(again.json().data[0]).toMatchObject({ payment_session_id: 'SESSION3' });

    const fresh = await call('GET', '/api/internal/donations/pending-card?older_than_seconds=60');
    expect(fresh.json().data.map((row: { id: number }) => row.id)).not.toContain(id);
    const all = await call('GET', '/api/internal/donations/pending-card?older_than_seconds=0');
    expect(all.json().data.map((row: { id: number }) => row.id)).toContain(id);

    const cash = await pending(PAYMENT_TYPE.cash);
    const refused = await call('POST', `/api/internal/donations/${cash}/payment-session`, {
      session_id: 'SESSION4',
      order_id: 'athar-x4',
      success_indicator_hash: hash,
    });
    expect(refused.statusCode).toBe(409);
  });
});
