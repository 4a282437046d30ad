import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getScheduleSessionIdEndpoint } from '@athar/contract/payments/schedule-checkout';
import { createDonation } from '@athar/api/test/donation-factories';
import { testEngines } from '@athar/api/test/test-database';
import { readScheduleToken, scheduleLinkKey } from '@athar/api/lib/schedule-links';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { payMessages } from '@athar/pay/messages';
import { EXPIRY, payOnHostedPage, TEST_CARD } from './bank-browser';
import { startPayStack, type PayStack } from './pay-stack';

/** The cards of scheduled giving (README test cards): 02/39 declines each night's first charge, 03/39 every one. */
const SCHEDULE_EXPIRY = { declineFirst: '02/39', insufficient: '03/39' } as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testEngines)('scheduled giving by card: verification and nightly charges (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  /** A card schedule in set-up as POST /api/giving-schedules leaves it, and its creating browser's token. */
  async function cardSchedule(amount = 20_000) {
    const setupToken = randomBytes(32).toString('base64url');
    const { id } = await stack.t.db
      .insertInto('giving_schedules')
      .values({
        campaign_id: stack.campaign.id,
        donor_name: 'سارة عادل',
        email: 'sara@example.com',
        pattern: 'fridays',
        amount: amount as never,
        type: 2,
        ends_on: '2027-06-01',
        setup_token_hash: sha256(setupToken),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, setupToken };
  }
  const schedule = (id: number) =>
    stack.t.db.selectFrom('giving_schedules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const openSession = async (body: unknown) => {
    const response = await stack.post(getScheduleSessionIdEndpoint.path, body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const follow = async (location: string) => {
    const response = await fetch(location, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location') ?? '' };
  };
  const failedPage = (reason: string) => `${stack.apiUrl}/GivingSchedule/failed?reason=${reason}`;

  /** Set-up, verification with the given test card and the bank's return: the schedule is active. */
  async function verifiedSchedule(expiry: string = EXPIRY.approved, amount = 20_000) {
    const created = await cardSchedule(amount);
    const opened = await openSession({ schedule_id: created.id, setup_token: created.setupToken });
    const back = await payOnHostedPage(stack, opened.body.paymentPageUrl as string, expiry);
    const landing = await follow(back.location);
    expect(landing.location).toContain(`/GivingSchedule/${created.id}?token=`);
    return created.id;
  }

  /** The night's pending card donation as the api's nightly job creates it. */
  async function night(scheduleId: number, amount = 20_000) {
    const id = await createDonation(
      stack.t.db,
      { id: stack.campaign.id, ngo_id: stack.campaign.ngo_id },
      { type: 'card', amount },
    );
    await stack.t.db.updateTable('donations').set({ schedule_id: scheduleId }).where('id', '=', id).execute();
    return id;
  }

  /** The api's signed call to pay (PAY_WEBHOOK_SECRET), as the nightly job makes it. */
  async function charge(donationId: number, attempt: number, secret = stack.t.config.PAY_WEBHOOK_SECRET) {
    const path = `/api/internal/scheduled-charges/${donationId}`;
    const body = JSON.stringify({ attempt });
    const response = await fetch(`${stack.payUrl}${path}`, {
      method: 'POST',
      headers: signedJsonHeaders(secret, { method: 'POST', path, body }),
      body,
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown[] } };
  }
  const bankOrder = (donationId: number) =>
    [...stack.pay.bankSimulator!.orders.values()].find((order) => order.id === `athar-n-${donationId}`);

  it('opens the verification only for the creating browser of a schedule in set-up', async () => {
    const created = await cardSchedule();
    const wrongToken = await openSession({
      schedule_id: created.id,
      setup_token: randomBytes(32).toString('base64url'),
    });
    expect(wrongToken).toEqual({
      status: 403,
      body: { Success: false, Message: payMessages.scheduleNotAllowed },
    });
    const unknown = await openSession({ schedule_id: 99_999_999, setup_token: created.setupToken });
    expect(unknown).toEqual(wrongToken);
    expect((await openSession({ schedule_id: created.id })).status).toBe(400);
    expect((await openSession({ schedule_id: 'x', setup_token: created.setupToken })).status).toBe(400);
    expect((await schedule(created.id)).setup_session_id).toBeNull();

    const active = await verifiedSchedule();
    const row = await schedule(active);
    expect(row.status).toBe('active');
    const paused = await cardSchedule();
    await stack.t.db
      .updateTable('giving_schedules')
      .set({ status: 'cancelled', cancelled_at: new Date() })
      .where('id', '=', paused.id)
      .execute();
    expect(await openSession({ schedule_id: paused.id, setup_token: paused.setupToken })).toEqual({
      status: 409,
      body: { Success: false, Message: payMessages.scheduleClosed },
    });
  });

  it('opens no new agreement while the charity has no fundraising permit in force', async () => {
    const created = await cardSchedule();
    const permits = () =>
      stack.t.db.updateTable('charity_permits').where('ngo_id', '=', stack.campaign.ngo_id);
    await permits().set({ revoked_at: new Date() }).execute();
    try {
      expect(await openSession({ schedule_id: created.id, setup_token: created.setupToken })).toEqual({
        status: 409,
        body: { Success: false, Message: payMessages.donationsPaused },
      });
    } finally {
      await permits().set({ revoked_at: null }).execute();
    }
    expect((await schedule(created.id)).setup_session_id).toBeNull();
    expect((await openSession({ schedule_id: created.id, setup_token: created.setupToken })).status).toBe(
      200,
    );
  });

  it('verifies the card, checks the return with the bank and activates the schedule once', async () => {
    const created = await cardSchedule();
    const opened = await openSession({ schedule_id: created.id, setup_token: created.setupToken });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      Success: true,
      sessionId: expect.stringMatching(/^SESSION/),
      lightboxUrl: expect.stringContaining('/bank/checkout/lightbox/'),
      paymentPageUrl: expect.stringContaining('/bank/checkout/pay/'),
    });
    const bankSession = stack.pay.bankSimulator!.sessions.get(opened.body.sessionId as string)!;
    expect(JSON.stringify(opened.body)).not.toContain(bankSession.successIndicator);
    const recorded = await schedule(created.id);
    expect(recorded).toMatchObject({
      status: 'setup',
      setup_order_id: bankSession.orderId,
      agreement_id: `athar-g-${created.id}`,
      setup_success_indicator_hash: sha256(bankSession.successIndicator),
    });

    const back = await payOnHostedPage(stack, opened.body.paymentPageUrl as string, EXPIRY.approved);
    expect(back.status).toBe(303);
    const returnUrl = new URL(back.location);
    expect(returnUrl.origin + returnUrl.pathname).toBe(`${stack.payUrl}/ScheduleResponse.aspx`);
    expect(returnUrl.searchParams.get('schedule')).toBe(String(created.id));

    // a return with another indicator never activates, even though the bank verified the card
    const forged = new URL(returnUrl);
    forged.searchParams.set('resultIndicator', 'f'.repeat(16));
    expect((await follow(forged.toString())).location).toBe(failedPage('unconfirmed'));
    const withoutIndicator = new URL(returnUrl);
    withoutIndicator.searchParams.delete('resultIndicator');
    expect((await follow(withoutIndicator.toString())).location).toBe(failedPage('cancelled'));
    expect((await schedule(created.id)).status).toBe('setup');

    const landing = await follow(returnUrl.toString());
    expect(landing.status).toBe(302);
    const manage = new URL(landing.location);
    expect(manage.origin + manage.pathname).toBe(`${stack.apiUrl}/GivingSchedule/${created.id}`);
    expect(
      readScheduleToken(scheduleLinkKey(stack.t.config.PAY_WEBHOOK_SECRET), manage.searchParams.get('token')),
    ).toBe(created.id);
    const active = await schedule(created.id);
    expect(active).toMatchObject({ status: 'active', card_label: '•••• 0008', version: 2 });
    const token = stack.pay.bankSimulator!.orders.get(
      `${stack.campaign.merchant_id}/${bankSession.orderId}`,
    )!.token;
    expect(active.card_token).toBe(token);
    expect(JSON.stringify(active)).not.toContain(TEST_CARD.replace(/ /g, ''));

    // the return reloaded: the same page, nothing twice
    expect((await follow(returnUrl.toString())).location).toBe(landing.location);
    const mails = await stack.t.db
      .selectFrom('mail_outbox')
      .select('payload')
      .where('kind', '=', 'schedule_started')
      .execute();
    expect(mails.filter((mail) => JSON.stringify(mail.payload).includes(`${created.id}`))).toHaveLength(1);
    expect(await openSession({ schedule_id: created.id, setup_token: created.setupToken })).toEqual({
      status: 409,
      body: { Success: false, Message: payMessages.scheduleAlreadyVerified },
    });
  });

  it('a declined verification leaves the schedule in set-up, and a new one can follow', async () => {
    const created = await cardSchedule();
    const opened = await openSession({ schedule_id: created.id, setup_token: created.setupToken });
    const back = await payOnHostedPage(stack, opened.body.paymentPageUrl as string, EXPIRY.declined);
    expect((await follow(back.location)).location).toBe(failedPage('declined'));
    expect((await schedule(created.id)).status).toBe('setup');

    const again = await openSession({ schedule_id: created.id, setup_token: created.setupToken });
    expect(again.status).toBe(200);
    const retried = await payOnHostedPage(stack, again.body.paymentPageUrl as string, EXPIRY.approved);
    expect((await follow(retried.location)).location).toContain(`/GivingSchedule/${created.id}?token=`);
    expect((await schedule(created.id)).status).toBe('active');
  });

  it('charges a night on the agreement and confirms it through the api, once', async () => {
    const scheduleId = await verifiedSchedule();
    const donationId = await night(scheduleId);
    const before = await stack.totals();
    const first = await charge(donationId, 1);
    expect(first).toEqual({
      status: 200,
      body: { status: 1, message: '', data: [{ outcome: 'confirmed', reason: null }] },
    });
    expect((await stack.donation(donationId)).status).toBe('confirmed');
    expect(await stack.totals()).toEqual({
      collected: before.collected + 20_000,
      donors_count: before.donors_count + 1,
    });

    // the job's call repeated (same attempt, or the retry): no second charge, no second confirmation
    expect((await charge(donationId, 1)).body.data).toEqual([{ outcome: 'confirmed', reason: null }]);
    expect((await charge(donationId, 2)).body.data).toEqual([{ outcome: 'confirmed', reason: null }]);
    expect(bankOrder(donationId)!.transactions).toHaveLength(1);
    expect(await stack.totals()).toEqual({
      collected: before.collected + 20_000,
      donors_count: before.donors_count + 1,
    });
  });

  it('a declined first attempt leaves the night pending; the retry is approved and confirmed', async () => {
    const scheduleId = await verifiedSchedule(SCHEDULE_EXPIRY.declineFirst);
    const donationId = await night(scheduleId);
    expect((await charge(donationId, 1)).body.data).toEqual([{ outcome: 'declined', reason: 'DECLINED' }]);
    expect((await stack.donation(donationId)).status).toBe('pending');
    expect((await charge(donationId, 1)).body.data).toEqual([{ outcome: 'declined', reason: 'DECLINED' }]);
    expect((await charge(donationId, 2)).body.data).toEqual([{ outcome: 'confirmed', reason: null }]);
    expect((await stack.donation(donationId)).status).toBe('confirmed');
    expect(bankOrder(donationId)!.transactions!.map((transaction) => transaction.id)).toEqual(['1', '2']);
  });

  it('insufficient funds: declined on both attempts, the donation stays pending', async () => {
    const scheduleId = await verifiedSchedule(SCHEDULE_EXPIRY.insufficient);
    const donationId = await night(scheduleId);
    for (const attempt of [1, 2])
      expect((await charge(donationId, attempt)).body.data).toEqual([
        { outcome: 'declined', reason: 'INSUFFICIENT_FUNDS' },
      ]);
    expect((await stack.donation(donationId)).status).toBe('pending');
  });

  it('never confirms a night whose bank amount differs from the donation', async () => {
    const scheduleId = await verifiedSchedule(SCHEDULE_EXPIRY.declineFirst);
    const donationId = await night(scheduleId);
    expect((await charge(donationId, 1)).body.data).toEqual([{ outcome: 'declined', reason: 'DECLINED' }]);
    // the stored amount changed after the bank's order was made (the order keeps its first amount)
    await stack.t.db
      .updateTable('donations')
      .set({ amount: 30_000 as never })
      .where('id', '=', donationId)
      .execute();
    expect((await charge(donationId, 2)).body.data).toEqual([
      { outcome: 'pending', reason: 'AMOUNT_MISMATCH' },
    ]);
    expect((await stack.donation(donationId)).status).toBe('pending');
  });

  it('refuses unsigned, forged and malformed calls, and donations that are not a schedule’s night', async () => {
    const scheduleId = await verifiedSchedule();
    const donationId = await night(scheduleId);
    const path = `/api/internal/scheduled-charges/${donationId}`;
    const unsigned = await fetch(`${stack.payUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ attempt: 1 }),
    });
    expect(unsigned.status).toBe(401);
    expect((await charge(donationId, 1, 'not-the-pay-webhook-secret')).status).toBe(401);
    // a signature for another donation's path
    const body = JSON.stringify({ attempt: 1 });
    const other = await fetch(`${stack.payUrl}${path}`, {
      method: 'POST',
      headers: signedJsonHeaders(stack.t.config.PAY_WEBHOOK_SECRET, {
        method: 'POST',
        path: `/api/internal/scheduled-charges/${donationId + 1}`,
        body,
      }),
      body,
    });
    expect(other.status).toBe(401);
    expect(bankOrder(donationId)).toBeUndefined();
    expect((await stack.donation(donationId)).status).toBe('pending');

    expect((await charge(donationId, 3)).status).toBe(400);
    const ordinary = await stack.cardDonation(150);
    expect((await charge(ordinary.id, 1)).status).toBe(404);
    await stack.t.db
      .updateTable('donations')
      .set({ status: 'cancelled' })
      .where('id', '=', donationId)
      .execute();
    expect((await charge(donationId, 1)).status).toBe(409);
    expect(bankOrder(donationId)).toBeUndefined();
  });
});
