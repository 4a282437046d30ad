import { sql, type Kysely } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { Database } from '../schema';
import { donationWithNamesQuery } from './donation-with-names';

/** A donation as the payment host needs it: amount, status, campaign and the charity's merchant. */
function paymentDonationQuery(db: Kysely<Database>) {
  return donationWithNamesQuery(db).select([
    'd.id',
    'd.amount',
    'd.status',
    'd.type',
    'd.campaign_id',
    'd.ngo_id',
    'n.merchant_id',
    'n.merchant_name',
    'd.payment_ref as order_id',
    'd.payment_session_id',
    'd.payment_session_at',
    'd.success_indicator_hash',
    'd.payment_token_hash',
    'd.payment_token_expires_at',
    'd.receipt_key',
  ]);
}

export type PaymentDonationRow = Awaited<
  ReturnType<ReturnType<typeof paymentDonationQuery>['executeTakeFirstOrThrow']>
>;

export function paymentDonationRow(db: Kysely<Database>, id: number) {
  return paymentDonationQuery(db).where('d.id', '=', id).executeTakeFirst();
}

/** Card donations still pending whose bank session opened before `sessionBefore`, oldest first. */
export function pendingCardRows(db: Kysely<Database>, sessionBefore: Date, limit: number) {
  return paymentDonationQuery(db)
    .where('d.status', '=', 'pending')
    .where('d.type', '=', PAYMENT_TYPE.card)
    .where('d.payment_session_id', 'is not', null)
    .where('d.payment_session_at', '<', sessionBefore)
    .orderBy('d.payment_session_at')
    .limit(limit)
    .execute();
}

/**
 * Cancels card donations still pending, created before `createdBefore`, that never got a bank
 * session (at most `limit`, oldest first); answers the ids and donors of those cancelled.
 */
export function cancelCardWithoutSessionRows(db: Kysely<Database>, createdBefore: Date, limit: number) {
  const stale = db
    .selectFrom('donations')
    .select('id')
    .where('status', '=', 'pending')
    .where('type', '=', PAYMENT_TYPE.card)
    .where('payment_session_id', 'is', null)
    .where('created_at', '<', createdBefore)
    .orderBy('created_at')
    .limit(limit);
  // the conditions again on the locked rows: a session opened meanwhile keeps its donation
  return db
    .updateTable('donations')
    .set({ status: 'cancelled', status_changed_at: new Date() })
    .where('id', 'in', stale)
    .where('status', '=', 'pending')
    .where('payment_session_id', 'is', null)
    .returning(['id', 'user_id'])
    .execute();
}

/** Cash donations waiting for the charity's collector, oldest first. */
export function pendingCashRows(db: Kysely<Database>) {
  return donationWithNamesQuery(db)
    .leftJoin('cities as ci', 'ci.id', 'd.city_id')
    .leftJoin('areas as a', 'a.id', 'd.area_id')
    .select([
      'd.id',
      'd.amount',
      'd.donor_name',
      'd.msisdn',
      'ci.ar_name as city',
      'a.ar_name as area',
      'd.address',
      'd.created_at',
    ])
    .where('d.status', '=', 'pending')
    .where('d.type', '=', PAYMENT_TYPE.cash)
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
}

/**
 * Records a bank session on a pending card donation. The order id is set once (the first session)
 * and must stay the same; undefined when the donation is not pending, not a card one or has another
 * order.
 */
export function recordPaymentSessionRow(
  db: Kysely<Database>,
  id: number,
  session: { order_id: string; session_id: string; success_indicator_hash: string },
) {
  return db
    .updateTable('donations')
    .set({
      payment_ref: sql<string>`coalesce(payment_ref, ${session.order_id})`,
      payment_session_id: session.session_id,
      payment_session_at: new Date(),
      success_indicator_hash: session.success_indicator_hash,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('type', '=', PAYMENT_TYPE.card)
    .where((eb) => eb.or([eb('payment_ref', 'is', null), eb('payment_ref', '=', session.order_id)]))
    .returning('id')
    .executeTakeFirst();
}
