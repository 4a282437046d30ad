import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { nightToken, scheduleLinkKey } from '../../lib/schedule-links';
import type { CreatorCampaign } from '../../test/campaign-factories';
import { evening, fakePay } from '../../test/fake-pay-charges';
import { signedCall } from '../../test/signed-call';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener';
import { createTestApp, type TestApp } from '../../test/test-app';
import { oneEngine } from '../../test/test-database';
import { manageLinkOf } from './manage-links.test-support';
import { runScheduledGiving } from './nightly';
import { clearNights, createNightlyTestApp, NIGHT_27, nightlyHelpers } from './nightly.test-support';

const PUBLIC_URL = 'https://athar.example';
const MANAGE_LINK = /https:\/\/athar\.example\/GivingSchedule\/\d+\?token=[\w-]+/;

// issue 35: a night of a schedule is told as one, and every message of it carries the way to stop it
describe.each(oneEngine)('the receipts of a scheduled night, through a real SMTP listener (%s)', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let card: CreatorCampaign;
  let wallet: CreatorCampaign;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ({ t, card, wallet } = await createNightlyTestApp(engine, () =>
      createTestApp(engine, { settings: { SMTP_URL: smtp.url, PUBLIC_URL } }),
    ));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => clearNights(t));

  const { scheduleOf } = nightlyHelpers(() => t);
  const emailOf = async (scheduleId: number) =>
    (
      await t.db
        .selectFrom('giving_schedules')
        .select('email')
        .where('id', '=', scheduleId)
        .executeTakeFirstOrThrow()
    ).email!;

  it('mails a card night’s receipt as «تبرع مجدول، ليلة 27 رمضان» with an open self-service link', async () => {
    const id = await scheduleOf(card, { pattern: 'night_27', setUpOn: '2026-11-26', endsOn: NIGHT_27 });
    await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: fakePay(() => t).charge });
    await t.app.outbox.drain();
    const mail = await smtp.nextMailTo(await emailOf(id), 10_000);
    expect(mail.subject).toContain('إيصال تبرعك');
    expect(mail.subject).toContain('تبرع مجدول، ليلة 27 رمضان');
    expect(mail.text).toContain('تبرع مجدول، ليلة 27 رمضان: ليلة 27 رمضان 1448 هـ');
    expect(mail.text).toContain('إدارة تبرعك المجدول');
    const url = MANAGE_LINK.exec(mail.text ?? '')?.[0];
    expect(url).toBeDefined();
    expect(await manageLinkOf(t.db, t.config.PAY_WEBHOOK_SECRET, url!)).toMatchObject({
      scheduleId: id,
      state: 'open',
    });
  });

  it('mails a Friday morning’s receipt as «تبرع مجدول، يوم الجمعة», a day (docs/decisions/030)', async () => {
    const id = await scheduleOf(card, {
      pattern: 'friday_mornings',
      setUpOn: '2026-12-01',
      endsOn: '2026-12-11',
    });
    const run = await runScheduledGiving(t.app, new Date('2026-12-11T09:00:00+02:00'), {
      chargeNight: fakePay(() => t).charge,
    });
    expect(run.charges.confirmed).toBe(1);
    await t.app.outbox.drain();
    const mail = await smtp.nextMailTo(await emailOf(id), 10_000);
    expect(mail.subject).toContain('تبرع مجدول، يوم الجمعة');
    expect(mail.text).toContain('تبرع مجدول، يوم الجمعة: يوم الجمعة 11 ديسمبر 2026 — قبل الصلاة.');
    expect(mail.text).toContain('تستطيع تخطي يوم قادم');
    expect(mail.text).not.toMatch(/ليلة/);
  });

  /** A wallet schedule's night 27, given from its one-tap link by `as(email of the schedule)`, paid. */
  /** A wallet gift of 150 EGP from `email` (for a schedule's night when `night` is its token), paid. */
  async function giveByWallet(email: string, transactionId: string, night?: string) {
    const given = await t.call({
      method: 'POST',
      url: '/api/donations',
      payload: {
        donation: {
          consent: true,
          user_name: 'هالة منصور',
          email,
          msisdn: '01098765432',
          amount: 150,
          campaign_id: wallet.id,
          type: PAYMENT_TYPE.wallet,
          ...(night ? { schedule_night: night } : {}),
        },
      },
    });
    expect(given.statusCode, given.body).toBe(200);
    const donationId = given.json().data[0].donation_id as number;
    const paid = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/donations/${donationId}/gateway-transaction`,
      payload: { transaction_id: transactionId, currency: 'EGP', outcome: 'paid', amount: 15_000 },
    });
    expect(paid.json().data[0], paid.body).toEqual({ result: 'confirmed' });
    await t.app.outbox.drain();
    return { donationId, mail: await smtp.nextMailTo(email.toLowerCase(), 10_000) };
  }

  /** A wallet schedule's night 27, given from its one-tap link by `as(email of the schedule)`, paid. */
  async function giveFromNightLink(as: (scheduleEmail: string) => string, transactionId: string) {
    const id = await scheduleOf(wallet, {
      pattern: 'night_27',
      setUpOn: '2026-11-26',
      endsOn: NIGHT_27,
      type: 4,
    });
    await runScheduledGiving(t.app, evening(NIGHT_27), { chargeNight: fakePay(() => t).charge });
    const token = nightToken(scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), id, NIGHT_27);
    return { id, ...(await giveByWallet(as(await emailOf(id)), transactionId, token)) };
  }

  it('mails the receipt of a gift made from a wallet night’s one-tap link as that night', async () => {
    // the schedule's own address, however it was typed
    const { id, donationId, mail } = await giveFromNightLink((own) => own.toUpperCase(), '3500001');
    expect(mail.subject).toBe(`إيصال تبرعك رقم ${donationId} في أثر — تبرع مجدول، ليلة 27 رمضان`);
    const url = MANAGE_LINK.exec(mail.text ?? '')?.[0];
    expect(await manageLinkOf(t.db, t.config.PAY_WEBHOOK_SECRET, url!)).toMatchObject({
      scheduleId: id,
      state: 'open',
    });
  });

  it('gives no self-service link to another address that paid a night from its link', async () => {
    // a relative the night's link was passed to: their receipt, told as the night, not the schedule
    const { donationId, mail } = await giveFromNightLink(() => 'relative-of-giver@example.com', '3500003');
    expect(mail.subject).toBe(`إيصال تبرعك رقم ${donationId} في أثر — تبرع مجدول، ليلة 27 رمضان`);
    expect(mail.text).not.toMatch(MANAGE_LINK);
    expect(mail.text).not.toContain('إدارة تبرعك المجدول');
  });

  it('mails an ordinary gift’s receipt as before: no schedule, no self-service link', async () => {
    const { donationId, mail } = await giveByWallet('ordinary-giver@example.com', '3500002');
    expect(mail.subject).toBe(`إيصال تبرعك رقم ${donationId} في أثر`);
    expect(mail.text).not.toContain('تبرع مجدول');
    expect(mail.text).not.toContain('/GivingSchedule/');
  });
});
