import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/connect';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createAppWithSettings, uniqueEmail } from '../../test/factories';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener';
import { createLoggedInStaff, createPendingCash } from '../../test/staff-factories';
import type { TestApp } from '../../test/test-app';
import { oneEngine, testEngines } from '../../test/test-database';
import { confirmDonation } from '../donations/confirm-donation';
import { createMailer } from '../mailer';
import { retryDelayMs } from '../outbox-runner';
import { createMailOutbox, MAX_MAIL_ATTEMPTS } from './dispatcher';

const PUBLIC_URL = 'https://athar.example';
const later = (ms: number) => new Date(Date.now() + ms);

describe('retry delays', () => {
  it('grow from 30 seconds and stop growing at 6 hours', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(3)).toBeGreaterThan(retryDelayMs(2));
    expect(retryDelayMs(MAX_MAIL_ATTEMPTS)).toBe(6 * 60 * 60_000);
  });
});

/** The api and a campaign, mailing to a port where nothing listens yet, for one describe below. */
async function outboxApp(engine: Engine) {
  // a port where nothing listens yet: the SMTP server is "down" until a test starts it there
  const probe = await startSmtpListener();
  const smtpUrl = probe.url;
  await probe.close();
  const t = await createAppWithSettings(engine, { SMTP_URL: smtpUrl, PUBLIC_URL });
  const campaign = await createCreatorCampaign(t.db, { collected: 50_000 });
  return { smtpUrl, t, campaign };
}

const mailsIn = (smtp: SmtpListener | undefined, address: string) =>
  (smtp?.mails ?? []).filter((mail) => [mail.to].flat().some((to) => to?.text.includes(address)));

describe.each(oneEngine)('the mail outbox on %s', (engine) => {
  let smtp: SmtpListener | undefined;
  let smtpUrl: string;
  let t: TestApp;
  let campaign: CreatorCampaign;

  beforeAll(async () => {
    ({ smtpUrl, t, campaign } = await outboxApp(engine));
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  const rowOf = (donationId: number) =>
    t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'receipt')
      .where(sql<string>`payload->>'donation_id'`, '=', String(donationId))
      .executeTakeFirstOrThrow();
  const mailsTo = (address: string) => mailsIn(smtp, address);

  it('keeps a mail while SMTP is down, without failing the confirmation, and sends it once when back', async () => {
    t.app.outbox.start();
    const staff = await createLoggedInStaff(t.db, campaign.ngo_id);
    const email = uniqueEmail('patient');
    const id = await createPendingCash(t.db, campaign, { email });
    const collected = await t.call({
      method: 'POST',
      url: `/api/charity/donations/${id}/collected`,
      headers: staff.auth,
    });
    expect(collected.statusCode).toBe(200);
    expect(collected.json().data[0]).toMatchObject({ status: 'confirmed', changed: true });

    expect(await t.app.outbox.drain()).toBe(0);
    const pending = await rowOf(id);
    expect(pending.sent_at).toBeNull();
    expect(pending.attempts).toBeGreaterThan(0);
    expect(pending.last_error).toMatch(/ECONNREFUSED/);
    expect(pending.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    smtp = await startSmtpListener(Number(new URL(smtpUrl).port));
    // not due yet: the retry waits for its backoff
    expect(await t.app.outbox.drain()).toBe(0);
    expect(await t.app.outbox.drain(later(retryDelayMs(MAX_MAIL_ATTEMPTS)))).toBe(1);
    expect((await smtp.nextMailTo(email)).subject).toContain(String(id));
    expect(await t.app.outbox.drain(later(2 * retryDelayMs(MAX_MAIL_ATTEMPTS)))).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);
    const sent = await rowOf(id);
    expect(sent.sent_at).toBeInstanceOf(Date);
    expect(sent.last_error).toBeNull();
    await t.app.outbox.stop();
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const email = uniqueEmail('never');
    const id = await createPendingCash(t.db, campaign, { email });
    await confirmDonation(t.db, id);
    const broken = createMailOutbox({
      db: t.db,
      mailer: {
        send: async () => {
          throw new Error('smtp refused the recipient');
        },
      },
      publicUrl: PUBLIC_URL,
      log: t.app.log,
    });
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS + 2; attempt++) {
      await broken.drain(later(attempt * 2 * retryDelayMs(MAX_MAIL_ATTEMPTS)));
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sent_at: null });
    expect(row.last_error).toBe('smtp refused the recipient');
    expect(await t.app.outbox.drain(later(365 * 24 * 60 * 60_000))).toBe(0);
    expect(mailsTo(email)).toHaveLength(0);
  });
});

/** Where the engine can change the answer: dispatchers claiming the same rows at once (SKIP LOCKED). */
describe.each(testEngines)('the mail outbox, drained at once, on %s', (engine) => {
  let smtp: SmtpListener | undefined;
  let smtpUrl: string;
  let t: TestApp;
  let campaign: CreatorCampaign;

  beforeAll(async () => {
    ({ smtpUrl, t, campaign } = await outboxApp(engine));
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  const mailsTo = (address: string) => mailsIn(smtp, address);

  it('never sends one row twice when several dispatchers drain at once', async () => {
    smtp ??= await startSmtpListener(Number(new URL(smtpUrl).port));
    const emails = Array.from({ length: 24 }, () => uniqueEmail('many'));
    const ids = await Promise.all(emails.map((email) => createPendingCash(t.db, campaign, { email })));
    for (const id of ids) await confirmDonation(t.db, id);

    const mailers = [1, 2].map(() =>
      createMailer({ smtpUrl: smtp!.url, from: 'athar@example.com', mailDir: '', log: () => {} }),
    );
    const others = mailers.map((mailer) =>
      createMailOutbox({ db: t.db, mailer, publicUrl: PUBLIC_URL, log: t.app.log }),
    );
    const counts = await Promise.all([t.app.outbox, ...others].map((outbox) => outbox.drain()));
    await Promise.all(mailers.map((mailer) => mailer.close?.()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(emails.length);
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
  });
});
