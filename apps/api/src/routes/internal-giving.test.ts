import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageLinkOf } from '../services/giving/manage-links.test-support';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createDonation } from '../test/donation-factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(oneEngine)('the payment host’s signed calls for card schedules on %s', (engine) => {
  let t: TestApp;
  let secret: string;
  let campaign: { id: number; ngo_id: number };
  let merchantId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    secret = t.config.PAY_WEBHOOK_SECRET;
    campaign = await createCreatorCampaign(t.db, { card: true });
    merchantId = (
      await t.db
        .selectFrom('ngos')
        .select('merchant_id')
        .where('id', '=', campaign.ngo_id)
        .executeTakeFirstOrThrow()
    ).merchant_id!;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    signedCall(t, secret, { method, url, payload });

  async function schedule(type: 2 | 4 = 2) {
    const row = await t.db
      .insertInto('giving_schedules')
      .values({
        campaign_id: campaign.id,
        donor_name: 'سارة عادل',
        email: 'sara@example.com',
        msisdn: type === 4 ? '01012345678' : null,
        pattern: 'fridays',
        amount: 20_000 as never,
        type,
        status: type === 2 ? 'setup' : 'active',
        ends_on: '2027-01-01',
        setup_token_hash: type === 2 ? sha256('setup-token') : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const row = (id: number) =>
    t.db.selectFrom('giving_schedules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const startedMails = async (id: number) =>
    (
      await t.db
        .selectFrom('mail_outbox')
        .select(['kind', 'payload'])
        .where('kind', '=', 'schedule_started')
        .execute()
    )
      .map((mail) => (typeof mail.payload === 'string' ? JSON.parse(mail.payload) : mail.payload))
      .filter((payload: { schedule_id: number }) => payload.schedule_id === id);

  const session = (id: number, order = `athar-g-${id}-aaaa`) => ({
    session_id: `SESSION${id}`,
    order_id: order,
    agreement_id: `athar-g-${id}`,
    success_indicator_hash: sha256(`indicator-${id}`),
  });
  const card = (id: number, order = `athar-g-${id}-aaaa`) => ({
    order_id: order,
    agreement_id: `athar-g-${id}`,
    token: '9123456789012345',
    card_label: '•••• 0008',
  });

  it('refuses unsigned and forged calls with 401', async () => {
    const id = await schedule();
    const url = `/api/internal/giving-schedules/${id}/activate`;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/internal/giving-schedules/${id}` })).statusCode,
    ).toBe(401);
    expect(
      (await signedCall(t, 'not-the-secret', { method: 'POST', url, payload: card(id) })).statusCode,
    ).toBe(401);
    expect((await row(id)).status).toBe('setup');
  });

  it('reads a card schedule with its charity’s merchant; 404 for none and for a wallet schedule', async () => {
    const id = await schedule();
    const answer = await call('GET', `/api/internal/giving-schedules/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data[0]).toMatchObject({
      id,
      status: 'setup',
      amount: 20_000,
      currency: 'EGP',
      campaign_id: campaign.id,
      merchant_id: merchantId,
      setup_token_hash: sha256('setup-token'),
      agreement_id: null,
    });
    expect((await call('GET', '/api/internal/giving-schedules/99999999')).statusCode).toBe(404);
    expect((await call('GET', `/api/internal/giving-schedules/${await schedule(4)}`)).statusCode).toBe(404);
  });

  it('records the verification session and its agreement, only while in set-up', async () => {
    const id = await schedule();
    const recorded = await call('POST', `/api/internal/giving-schedules/${id}/session`, session(id));
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().data[0]).toMatchObject({
      setup_order_id: `athar-g-${id}-aaaa`,
      setup_session_id: `SESSION${id}`,
      agreement_id: `athar-g-${id}`,
      setup_success_indicator_hash: sha256(`indicator-${id}`),
    });
    // a second verification after a decline: a new order on the same agreement
    const again = await call(
      'POST',
      `/api/internal/giving-schedules/${id}/session`,
      session(id, `athar-g-${id}-bbbb`),
    );
    expect(again.statusCode).toBe(200);
    expect((await row(id)).setup_order_id).toBe(`athar-g-${id}-bbbb`);
    // never another agreement, and never another schedule's order
    const otherAgreement = { ...session(id), agreement_id: 'athar-g-elsewhere' };
    expect(
      (await call('POST', `/api/internal/giving-schedules/${id}/session`, otherAgreement)).statusCode,
    ).toBe(409);
    const other = await schedule();
    const stolen = { ...session(other), order_id: `athar-g-${id}-bbbb` };
    expect((await call('POST', `/api/internal/giving-schedules/${other}/session`, stolen)).statusCode).toBe(
      409,
    );
    expect(
      (await call('POST', '/api/internal/giving-schedules/99999999/session', session(1))).statusCode,
    ).toBe(404);
  });

  it('activates only on the recorded order and agreement, once, with its first mail', async () => {
    const id = await schedule();
    const activate = (body: ReturnType<typeof card>) =>
      call('POST', `/api/internal/giving-schedules/${id}/activate`, body);
    // no verification recorded yet
    expect((await activate(card(id))).statusCode).toBe(409);
    await call('POST', `/api/internal/giving-schedules/${id}/session`, session(id));
    expect((await activate(card(id, `athar-g-${id}-zzzz`))).statusCode).toBe(409);
    expect((await activate({ ...card(id), agreement_id: 'athar-g-other' })).statusCode).toBe(409);
    expect((await row(id)).status).toBe('setup');
    expect(await startedMails(id)).toEqual([]);

    const first = await activate(card(id));
    expect(first.statusCode).toBe(200);
    const manageUrl = new URL(first.json().data[0].manage_url as string);
    expect(manageUrl.origin + manageUrl.pathname).toBe(
      `${new URL(t.config.PUBLIC_URL).origin}/GivingSchedule/${id}`,
    );
    expect((await manageLinkOf(t.db, secret, manageUrl.toString())).state).toBe('open');
    const active = await row(id);
    expect(active).toMatchObject({
      status: 'active',
      merchant_id: merchantId,
      agreement_id: `athar-g-${id}`,
      card_token: '9123456789012345',
      card_label: '•••• 0008',
      version: 2,
    });
    expect(await startedMails(id)).toEqual([{ schedule_id: id }]);

    // a repeat (the bank's return reloaded) answers the same and changes nothing
    const second = await activate(card(id));
    expect(second.statusCode).toBe(200);
    // the same page again, behind a link of its own (docs/decisions/027)
    const again = new URL(second.json().data[0].manage_url as string);
    expect(again.pathname).toBe(manageUrl.pathname);
    expect((await manageLinkOf(t.db, secret, again.toString())).state).toBe('open');
    expect((await row(id)).version).toBe(2);
    expect(await startedMails(id)).toHaveLength(1);
    // another token on the active schedule is not a repeat
    expect((await activate({ ...card(id), token: '9000000000000001' })).statusCode).toBe(409);
    expect((await row(id)).card_token).toBe('9123456789012345');
  });

  it('reads a night’s card donation with its agreement and token; 404 for any other donation', async () => {
    const id = await schedule();
    await call('POST', `/api/internal/giving-schedules/${id}/session`, session(id));
    await call('POST', `/api/internal/giving-schedules/${id}/activate`, card(id));
    const night = await createDonation(t.db, campaign, { type: 'card', amount: 20_000 });
    await t.db.updateTable('donations').set({ schedule_id: id }).where('id', '=', night).execute();
    const answer = await call('GET', `/api/internal/scheduled-charges/${night}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data[0]).toMatchObject({
      schedule_id: id,
      agreement_id: `athar-g-${id}`,
      card_token: '9123456789012345',
      donation: { id: night, amount: 20_000, status: 'pending', merchant_id: merchantId },
    });

    const unscheduled = await createDonation(t.db, campaign, { type: 'card' });
    expect((await call('GET', `/api/internal/scheduled-charges/${unscheduled}`)).statusCode).toBe(404);
    const unverified = await schedule();
    const early = await createDonation(t.db, campaign, { type: 'card' });
    await t.db.updateTable('donations').set({ schedule_id: unverified }).where('id', '=', early).execute();
    expect((await call('GET', `/api/internal/scheduled-charges/${early}`)).statusCode).toBe(404);
  });
});
