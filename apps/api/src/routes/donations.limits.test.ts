import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { mailboxKey } from '../lib/mailbox-key';
import { donationLimits } from '../services/donations/donation-limits';
import { RECIPIENT_LIMITED } from '../services/mail-outbox/dispatcher';
import type { CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser } from '../test/factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { gatewayInternalCalls } from '../test/gateway-internal-calls';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const CODES_AN_HOUR = donationLimits.kioskCodesPerHour.max;

/** An inbox no other run has touched (the Redis store keeps its counts between runs). */
const freshInbox = (name = 'mona.ali') => `${name}.${randomBytes(4).toString('hex')}@gmail.com`;
let nextClient = 0;
/** A client address no other request of this file used. */
const freshClient = () => `10.26.${(nextClient >> 8) & 255}.${nextClient++ & 255}`;

/** POST /api/donations as the web app sends a gift of 250 EGP, from `client`. */
function donateOn(t: () => TestApp, campaign: () => CreatorCampaign) {
  return (email: string, options: { client?: string; type?: number; auth?: Record<string, string> } = {}) =>
    t().call({
      method: 'POST',
      url: '/api/donations',
      remoteAddress: options.client ?? freshClient(),
      headers: options.auth ?? {},
      payload: {
        donation: {
          user_id: null,
          user_name: 'زائر كريم',
          email,
          msisdn: '',
          amount: 250,
          channel: 1,
          campaign_id: campaign().id,
          comment: '',
          hide_data: false,
          type: options.type ?? PAYMENT_TYPE.kiosk,
          payment_status: 1,
        },
      },
    });
}

/**
 * Issue 34, hole 2 (docs/decisions/026), at the api: kiosk gifts whose payment code is mailed to one
 * inbox are limited per inbox whatever client sends them, and not for the inbox's verified owner;
 * each kind of a donation's mails is limited per inbox on its way out, and a send that fails does not
 * count. (integration/payments/donation-mail-limits.test.ts runs the same through pay and the gateway.)
 */
describe.each(testEngines)('limits that protect an inbox, on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpListener;
  let campaign: CreatorCampaign;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createTestApp(engine, { settings: { SMTP_URL: smtp.url } });
    campaign = await createGatewayCampaign(t.db, ['wallet', 'kiosk']);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const donate = donateOn(
    () => t,
    () => campaign,
  );
  const gateway = gatewayInternalCalls(() => ({ t, campaign }));

  /** The gateway issued the donation's kiosk code: the api keeps it and queues its mail. */
  async function codeIssued(id: number) {
    expect((await gateway.order(id)).statusCode).toBe(200);
    const answer = await gateway.report(id, {
      transaction_id: gateway.newTransaction(),
      outcome: 'pending',
      kiosk_reference: String(10_000_000 + id),
      kiosk_expires_at: new Date(Date.now() + 48 * 3600_000).toISOString(),
    });
    expect(gateway.resultOf(answer)).toBe('reference-kept');
  }
  const mailsTo = (address: string) =>
    smtp.mails.filter((mail) =>
      [mail.to]
        .flat()
        .some((group) =>
          group?.value.some((entry) => mailboxKey(entry.address ?? '') === mailboxKey(address)),
        ),
    );

  it('takes a few kiosk gifts to one inbox from many clients, then refuses more in Arabic; other methods go on', async () => {
    const inbox = freshInbox();
    const [local, domain] = inbox.split('@') as [string, string];
    const spellings = [
      inbox,
      inbox.toUpperCase(),
      `${local.replace(/\./g, '')}+athar@googlemail.com`,
      `"${local}"@${domain}.`,
      `\u200F${local}@${domain}`,
      `${local}\u200B@${domain}`,
    ];
    const kioskGifts = async () =>
      (
        await t.db
          .selectFrom('donations')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('campaign_id', '=', campaign.id)
          .where('type', '=', PAYMENT_TYPE.kiosk)
          .executeTakeFirstOrThrow()
      ).count;
    const before = Number(await kioskGifts());
    const answers = [];
    for (let i = 0; i < 3 * CODES_AN_HOUR; i += 1)
      answers.push(await donate(spellings[i % spellings.length]!, { client: freshClient() }));
    expect(answers.slice(0, CODES_AN_HOUR).map((answer) => answer.statusCode)).toEqual(
      Array(CODES_AN_HOUR).fill(200),
    );
    for (const refused of answers.slice(CODES_AN_HOUR)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 0, message: apiMessages.kioskCodesLimited });
    }
    // a refused gift left nothing behind
    expect(Number(await kioskGifts())).toBe(before + CODES_AN_HOUR);
    // a wallet gift sends the address no code: it is not refused
    expect((await donate(inbox, { type: PAYMENT_TYPE.wallet })).statusCode).toBe(200);
  });

  it('never refuses a family giving to its one shared address at a normal rate', async () => {
    const family = freshInbox('bayt.alsayed');
    const home = freshClient();
    for (let i = 0; i < CODES_AN_HOUR; i += 1) {
      const answer = await donate(family, { client: home });
      expect(answer.statusCode, answer.body).toBe(200);
      await codeIssued(answer.json().data[0].donation_id);
    }
    await t.app.outbox.drain();
    expect(mailsTo(family)).toHaveLength(CODES_AN_HOUR);
  });

  it('lets a logged-in owner of the verified address give after strangers used its share; not an unverified one', async () => {
    const inbox = freshInbox('salma.hassan');
    for (let i = 0; i < CODES_AN_HOUR; i += 1) expect((await donate(inbox)).statusCode).toBe(200);
    expect((await donate(inbox)).statusCode).toBe(429);

    const owner = await createLoggedInUser(t.db, { email: inbox });
    const own = await donate('ignored@example.com', { auth: owner.auth });
    expect(own.statusCode, own.body).toBe(200);
    const unverified = await createLoggedInUser(t.db, { email: freshInbox('x'), verified: false });
    for (let i = 0; i < CODES_AN_HOUR; i += 1)
      expect((await donate('ignored@example.com', { auth: unverified.auth })).statusCode).toBe(200);
    expect((await donate('ignored@example.com', { auth: unverified.auth })).statusCode).toBe(429);
  });

  it('sends an inbox the hour’s share of each kind of mail, leaves the rest unsent, never the gift', async () => {
    // the verified owner's own gifts are not refused; their code mails are still counted
    const owner = await createLoggedInUser(t.db, { email: freshInbox('hoda.ramadan') });
    const ids: number[] = [];
    for (let i = 0; i < donationLimits.mailsPerHour.max + 2; i += 1) {
      const answer = await donate(owner.email, { auth: owner.auth });
      expect(answer.statusCode).toBe(200);
      ids.push(answer.json().data[0].donation_id);
      await codeIssued(ids.at(-1)!);
    }
    await t.app.outbox.drain();
    expect(mailsTo(owner.email)).toHaveLength(donationLimits.mailsPerHour.max);
    const rows = await t.db
      .selectFrom('mail_outbox')
      .select(['sent_at', 'last_error'])
      .where('kind', '=', 'kiosk_reference')
      .where(sql<boolean>`(payload->>'donation_id')::bigint >= ${ids[0]!}`)
      .where(sql<boolean>`(payload->>'donation_id')::bigint <= ${ids.at(-1)!}`)
      .execute();
    expect(rows).toHaveLength(ids.length);
    expect(rows.filter((row) => row.last_error === RECIPIENT_LIMITED)).toHaveLength(2);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
    const kiosk = await t.db
      .selectFrom('donations')
      .select('kiosk_reference')
      .where('id', 'in', ids)
      .execute();
    expect(kiosk.every((row) => row.kiosk_reference !== null)).toBe(true);
  });
});

