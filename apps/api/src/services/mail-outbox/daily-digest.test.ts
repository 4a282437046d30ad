import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/connect';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createDonation } from '../../test/donation-factories';
import { createAppWithSettings } from '../../test/factories';
import { linkFrom, startSmtpListener, type SmtpListener } from '../../test/smtp-listener';
import type { TestApp } from '../../test/test-app';
import { oneEngine, testEngines } from '../../test/test-database';
import { dueDigestDay, sendDailyDigests } from './daily-digest';

const PUBLIC_URL = 'https://athar.example';
/** a summer day: Cairo is UTC+3, so its calendar day starts at 21:00 UTC the evening before */
const DAY = '2024-07-15';

describe('the digest day', () => {
  it('is yesterday from 08:00 Cairo time, and the day before until then', () => {
    // November: Cairo is UTC+2
    expect(dueDigestDay(new Date('2026-11-23T05:59:00Z'))).toBe('2026-11-21');
    expect(dueDigestDay(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-22');
    expect(dueDigestDay(new Date('2026-11-23T21:59:00Z'))).toBe('2026-11-22');
    expect(dueDigestDay(new Date('2026-11-23T22:00:00Z'))).toBe('2026-11-22');
    expect(dueDigestDay(new Date('2026-03-01T10:00:00Z'))).toBe('2026-02-28');
  });
});

/** The api mailing through a real SMTP listener, and a campaign, for one describe below. */
async function digestApp(engine: Engine) {
  const smtp = await startSmtpListener();
  const t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
  const campaign = await createCreatorCampaign(t.db);
  // what it had collected before the days these tests look at
  await createDonation(t.db, campaign, { status: 'confirmed', amount: 5_000, at: '2024-07-01T09:00:00Z' });
  return { smtp, t, campaign };
}

/** A card donation to `to`, confirmed `at` that time, or pending without one. */
const cardDonation = (t: TestApp, to: CreatorCampaign, amount: number, at: string | null) =>
  createDonation(t.db, to, {
    type: 'card',
    amount,
    donor: 'متبرع',
    msisdn: null,
    ...(at ? { status: 'confirmed' as const, at } : {}),
  });

/**
 * Where the engine can change the answer: the Cairo day's bounds in SQL (AT TIME ZONE, on each
 * engine's time zone data), and instances racing for the same day.
 */
describe.each(testEngines)('daily digests to creators on %s', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let campaign: CreatorCampaign;

  beforeAll(async () => {
    ({ smtp, t, campaign } = await digestApp(engine));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string) =>
    smtp.mails.filter((mail) => [mail.to].flat().some((to) => to?.text.includes(address)));
  /** A card donation to the campaign (or `to`), confirmed `at` that time, or pending without one. */
  const donation = (amount: number, at: string | null, to: CreatorCampaign = campaign) =>
    cardDonation(t, to, amount, at);

  it('mails one digest with the count and sum of the day, and nothing when run again', async () => {
    await donation(3_000, '2024-07-14T20:50:00Z'); // 23:50 the day before, Cairo time
    await donation(10_000, '2024-07-14T21:30:00Z'); // 00:30 on the day
    await donation(25_000, '2024-07-15T20:30:00Z'); // 23:30 on the day
    await donation(7_000, '2024-07-15T21:10:00Z'); // 00:10 the day after
    await donation(40_000, null);

    expect(await sendDailyDigests(t.app, DAY)).toBe(1);
    expect(await t.app.outbox.drain()).toBe(1);
    const mail = await smtp.nextMailTo(campaign.creator.email);
    // two donations: the dual, and the words of a man (the factory's default)
    expect(mail.subject).toBe(`تبرعان جديدان لحملة ${campaign.title}`);
    expect(String(mail.html)).toContain('dir="rtl"');
    expect(mail.text).toContain(
      `هذا ما وصل إلى حملتك في ذكرى المرحوم ${campaign.title}، رحمه الله، يوم الاثنين، 15 يوليو 2024:`,
    );
    expect(mail.text).toContain('تبرعان جديدان بمجموع 350 ج.م');
    expect(mail.text).toContain('إجمالي الحملة في نهاية اليوم: 430 ج.م');
    expect(mail.text).toContain('اللهم اغفر له وارحمه.');
    // the short link, written out and behind the button, never the long percent-encoded address
    const shortLink = `${PUBLIC_URL}/${campaign.code}`;
    expect(linkFrom(mail, `${PUBLIC_URL}/`)).toBe(shortLink);
    expect(mail.text).toContain(`رابط الحملة للمشاركة: ${shortLink}`);
    expect(String(mail.html)).not.toContain('/CampaignDonation/');

    expect(await sendDailyDigests(t.app, DAY)).toBe(0);
    const racing = await Promise.all([sendDailyDigests(t.app, DAY), sendDailyDigests(t.app, DAY)]);
    expect(racing).toEqual([0, 0]);
    expect(await t.app.outbox.drain()).toBe(0);
    expect(mailsTo(campaign.creator.email)).toHaveLength(1);
  });

  it('sends one digest per campaign even when instances race for a new day', async () => {
    await donation(2_000, '2024-07-16T09:00:00Z');
    const racing = await Promise.all([
      sendDailyDigests(t.app, '2024-07-16'),
      sendDailyDigests(t.app, '2024-07-16'),
      sendDailyDigests(t.app, '2024-07-16'),
    ]);
    expect(racing.reduce((sum, count) => sum + count, 0)).toBe(1);
    await t.app.outbox.drain();
    expect(mailsTo(campaign.creator.email)).toHaveLength(2);
  });

  it('mails nothing for a day without confirmed donations', async () => {
    expect(await sendDailyDigests(t.app, '2024-07-20')).toBe(0);
    expect(await t.app.outbox.drain()).toBe(0);
    expect(mailsTo(campaign.creator.email)).toHaveLength(2);
    await expect(sendDailyDigests(t.app, 'yesterday')).rejects.toThrow();
  });
});

describe.each(oneEngine)("the words of a creator's daily digest on %s", (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;

  beforeAll(async () => {
    ({ smtp, t } = await digestApp(engine));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const donation = (amount: number, at: string | null, to: CreatorCampaign) =>
    cardDonation(t, to, amount, at);

  it('says the count in agreement and speaks of a woman as a woman (issue 16)', async () => {
    const hers = await createCreatorCampaign(t.db, {
      title: 'المرحومة سعاد حسن',
      deceased_gender: 'female',
    });
    for (let gift = 0; gift < 3; gift += 1) await donation(10_000, '2024-07-18T09:00:00Z', hers);
    expect(await sendDailyDigests(t.app, '2024-07-18')).toBe(1);
    await t.app.outbox.drain();
    const mail = await smtp.nextMailTo(hers.creator.email);
    expect(mail.subject).toBe('3 تبرعات جديدة لحملة المرحومة سعاد حسن');
    // her title already says «المرحومة»: it is not said twice
    expect(mail.text).toContain('في ذكرى المرحومة سعاد حسن، رحمها الله، يوم');
    expect(mail.text).toContain('3 تبرعات جديدة بمجموع 300 ج.م');
    expect(mail.text).not.toContain('رحمه الله');
    // the short prayer that closes every mail about a campaign, in her gender
    expect(mail.text).toContain('اللهم اغفر لها وارحمها.');
    expect(mail.text).not.toContain('اغفر له ');
  });
});
