import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneEngine } from '@athar/api/test/test-database';
import { manageLinkOf } from '@athar/api/services/giving/manage-links.test-support';
import { payMessages } from '@athar/pay/messages';
import { EXPIRY, payOnHostedPage, TEST_CARD } from './bank-browser';
import { follow } from './gateway-browser';
import { startPayStack, type PayStack } from './pay-stack';
import {
  cardSchedule,
  openScheduleSession,
  scheduleFailedPage,
  scheduleRow,
  sha256,
} from './schedule-browser';

/**
 * Scheduled giving by card from the schedule's page to an active schedule: the verification at the
 * bank and its return. Each call on its own is tested beside its route: GetScheduleSessionId
 * (get-schedule-session-id.test.ts), ScheduleResponse.aspx (schedule-return.test.ts) and the nightly
 * charge (scheduled-charge.test.ts) in apps/pay/src/routes/.
 */
describe.each(oneEngine)('scheduled giving by card: verification of the card (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  const schedule = (id: number) => scheduleRow(stack, id);
  const openSession = (body: unknown) => openScheduleSession(stack, body);
  const failedPage = (reason: string) => scheduleFailedPage(stack, reason);

  it('verifies the card, checks the return with the bank and activates the schedule once', async () => {
    const created = await cardSchedule(stack);
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
    expect(await manageLinkOf(stack.t.db, stack.t.config.PAY_WEBHOOK_SECRET, landing.location)).toMatchObject(
      { scheduleId: created.id, state: 'open' },
    );
    const active = await schedule(created.id);
    expect(active).toMatchObject({ status: 'active', card_label: '•••• 0008', version: 2 });
    const token = stack.pay.bankSimulator!.orders.get(
      `${stack.campaign.merchant_id}/${bankSession.orderId}`,
    )!.token;
    expect(active.card_token).toBe(token);
    expect(JSON.stringify(active)).not.toContain(TEST_CARD.replace(/ /g, ''));

    // the return reloaded: the same page (behind a link of its own), nothing twice
    const reloaded = new URL((await follow(returnUrl.toString())).location);
    expect(reloaded.origin + reloaded.pathname).toBe(manage.origin + manage.pathname);
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
    const created = await cardSchedule(stack);
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
});