describe.each(oneEngine)('the limits’ store (%s)', (engine) => {
  it('counts an inbox across instances that share Redis', async () => {
    const [one, two] = [
      await createTestApp(engine, { settings: { REDIS_URL } }),
      await createTestApp(engine, { settings: { REDIS_URL } }),
    ];
    try {
      // each instance has a database of its own here: what they share is Redis
      const campaign = await createGatewayCampaign(one.db, ['kiosk']);
      const twin = await createGatewayCampaign(two.db, ['kiosk']);
      const inbox = freshInbox();
      const statuses: number[] = [];
      for (let i = 0; i <= CODES_AN_HOUR; i += 1) {
        const [t, aimed] = i % 2 === 0 ? [one, campaign] : [two, twin];
        statuses.push(
          (
            await donateOn(
              () => t,
              () => aimed,
            )(inbox)
          ).statusCode,
        );
      }
      expect(statuses).toEqual([...Array(CODES_AN_HOUR).fill(200), 429]);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('takes the gift and keeps its mail for a later try when the store does not answer', async () => {
    const smtp = await startSmtpListener();
    // nothing listens on port 1: every count fails
    const t = await createTestApp(engine, {
      settings: { REDIS_URL: 'redis://127.0.0.1:1/0', SMTP_URL: smtp.url },
    });
    try {
      const campaign = await createGatewayCampaign(t.db, ['kiosk']);
      const answer = await donateOn(
        () => t,
        () => campaign,
      )(freshInbox());
      expect(answer.statusCode, answer.body).toBe(200);
      const id = answer.json().data[0].donation_id as number;
      const gateway = gatewayInternalCalls(() => ({ t, campaign }));
      await gateway.order(id);
      await gateway.report(id, {
        transaction_id: gateway.newTransaction(),
        outcome: 'pending',
        kiosk_reference: '12345678',
        kiosk_expires_at: new Date(Date.now() + 48 * 3600_000).toISOString(),
      });
      await t.app.outbox.drain();
      const row = await t.db
        .selectFrom('mail_outbox')
        .select(['sent_at', 'attempts', 'last_error'])
        .where('kind', '=', 'kiosk_reference')
        .executeTakeFirstOrThrow();
      expect(row.sent_at).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.last_error).not.toBe(RECIPIENT_LIMITED);
      expect(smtp.mails).toHaveLength(0);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('does not count a mail whose send failed against its inbox', async () => {
    // nothing listens on port 1: every send fails
    const t = await createTestApp(engine, { settings: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const campaign = await createGatewayCampaign(t.db, ['kiosk']);
      const inbox = freshInbox();
      const answer = await donateOn(
        () => t,
        () => campaign,
      )(inbox);
      const id = answer.json().data[0].donation_id as number;
      const gateway = gatewayInternalCalls(() => ({ t, campaign }));
      await gateway.order(id);
      await gateway.report(id, {
        transaction_id: gateway.newTransaction(),
        outcome: 'pending',
        kiosk_reference: '87654321',
        kiosk_expires_at: new Date(Date.now() + 48 * 3600_000).toISOString(),
      });
      await t.app.outbox.drain();
      const row = await t.db
        .selectFrom('mail_outbox')
        .select(['sent_at', 'attempts'])
        .where('kind', '=', 'kiosk_reference')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ sent_at: null, attempts: 1 });
      const { name } = donationLimits.mailsPerHour;
      expect(await t.app.rateLimiter.store.count(`${name}:kiosk_reference:${mailboxKey(inbox)}`)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
