import { sql, type Kysely, type Transaction } from 'kysely';
import { ANONYMOUS_DONOR_NAME } from '@athar/contract/constants';
import type { Piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';
import type { GivingOccasion } from '../schema-giving';
import { deleteScheduleLinksOfUser } from './giving-schedule-links';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Giving schedules as their donor sees and changes them (docs/decisions/020: the signed link's page and
 * /MyDonations), the family's counts of givers per night, and a person's schedules under the privacy
 * rules (export, deletion). The nightly job's claims are in giving-nights.ts.
 */

function scheduleRows(db: Db) {
  return db
    .selectFrom('giving_schedules as s')
    .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
    .select([
      's.id',
      's.campaign_id',
      's.user_id',
      's.pattern',
      's.amount',
      's.verified_amount',
      's.raise_amount',
      's.type',
      's.status',
      sql<string>`to_char(s.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      's.card_label',
      's.version',
      's.created_at',
      's.msisdn',
      's.phone_confirmed_at',
      's.phone_code_expires_at',
      's.cancelled_at',
      'c.title as campaign_title',
      'c.death_hijri',
    ]);
}

export type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleRows>['execute']>>[number];

/** One schedule with its campaign's title and date of death; undefined when there is none. */
export function findScheduleRow(db: Db, scheduleId: number): Promise<ScheduleRow | undefined> {
  return scheduleRows(db).where('s.id', '=', scheduleId).executeTakeFirst();
}

/** The same, holding the schedule (FOR UPDATE) until the transaction ends: one change at a time. */
export function lockScheduleRow(
  trx: Transaction<Database>,
  scheduleId: number,
): Promise<ScheduleRow | undefined> {
  return scheduleRows(trx).where('s.id', '=', scheduleId).forUpdate('s').executeTakeFirst();
}

/** A user's schedules that were set up (a card never verified is left out), newest first. */
export function schedulesOfUser(db: Db, userId: number): Promise<ScheduleRow[]> {
  return scheduleRows(db)
    .where('s.user_id', '=', userId)
    .where('s.status', '<>', 'setup')
    .orderBy('s.id', 'desc')
    .execute();
}

export interface NightRow {
  schedule_id: number;
  night: string;
  occasion: GivingOccasion;
  status: 'due' | 'charging' | 'confirmed' | 'failed' | 'link_sent' | 'skipped';
}

/** The claimed and skipped nights of some schedules, in order. */
export async function nightRowsOf(db: Db, scheduleIds: number[]): Promise<NightRow[]> {
  if (scheduleIds.length === 0) return [];
  return db
    .selectFrom('giving_nights')
    .select(['schedule_id', sql<string>`to_char(night, 'YYYY-MM-DD')`.as('night'), 'occasion', 'status'])
    .where('schedule_id', 'in', scheduleIds)
    .orderBy('night')
    .execute();
}

/**
 * One change the donor made, version + 1: active ⇄ paused; the amount of every night not yet claimed
 * (piasters, at most what a card was verified for: the database refuses more), which drops a raise
 * still waiting for the bank; a raise above it, waiting for the bank's new verification with a new
 * set-up token (the earlier verification's session forgotten: it was not for this amount); or
 * cancelled for good — no night not yet claimed is given, and a card schedule's token is dropped, so
 * nothing can be charged on its agreement any more.
 */
export type ScheduleChange =
  | { status: 'active' | 'paused' }
  | { amount: Piasters; raise_amount: null }
  | ({ raise_amount: Piasters } & RaiseSession)
  | ({ status: 'cancelled'; cancelled_at: Date; card_token: null; setup_token_hash: null } & RaiseDropped);

/** A new verification for a raise: its set-up token, no session yet. */
interface RaiseSession {
  setup_token_hash: string;
  setup_order_id: null;
  setup_session_id: null;
  setup_session_at: null;
  setup_success_indicator_hash: null;
}

interface RaiseDropped {
  raise_amount: null;
}

export const raiseAsked = (amount: Piasters, setupTokenHash: string): ScheduleChange => ({
  raise_amount: amount,
  setup_token_hash: setupTokenHash,
  setup_order_id: null,
  setup_session_id: null,
  setup_session_at: null,
  setup_success_indicator_hash: null,
});

export const cancellation = (now: Date): ScheduleChange => ({
  status: 'cancelled',
  cancelled_at: now,
  card_token: null,
  setup_token_hash: null,
  raise_amount: null,
});

/** A new set-up token for the raise a schedule waits for (the same raise asked again); no version change. */
export async function renewRaiseToken(
  trx: Transaction<Database>,
  scheduleId: number,
  setupTokenHash: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('giving_schedules')
    .set({ setup_token_hash: setupTokenHash, updated_at: now })
    .where('id', '=', scheduleId)
    .where('raise_amount', 'is not', null)
    .execute();
}

export async function changeSchedule(
  trx: Transaction<Database>,
  scheduleId: number,
  change: ScheduleChange,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('giving_schedules')
    .set((eb) => ({ ...change, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', scheduleId)
    .execute();
}

/**
 * Claims a night as 'skipped' before the nightly job does (the job's INSERT … ON CONFLICT DO NOTHING
 * then finds it taken); false when the night already has a row. version + 1 when it was skipped.
 */
export async function skipNight(
  trx: Transaction<Database>,
  night: { schedule_id: number; night: string; occasion: string; amount: Piasters },
  now: Date,
): Promise<boolean> {
  const row = await trx
    .insertInto('giving_nights')
    .values({
      schedule_id: night.schedule_id,
      night: night.night,
      occasion: night.occasion as GivingOccasion,
      status: 'skipped',
      amount: night.amount,
    })
    .onConflict((oc) => oc.columns(['schedule_id', 'night']).doNothing())
    .returning('schedule_id')
    .executeTakeFirst();
  if (!row) return false;
  await trx
    .updateTable('giving_schedules')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', night.schedule_id)
    .execute();
  return true;
}

/**
 * A campaign's schedules that give or gave (set-up ones left out), with whether the donor lets their
 * name show: the schedule's own choice, their account's, and an account not deleted.
 */
export function campaignScheduleRows(db: Db, campaignId: number) {
  return db
    .selectFrom('giving_schedules as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.pattern',
      's.status',
      's.created_at',
      sql<string>`to_char(s.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      's.donor_name',
      sql<boolean>`(s.hide_data OR coalesce(u.hide_data, false) OR u.deleted_at IS NOT NULL)`.as('hidden'),
    ])
    .where('s.campaign_id', '=', campaignId)
    .where('s.status', '<>', 'setup')
    .orderBy('s.id')
    .execute();
}

/** Every night row of a campaign's schedules, with its donation's status and amount when it has one. */
export function campaignNightRows(db: Db, campaignId: number) {
  return db
    .selectFrom('giving_nights as g')
    .innerJoin('giving_schedules as s', 's.id', 'g.schedule_id')
    .leftJoin('donations as d', 'd.id', 'g.donation_id')
    .select([
      'g.schedule_id',
      sql<string>`to_char(g.night, 'YYYY-MM-DD')`.as('night'),
      'g.occasion',
      'g.status',
      'd.status as donation_status',
      'd.amount as donation_amount',
    ])
    .where('s.campaign_id', '=', campaignId)
    .orderBy('g.night')
    .execute();
}

/** A person's schedules for the data export, oldest first, with what they gave of themselves in them. */
export function exportScheduleRows(db: Db, userId: number) {
  return db
    .selectFrom('giving_schedules as s')
    .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
    .select([
      's.id',
      's.campaign_id',
      'c.title as campaign_title',
      's.pattern',
      's.amount',
      's.type',
      's.status',
      sql<string>`to_char(s.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      's.donor_name',
      's.email',
      's.msisdn',
      's.hide_data',
      's.card_label',
      's.created_at',
      's.cancelled_at',
    ])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
}

/**
 * What a deleted account leaves of its schedules: each is cancelled (nothing more is given or charged,
 * the card's token goes) and keeps no name, e-mail or phone; the nights given stay as donations.
 */
export async function eraseSchedulesOfUser(
  trx: Transaction<Database>,
  userId: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('giving_schedules')
    .set((eb) => ({
      status: 'cancelled',
      cancelled_at: eb.fn.coalesce('cancelled_at', sql<Date>`${now}`),
      donor_name: ANONYMOUS_DONOR_NAME,
      email: null,
      msisdn: null,
      hide_data: true,
      card_token: null,
      setup_token_hash: null,
      raise_amount: null,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('user_id', '=', userId)
    .execute();
  await deleteScheduleLinksOfUser(trx, userId);
}
