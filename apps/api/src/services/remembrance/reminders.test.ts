import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromHijri, toHijri } from '@athar/contract/hijri/calendar';
import { anniversaryDay, arafahDay, ramadanStart } from '@athar/contract/hijri/occasions';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/connect';
import type { Database } from '../../db/schema';
import { addDays } from '../../lib/cairo-time';
import { renderMail } from '../mail-template';
import { composeMail } from '../mail-outbox/compose-mail';
import { outboxMail } from '../mail-outbox/outbox-mail';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { storedMailLink, tokenOfLink } from '../../test/mail-link-rows';
import { createTestDatabase, oneEngine, testEngines, type TestDatabase } from '../../test/test-database';
import { sendDueReminders } from './reminders';

const PUBLIC_URL = 'https://athar.example';
const ALL_OFF = { anniversary: false, ramadan: false, arafah: false, friday: false, family_updates: false };

/** Noon in Cairo of a day: the daily job's `now`. */
const noonOf = (day: string) => new Date(`${day}T10:00:00Z`);
/** 00:30 in Cairo (still the day before in UTC): the Cairo day decides. */
const justAfterMidnightOf = (day: string) => new Date(`${addDays(day, -1)}T22:30:00Z`);
const isFriday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 5;

async function setDeath(db: Kysely<Database>, campaign: CreatorCampaign, hijri: string) {
  const [year, month, day] = hijri.split('-').map(Number) as [number, number, number];
  await db
    .updateTable('campaigns')
    .set({ death_date: fromHijri({ year, month, day }), death_hijri: hijri, death_calendar: 'hijri' })
    .where('id', '=', campaign.id)
    .execute();
}

/** A database of two remembered campaigns, for one describe below. */
async function remindersDatabase(engine: Engine) {
  const database = await createTestDatabase(engine, { seed: false });
  const db = database.handle.db;
  const older = await createCreatorCampaign(db, { title: 'محمود عبد الرحمن' });
  const recent = await createCreatorCampaign(db, { title: 'سعاد إبراهيم', deceased_gender: 'female' });
  await setDeath(db, older, '1445-05-12');
  await setDeath(db, recent, '1446-10-05');
  return { database, db, older, recent };
}

