import { sql, type Insertable, type Kysely } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { DonationAction } from '@athar/contract/charity/donation-action';
import type { Database, DonationStatusColumn, DonationsTable } from '../schema';
import type { Piasters } from '@athar/contract/piasters';
import { donationsOpenColumn } from './permit-in-force';
import { permitStandsFor } from './permit-when-asked';

/** The donation an Idempotency-Key already made, with the hash of the request that made it. */
export function findDonationByIdempotencyKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('donations')
    .select(['id', 'type', 'amount', 'campaign_id', 'receipt_key', 'request_hash'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A new payment token for a card donation still pending; undefined once it is settled. */
export function renewPaymentToken(
  db: Kysely<Database>,
  donationId: number,
  token: { hash: string; expiresAt: Date },
) {
  return db
    .updateTable('donations')
    .set({ payment_token_hash: token.hash, payment_token_expires_at: token.expiresAt })
    .where('id', '=', donationId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
}

/**
 * The charity a campaign's donations go to, the channels it offers, and whether it takes a new
 * donation at all on `day` (a Cairo day: a fundraising permit in force, docs/decisions/018).
 */
export function campaignCharity(db: Kysely<Database>, campaignId: number, day: string) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select([
      donationsOpenColumn(sql.ref('n.id'), day, sql.ref('c.id')).as('donations_open'),
      'c.id',
      'c.moderation',
      'n.id as ngo_id',
      'n.cash_collection',
      'n.merchant_id',
      'n.paymob_account',
      'n.wallet_integration_id',
      'n.kiosk_integration_id',
      'n.meeza_integration_id',
    ])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
}

/** Every column a donation made on the site is inserted with: the same statement for each. */
export type NewWebDonation = Required<
  Pick<
    Insertable<DonationsTable>,
    | 'campaign_id'
    | 'ngo_id'
    | 'user_id'
    | 'donor_name'
    | 'email'
    | 'msisdn'
    | 'amount'
    | 'channel'
    | 'type'
    | 'city_id'
    | 'area_id'
    | 'address'
    | 'comment'
    | 'hide_data'
    | 'visibility'
    | 'idempotency_key'
    | 'payment_token_hash'
    | 'payment_token_expires_at'
    | 'schedule_id'
    | 'schedule_night'
  >
> & { request_hash: string };

/** Inserts a pending donation; undefined when another request with the same Idempotency-Key won. */
export function insertWebDonation(db: Kysely<Database>, donation: NewWebDonation) {
  return db
    .insertInto('donations')
    .values({
      campaign_id: donation.campaign_id,
      ngo_id: donation.ngo_id,
      user_id: donation.user_id,
      donor_name: donation.donor_name,
      email: donation.email,
      msisdn: donation.msisdn,
      amount: donation.amount,
      channel: donation.channel,
      type: donation.type,
      city_id: donation.city_id,
      area_id: donation.area_id,
      address: donation.address,
      comment: donation.comment,
      hide_data: donation.hide_data,
      visibility: donation.visibility,
      idempotency_key: donation.idempotency_key,
      schedule_id: donation.schedule_id,
      schedule_night: donation.schedule_night,
      request_hash: donation.request_hash,
      payment_token_hash: donation.payment_token_hash,
      payment_token_expires_at: donation.payment_token_expires_at,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(['id', 'type', 'amount', 'campaign_id', 'receipt_key'])
    .executeTakeFirst();
}

/**
 * Confirms a donation only while it is pending and the permit it was asked for under still stands
 * (permit-when-asked.ts: not revoked since): of concurrent confirmations one gets the row, and a
 * revocation committed first leaves it nothing to confirm.
 */
export function confirmPendingDonation(db: Kysely<Database>, donationId: number, now: Date) {
  return db
    .updateTable('donations')
    .set({ status: 'confirmed', confirmed_at: now, status_changed_at: now })
    .where('id', '=', donationId)
    .where('status', '=', 'pending')
    .where(permitStandsFor('donations'))
    .returning(['campaign_id', 'ngo_id', 'type', 'amount', 'email', 'msisdn', 'user_id', 'schedule_id'])
    .executeTakeFirst();
}

/** Adds one confirmed donation to its campaign's stored totals; the row lock orders confirmations. */
export function addToCampaignTotals(db: Kysely<Database>, campaignId: number, amount: Piasters) {
  return db
    .updateTable('campaigns')
    .set((eb) => ({
      collected: eb('collected', '+', amount),
      donors_count: eb('donors_count', '+', 1),
    }))
    .where('id', '=', campaignId)
    .returning(['collected', 'user_id'])
    .executeTakeFirstOrThrow();
}

/**
 * Takes one refunded donation out of its campaign's stored totals: the inverse of addToCampaignTotals
 * (what derives from `collected`, such as the units completed, follows).
 */
export function subtractFromCampaignTotals(db: Kysely<Database>, campaignId: number, amount: Piasters) {
  return db
    .updateTable('campaigns')
    .set((eb) => ({
      collected: eb('collected', '-', amount),
      donors_count: eb('donors_count', '-', 1),
    }))
    .where('id', '=', campaignId)
    .returning(['collected', 'donors_count'])
    .executeTakeFirstOrThrow();
}

/** Marks a donation failed or cancelled only while it is pending. */
export function closePendingDonation(
  db: Kysely<Database>,
  donationId: number,
  status: 'failed' | 'cancelled',
) {
  return db
    .updateTable('donations')
    .set({ status, status_changed_at: new Date() })
    .where('id', '=', donationId)
    .where('status', '=', 'pending')
    .returning(['id', 'user_id'])
    .executeTakeFirst();
}

export async function donationStatus(
  db: Kysely<Database>,
  donationId: number,
): Promise<DonationStatusColumn | undefined> {
  const row = await db
    .selectFrom('donations')
    .select('status')
    .where('id', '=', donationId)
    .executeTakeFirst();
  return row?.status;
}

/** A cash donation of one charity, its row locked for the rest of the transaction. */
export function lockCashDonation(db: Kysely<Database>, donationId: number, ngoId: number) {
  return db
    .selectFrom('donations')
    .select(['id', 'status'])
    .where('id', '=', donationId)
    .where('ngo_id', '=', ngoId)
    .where('type', '=', PAYMENT_TYPE.cash)
    .forUpdate()
    .executeTakeFirst();
}

/** Records a console action on a donation: who, what and why. */
export async function insertDonationEvent(
  db: Kysely<Database>,
  event: { donation_id: number; staff_id: number; action: DonationAction; note: string | null },
): Promise<void> {
  await db
    .insertInto('donation_events')
    .values({
      donation_id: event.donation_id,
      staff_id: event.staff_id,
      action: event.action,
      note: event.note,
    })
    .execute();
}
