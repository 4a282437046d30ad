import { sql } from 'kysely';
import { scheduleLinkKey } from '../../lib/schedule-links';
import type { GivingPattern } from '../../db/schema-giving';
import type { Engine } from '../../db/connect';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createCharity, createPermit } from '../../test/charity-factories';
import { createGatewayCampaign } from '../../test/gateway-factories';
import { createSchedule } from '../../test/giving-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { composeMail } from '../mail-outbox/compose-mail';
import { outboxMail } from '../mail-outbox/outbox-mail';

/**
 * The set-up the tests of the nightly job of scheduled giving share (nightly.test.ts, the card
 * nights; nightly.messages.test.ts, the links and mails): their app and campaigns, and what they
 * read back. `context` gives the test app once a test's beforeAll made it.
 */

export const HOUR = 60 * 60_000;
// the 27th night of Ramadan 1448 is the evening of 5 March 2027
export const NIGHT_27 = '2027-03-05';
/** Permits (under a year each) in force on every night these tests give on. */
const PERMITS = [
  { starts_on: '2026-01-01', ends_on: '2026-12-31' },
  { starts_on: '2027-01-01', ends_on: '2027-12-31' },
];

/** The charity takes donations on every night of these tests (and only through these permits). */
async function permitted(t: TestApp, ngoId: number) {
  await t.db.deleteFrom('charity_permits').where('ngo_id', '=', ngoId).execute();
  for (const permit of PERMITS) await createPermit(t.db, { id: ngoId }, permit);
}

/** The test app with a card campaign (of a woman) and a wallet-and-kiosk one, both permitted. */
export async function createNightlyTestApp(engine: Engine, app = () => createTestApp(engine)) {
  const t = await app();
  const card = await createCreatorCampaign(t.db, {
    charity: await createCharity(t.db, { card: true, permit: false }),
    title: 'سعاد إبراهيم',
    deceased_gender: 'female',
  });
  await permitted(t, card.ngo_id);
  const wallet = await createGatewayCampaign(t.db, ['wallet', 'kiosk']);
  await permitted(t, wallet.ngo_id);
  return { t, card, wallet };
}

/** Before each test: no night, no night link, no mail, and every schedule cancelled. */
export async function clearNights(t: TestApp) {
  await t.db.deleteFrom('giving_nights').execute();
  await t.db.deleteFrom('sms_outbox').where('kind', '=', 'schedule_night_link').execute();
  await t.db.deleteFrom('mail_outbox').execute();
  await t.db.updateTable('giving_schedules').set({ status: 'cancelled', cancelled_at: new Date() }).execute();
}

export function nightlyHelpers(context: () => TestApp) {
  let counter = 0;

  /**
   * An active schedule as the set-up left it (a card one with its verified agreement), a wallet or kiosk
   * one's phone confirmed for its texts unless told (docs/decisions/026).
   */
  const scheduleOf = (
    campaign: CreatorCampaign,
    options: {
      pattern: Exclude<GivingPattern, 'anniversary'>;
      setUpOn: string;
      endsOn: string;
      type?: 2 | 4 | 5;
      phoneConfirmed?: boolean;
    },
  ) =>
    createSchedule(context().db, campaign, {
      donor: 'هالة منصور',
      email: `donor-${++counter}@example.com`,
      pattern: options.pattern,
      amount: 15_000,
      type: options.type === 5 ? 'kiosk' : options.type === 4 ? 'wallet' : 'card',
      createdAt: new Date(`${options.setUpOn}T10:00:00Z`),
      endsOn: options.endsOn,
      phoneConfirmedAt: options.phoneConfirmed === false ? null : new Date(`${options.setUpOn}T10:05:00Z`),
    });

  const nightsOf = (scheduleId: number) =>
    context()
      .db.selectFrom('giving_nights')
      .select([
        sql<string>`to_char(night, 'YYYY-MM-DD')`.as('night'),
        'occasion',
        'status',
        'attempts',
        'donation_id',
        'next_attempt_at',
      ])
      .where('schedule_id', '=', scheduleId)
      .orderBy('night')
      .execute();
  const donationsOf = (scheduleId: number) =>
    context()
      .db.selectFrom('donations')
      .select(['id', 'status', 'amount', 'type', 'campaign_id', 'email', 'donor_name', 'channel'])
      .where('schedule_id', '=', scheduleId)
      .execute();
  const mails = async (kind: string) =>
    (
      await context()
        .db.selectFrom('mail_outbox')
        .select(['kind', 'payload'])
        .where('kind', '=', kind as never)
        .execute()
    ).map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload));
  const compose = async (kind: string, payload: unknown) =>
    composeMail(
      context().db,
      context().config.PUBLIC_URL,
      outboxMail.parse({ kind, payload }),
      undefined,
      undefined,
      { key: scheduleLinkKey(context().config.PAY_WEBHOOK_SECRET), clock: context().app.clock },
    );

  return {
    permitted: (ngoId: number) => permitted(context(), ngoId),
    scheduleOf,
    nightsOf,
    donationsOf,
    mails,
    compose,
  };
}
