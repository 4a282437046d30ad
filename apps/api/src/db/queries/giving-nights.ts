import { sql, type Kysely, type Transaction } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { Piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';
import type { GivingNightStatus, GivingOccasion } from '../schema-giving';
import { openNightCondition, type OpenNights } from './giving-open-nights';
import { donationsOpenColumn } from './permit-in-force';
import { schedulesWithCharity } from './schedules-with-charity';

type Db = Kysely<Database> | Transaction<Database>;

const asDate = (day: string) => sql<Date>`cast(${day} as date)`;

/**
 * The active schedules that may give on `today` (a Cairo day) and have not claimed it yet: those whose
 * planned end is no earlier than yesterday (a correction may move the last night a day later), with
 * what a night's donation and the pattern's nights need, and whether the charity takes donations today.
 */
export function scheduleCandidates(db: Db, today: string) {
  return schedulesWithCharity(db)
    .select([
      's.id',
      's.pattern',
      's.type',
      's.amount',
      's.campaign_id',
      's.user_id',
      's.donor_name',
      's.email',
      's.msisdn',
      's.phone_confirmed_at',
      's.hide_data',
      's.created_at',
      sql<string>`to_char(s.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      'c.title as campaign_title',
      'c.deceased_gender',
      'c.death_hijri',
      'n.id as ngo_id',
      donationsOpenColumn(sql.ref('n.id'), today, sql.ref('s.campaign_id')).as('donations_open'),
    ])
    .where('s.status', '=', 'active')
    .where('s.ends_on', '>=', sql<Date>`cast(${today} as date) - 1`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('giving_nights as g')
            .select('g.schedule_id')
            .whereRef('g.schedule_id', '=', 's.id')
            .where('g.night', '=', asDate(today)),
        ),
      ),
    )
    .orderBy('s.id')
    .execute();
}

/**
 * Whether the schedule is still active, holding it (FOR SHARE) until the transaction ends: a pause or
 * a cancellation made meanwhile waits for the night's claim, or the claim sees it.
 */
export async function holdActiveSchedule(db: Db, scheduleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('giving_schedules')
    .select('id')
    .where('id', '=', scheduleId)
    .where('status', '=', 'active')
    .forShare()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims one night of a schedule: true for the one run that inserted it, false when it was already
 * there (claimed by another run, or skipped by the donor).
 */
export async function claimNight(
  db: Db,
  night: {
    schedule_id: number;
    night: string;
    occasion: GivingOccasion;
    status: Extract<GivingNightStatus, 'due' | 'link_sent'>;
    /** piasters: the schedule's amount now (docs/decisions/027) */
    amount: Piasters;
    next_attempt_at: Date | null;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('giving_nights')
    .values(night)
    .onConflict((oc) => oc.columns(['schedule_id', 'night']).doNothing())
    .returning('schedule_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ties a claimed card night to the donation made for it (which names its schedule). */
export async function linkNightDonation(
  db: Db,
  night: { schedule_id: number; night: string },
  donationId: number,
): Promise<void> {
  await db
    .updateTable('giving_nights')
    .set({ donation_id: donationId, updated_at: new Date() })
    .where('schedule_id', '=', night.schedule_id)
    .where('night', '=', asDate(night.night))
    .execute();
}

/** Queues a wallet or kiosk night's one-tap link by SMS; a second one for the same night is ignored. */
export async function insertNightSms(
  db: Db,
  row: { schedule_id: number; night: string; body: string },
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({ kind: 'schedule_night_link', donation_id: null, ...row })
    .onConflict((oc) => oc.columns(['kind', 'schedule_id', 'night']).doNothing())
    .execute();
}

/**
 * Claims up to `batch` card nights due for a bank attempt at `now` (FOR UPDATE SKIP LOCKED, so
 * parallel runs never take the same night): each becomes 'charging' and is leased until `leaseUntil`.
 * A 'due' night (nothing asked of the bank yet, or declined once and waiting for its retry) is claimed
 * only while its schedule is active and its night not over; a 'charging' one whose lease ran out (an
 * instance stopped mid-call, no answer) is always finished, with the same attempt: it may have reached
 * the bank before a pause or cancellation, and the same attempt is the same bank transaction.
 */
export function claimDueCharges(
  db: Db,
  now: Date,
  claim: { batch: number; leaseUntil: Date; open: OpenNights },
) {
  const due = db
    .selectFrom('giving_nights as g')
    .innerJoin('giving_schedules as s', 's.id', 'g.schedule_id')
    .select('g.donation_id')
    .where('g.next_attempt_at', '<=', now)
    .where('g.attempts', '<', 2)
    .where('g.donation_id', 'is not', null)
    .where('s.type', '=', PAYMENT_TYPE.card)
    .where((eb) =>
      eb.or([
        eb('g.status', '=', 'charging'),
        eb.and([eb('g.status', '=', 'due'), eb('s.status', '=', 'active'), openNightCondition(claim.open)]),
      ]),
    )
    .orderBy('g.next_attempt_at')
    .limit(claim.batch)
    .forUpdate('g')
    .skipLocked();
  return db
    .updateTable('giving_nights')
    .set({ status: 'charging', next_attempt_at: claim.leaseUntil, updated_at: now })
    .where('donation_id', 'in', due)
    .where('status', 'in', ['due', 'charging'])
    .returning([
      'schedule_id',
      sql<string>`to_char(night, 'YYYY-MM-DD')`.as('night'),
      'donation_id',
      'attempts',
    ])
    .execute();
}

/**
 * Records what became of a night being charged: only while it is still 'charging' (one answer per
 * attempt is recorded once). Answers whether this call recorded it.
 */
export async function settleChargingNight(
  db: Db,
  donationId: number,
  outcome: {
    status: Extract<GivingNightStatus, 'due' | 'charging' | 'confirmed' | 'failed'>;
    attempts: number;
    next_attempt_at: Date | null;
  },
): Promise<boolean> {
  const row = await db
    .updateTable('giving_nights')
    .set({ ...outcome, updated_at: new Date() })
    .where('donation_id', '=', donationId)
    .where('status', '=', 'charging')
    .returning('schedule_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A night's status (null when it was never claimed nor skipped). */
export async function nightStatus(
  db: Db,
  scheduleId: number,
  night: string,
): Promise<GivingNightStatus | null> {
  const row = await db
    .selectFrom('giving_nights')
    .select('status')
    .where('schedule_id', '=', scheduleId)
    .where('night', '=', asDate(night))
    .executeTakeFirst();
  return row?.status ?? null;
}

/** A schedule as its mails tell it: the donor, the campaign and its charity. */
export function scheduleMailContext(db: Db, scheduleId: number) {
  return schedulesWithCharity(db)
    .select([
      's.id',
      's.status',
      's.pattern',
      's.type',
      's.amount',
      's.email',
      's.donor_name',
      's.card_label',
      's.created_at',
      sql<string>`to_char(s.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      'c.id as campaign_id',
      'c.title as campaign_title',
      'c.deceased_gender',
      'c.death_hijri',
      'n.ar_name as ngo_name',
    ])
    .where('s.id', '=', scheduleId)
    .executeTakeFirst();
}

/**
 * Skips the card nights whose donations a permit's revocation cancelled (docs/decisions/026), while
 * nothing of them is out at the bank ('due'): no charge follows, and no "charge failed" mail.
 */
export async function skipNightsOfDonations(db: Db, donationIds: number[]): Promise<void> {
  if (donationIds.length === 0) return;
  await db
    .updateTable('giving_nights')
    .set({ status: 'skipped', next_attempt_at: null, updated_at: new Date() })
    .where('donation_id', 'in', donationIds)
    .where('status', '=', 'due')
    .execute();
}

/**
 * The schedule, night (`YYYY-MM-DD`) and occasion a donation gives for: a card night's donation (the
 * night names it) or a gift made from a night's one-tap link (the donation names the night); none for
 * any other. `same_address`: the donation's e-mail is the schedule's own (case aside).
 */
export async function nightOfDonation(
  db: Db,
  donationId: number,
): Promise<{ schedule_id: number; night: string; occasion: GivingOccasion; same_address: boolean } | null> {
  const row = await db
    .selectFrom('donations as d')
    .innerJoin('giving_schedules as s', 's.id', 'd.schedule_id')
    .innerJoin('giving_nights as g', (join) =>
      join
        .onRef('g.schedule_id', '=', 'd.schedule_id')
        .on((eb) =>
          eb.or([eb('g.donation_id', '=', eb.ref('d.id')), eb('g.night', '=', eb.ref('d.schedule_night'))]),
        ),
    )
    .select([
      'g.schedule_id',
      sql<string>`to_char(g.night, 'YYYY-MM-DD')`.as('night'),
      'g.occasion',
      sql<boolean>`coalesce(lower(d.email) = lower(s.email), false)`.as('same_address'),
    ])
    .where('d.id', '=', donationId)
    .executeTakeFirst();
  return row ?? null;
}
