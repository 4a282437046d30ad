import { sql, type Kysely, type Transaction } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';
import type { GivingNightStatus } from '../schema-giving';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The nights a one-tap link may still pay for: the link was sent (wallet, kiosk), the bank declined
 * the card twice (the mail's pay-by-hand link), or the donor skipped it and then gave after all.
 * A night being charged, or already given, is never paid a second time through a link.
 */
const PAYABLE_BY_LINK: GivingNightStatus[] = ['link_sent', 'failed', 'skipped'];

/** A night a one-tap link may still pay for, with the amount that gives it and who its schedule gives as. */
export interface OpenLinkNight {
  amount: Piasters;
  occasion: string;
  donor_name: string;
  email: string | null;
  msisdn: string | null;
}

/**
 * A schedule's night of this campaign that may be paid through its link now, or undefined (another
 * campaign's schedule, a night never sent, being charged or given). Only a gift of its own `amount`
 * gives it (docs/decisions/027); the schedule's donor fills a gift that names none (its amendment).
 */
export async function openLinkNight(
  db: Db,
  link: { scheduleId: number; night: string; campaignId: number },
): Promise<OpenLinkNight | undefined> {
  return db
    .selectFrom('giving_nights as g')
    .innerJoin('giving_schedules as s', 's.id', 'g.schedule_id')
    .select(['g.amount', 'g.occasion', 's.donor_name', 's.email', 's.msisdn'])
    .where('g.schedule_id', '=', link.scheduleId)
    .where('g.night', '=', sql<Date>`cast(${link.night} as date)`)
    .where('s.campaign_id', '=', link.campaignId)
    .where('g.status', 'in', PAYABLE_BY_LINK)
    .executeTakeFirst();
}

/**
 * A donation made from a night's link was confirmed: the night is given, by this donation (the first
 * of several tries that confirms wins; a later one stays an ordinary gift of the schedule) — only by a
 * donation of the night's own amount, whatever tied it to the night.
 */
export async function confirmLinkNight(db: Db, donationId: number, now: Date): Promise<void> {
  await db
    .updateTable('giving_nights as g')
    .from('donations as d')
    .set({ status: 'confirmed', donation_id: donationId, updated_at: now })
    .where('d.id', '=', donationId)
    .whereRef('g.schedule_id', '=', 'd.schedule_id')
    .whereRef('g.night', '=', 'd.schedule_night')
    .whereRef('g.amount', '=', 'd.amount')
    .where('g.status', 'in', PAYABLE_BY_LINK)
    .execute();
}