/** The follows and the queued reminders of the describes below, on the database `db()` gives. */
function reminderCalls(db: () => Kysely<Database>) {
  let counter = 0;

  async function followOf(
    campaign: CreatorCampaign,
    choices: Partial<typeof ALL_OFF>,
    confirmed = true,
  ): Promise<number> {
    counter += 1;
    const row = await db()
      .insertInto('campaign_follows')
      .values({
        campaign_id: campaign.id,
        email: `follower-${counter}@example.com`,
        ...ALL_OFF,
        ...choices,
        confirmed_at: confirmed ? new Date('2024-01-01T00:00:00Z') : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const remindersOf = async (followId: number) =>
    (
      await db()
        .selectFrom('mail_outbox')
        .select(['kind', 'payload'])
        .where('kind', '=', 'reminder')
        .execute()
    )
      .map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload))
      .filter((payload: { follow_id: number }) => payload.follow_id === followId);

  /** Before each test: no reminder queued and no follow. */
  const clear = async () => {
    await db().deleteFrom('mail_outbox').execute();
    await db().deleteFrom('campaign_follows').execute();
  };

  return { followOf, remindersOf, clear };
}

describe.each(oneEngine)('daily reminders on %s', (engine) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  /** died 12 Jumada al-Ula 1445 */
  let older: CreatorCampaign;
  /** died 5 Shawwal 1446, after that Ramadan began */
  let recent: CreatorCampaign;

  const { followOf, remindersOf, clear } = reminderCalls(() => db);

  beforeAll(async () => {
    ({ database, db, older, recent } = await remindersDatabase(engine));
  });
  afterAll(() => database.dispose());
  beforeEach(clear);

  it('reminds of the Hijri anniversary two Hijri years after the death, on that day only', async () => {
    const follow = await followOf(older, { anniversary: true });
    const day = anniversaryDay({ year: 1445, month: 5, day: 12 }, 1447);
    expect(toHijri(day)).toEqual({ year: 1447, month: 5, day: 12 });
    expect(await sendDueReminders(db, noonOf(addDays(day, -1)))).toBe(0);
    expect(await sendDueReminders(db, noonOf(addDays(day, 1)))).toBe(0);
    expect(await sendDueReminders(db, justAfterMidnightOf(day))).toBe(1);
    expect(await remindersOf(follow)).toEqual([{ follow_id: follow, occasion: 'anniversary', day }]);
    // the year of the death itself has no anniversary
    expect(await sendDueReminders(db, noonOf(fromHijri({ year: 1445, month: 5, day: 12 })))).toBe(0);
  });

  it('reminds of the first Ramadan after the death only', async () => {
    const recentFollow = await followOf(recent, { ramadan: true });
    const olderFollow = await followOf(older, { ramadan: true });
    // 1 Ramadan 1445: older's first Ramadan (died in Jumada al-Ula); recent had not died yet
    expect(await sendDueReminders(db, noonOf(ramadanStart(1445)))).toBe(1);
    expect(await remindersOf(olderFollow)).toHaveLength(1);
    // 1 Ramadan 1446: older's second, recent still alive
    expect(await sendDueReminders(db, noonOf(ramadanStart(1446)))).toBe(0);
    // 1 Ramadan 1447: recent's first; older's was last year
    expect(await sendDueReminders(db, noonOf(ramadanStart(1447)))).toBe(1);
    expect(await remindersOf(recentFollow)).toEqual([
      { follow_id: recentFollow, occasion: 'ramadan', day: ramadanStart(1447) },
    ]);
    expect(await sendDueReminders(db, noonOf(ramadanStart(1448)))).toBe(0);
    expect(await sendDueReminders(db, noonOf(addDays(ramadanStart(1447), 1)))).toBe(0);
  });

  it('reminds of the day of Arafah every year after the death', async () => {
    const follow = await followOf(older, { arafah: true });
    const after = await followOf(recent, { arafah: true });
    expect(await sendDueReminders(db, noonOf(arafahDay(1445)))).toBe(1);
    expect(await sendDueReminders(db, noonOf(arafahDay(1446)))).toBe(2);
    expect(await sendDueReminders(db, noonOf(arafahDay(1447)))).toBe(2);
    expect((await remindersOf(follow)).map((r: { day: string }) => r.day)).toEqual([
      arafahDay(1445),
      arafahDay(1446),
      arafahDay(1447),
    ]);
    expect(await remindersOf(after)).toHaveLength(2);
  });

  it('reminds on Fridays only those who chose them, and nothing to unconfirmed follows', async () => {
    let friday = '2027-01-01';
    while (!isFriday(friday)) friday = addDays(friday, 1);
    const chose = await followOf(recent, { friday: true });
    await followOf(recent, { anniversary: true, family_updates: true });
    await followOf(recent, { friday: true, ramadan: true, arafah: true, anniversary: true }, false);
    await followOf(older, { friday: true, ramadan: true, arafah: true, anniversary: true }, false);
    expect(await sendDueReminders(db, noonOf(addDays(friday, -1)))).toBe(0);
    expect(await sendDueReminders(db, noonOf(friday))).toBe(1);
    expect(await remindersOf(chose)).toEqual([{ follow_id: chose, occasion: 'friday', day: friday }]);
    // the unconfirmed ones get nothing on any occasion either
    for (const day of [
      anniversaryDay({ year: 1445, month: 5, day: 12 }, 1447),
      anniversaryDay({ year: 1446, month: 10, day: 5 }, 1447),
      ramadanStart(1447),
      arafahDay(1447),
    ]) {
      await sendDueReminders(db, noonOf(day));
    }
    const rows = await db.selectFrom('mail_outbox').select('payload').execute();
    const followIds = new Set(
      rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload).follow_id),
    );
    const confirmed = await db
      .selectFrom('campaign_follows')
      .select('id')
      .where('confirmed_at', 'is not', null)
      .execute();
    for (const id of followIds) expect(confirmed.map((row) => row.id)).toContain(id);
  });

  it('composes a respectful mail with the link, the SMS code, WhatsApp and the unsubscribe links', async () => {
    const follow = await followOf(recent, { anniversary: true });
    const day = anniversaryDay({ year: 1446, month: 10, day: 5 }, 1448);
    expect(await sendDueReminders(db, noonOf(day))).toBe(1);
    const [row] = await db.selectFrom('mail_outbox').select(['kind', 'payload']).execute();
    const mail = outboxMail.parse({
      kind: row!.kind,
      payload: typeof row!.payload === 'string' ? JSON.parse(row!.payload) : row!.payload,
    });
    const outgoing = await composeMail(db, PUBLIC_URL, mail);
    expect(outgoing).not.toBeNull();
    const { text, html } = renderMail(outgoing!);
    expect(outgoing!.subject).toBe('حلّت الذكرى السنوية لوفاة المرحومة سعاد إبراهيم، رحمها الله');
    expect(text).toContain(`${PUBLIC_URL}/${recent.code}`);
    expect(text).toContain(`T${recent.code}`);
    expect(text).toContain('5 شوال 1446 هـ');
    const whatsapp = outgoing!.links!.find((link) => link.url.startsWith('https://wa.me/?text='))!;
    expect(decodeURIComponent(whatsapp.url)).toContain(`${PUBLIC_URL}/${recent.code}`);
    // opaque links, stored with what they stop (docs/decisions/028)
    expect(outgoing!.unsubscribe!.url).toMatch(
      /^https:\/\/athar\.example\/Reminders\/Unsubscribe\?token=[\w-]{43}$/,
    );
    expect(await storedMailLink(db, tokenOfLink(outgoing!.unsubscribe!.url))).toMatchObject({
      purpose: 'follow_unsubscribe',
      follow_id: follow,
      occasion: 'anniversary',
    });
    const all = outgoing!.links!.find((link) => link.url.includes('/Reminders/Unsubscribe'))!;
    expect(html).toContain(all.url.replace(/&/g, '&amp;'));
    expect(await storedMailLink(db, tokenOfLink(all.url))).toMatchObject({
      purpose: 'follow_unsubscribe',
      follow_id: follow,
      occasion: 'all',
    });
    expect(text).not.toContain('رحمه الله');

    // turned off after it was queued: no mail
    await db.updateTable('campaign_follows').set({ anniversary: false }).where('id', '=', follow).execute();
    expect(await composeMail(db, PUBLIC_URL, mail)).toBeNull();
  });
});

/** Where the engine can change the answer: instances running the same day's job at once. */
describe.each(testEngines)('daily reminders, run at once, on %s', (engine) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  /** died 12 Jumada al-Ula 1445 */
  let older: CreatorCampaign;

  const { followOf, remindersOf, clear } = reminderCalls(() => db);

  beforeAll(async () => {
    ({ database, db, older } = await remindersDatabase(engine));
  });
  afterAll(() => database.dispose());
  beforeEach(clear);

  it('queues once however many times (or instances) run the same day', async () => {
    const follow = await followOf(older, { anniversary: true });
    const day = anniversaryDay({ year: 1445, month: 5, day: 12 }, 1448);
    const runs = await Promise.all([1, 2, 3].map(() => sendDueReminders(db, noonOf(day))));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendDueReminders(db, noonOf(day))).toBe(0);
    expect(await remindersOf(follow)).toHaveLength(1);
  });
});
