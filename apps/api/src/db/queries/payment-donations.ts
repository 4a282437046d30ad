import { sql, type Kysely } from 'kysely';
import { GATEWAY_PAYMENT_TYPES, PAYMENT_TYPE } from '@athar/contract/constants';
import type { Database } from '../schema';
import { cairoDay } from '../../lib/cairo-time';
import { donationWithNamesQuery } from './donation-with-names';
import { donationsOpenColumn } from './permit-in-force';
import { permitStandsFor } from './permit-when-asked';

/**
 * A donation as the payment host needs it: amount, status, campaign, the charity's merchant and
 * gateway account, the gateway's order, the donor's contact (the gateway's billing data), whether
 * its charity takes a new payment now (a fundraising permit in force on today's Cairo day), and
 * whether the permit it was asked for under was revoked since.
 */
function paymentDonationQuery(db: Kysely<Database>) {
  return donationWithNamesQuery(db).select([
    donationsOpenColumn(sql.ref('d.ngo_id'), cairoDay(new Date()), sql.ref('d.campaign_id')).as(
      'donations_open',
    ),
    // its permit, in force when the donor was asked to pay, revoked since (docs/decisions/026)
    sql<boolean>`NOT ${permitStandsFor('d')}`.as('permit_revoked'),
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
    'n.paymob_account',
    'n.wallet_integration_id',
    'n.kiosk_integration_id',
    'n.meeza_integration_id',
    'd.gateway_order_id',
    'd.gateway_order_at',
    'd.gateway_client_secret',
    'd.kiosk_reference',
    'd.kiosk_expires_at',
    'd.donor_name',
    'd.email',
    'd.msisdn',
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

/** Wallet, kiosk and Meeza donations still pending whose gateway order opened before `orderBefore`, oldest first. */
export function pendingGatewayRows(db: Kysely<Database>, orderBefore: Date, limit: number) {
  return paymentDonationQuery(db)
    .where('d.status', '=', 'pending')
    .where('d.type', 'in', GATEWAY_PAYMENT_TYPES)
    .where('d.gateway_order_id', 'is not', null)
    .where('d.gateway_order_at', '<', orderBefore)
    .orderBy('d.gateway_order_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/**
 * What marks a pending card or gateway donation as having reached its payer's page: a bank session
 * (card), a gateway order (wallet, kiosk, Meeza).
 */
const NEVER_SENT = {
  card: { types: [PAYMENT_TYPE.card], sentColumn: 'payment_session_id' },
  gateway: { types: GATEWAY_PAYMENT_TYPES, sentColumn: 'gateway_order_id' },
} as const;

/**
 * Cancels card (or gateway) donations still pending, created before `createdBefore`, that never got a
 * bank session (or a gateway order) — at most `limit`, oldest first; answers the ids and donors of
 * those cancelled.
 */
export function cancelNeverSentRows(
  db: Kysely<Database>,
  kind: keyof typeof NEVER_SENT,
  createdBefore: Date,
  limit: number,
) {
  const { types, sentColumn } = NEVER_SENT[kind];
  const stale = db
    .selectFrom('donations')
    .select('id')
    .where('status', '=', 'pending')
    .where('type', 'in', types)
    .where(sentColumn, 'is', null)
    // a scheduled night is charged by the api's job with no session at all, and retried an hour later
    .where('schedule_id', 'is', null)
    .where('created_at', '<', createdBefore)
    .orderBy('created_at')
    .limit(limit);
  // the conditions again on the locked rows: a session or order opened meanwhile keeps its donation
  return db
    .updateTable('donations')
    .set({ status: 'cancelled', status_changed_at: new Date() })
    .where('id', 'in', stale)
    .where('status', '=', 'pending')
    .where(sentColumn, 'is', null)
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

/**
 * Records the gateway order (intention) opened for a pending wallet, kiosk or Meeza donation that has
 * none yet; undefined when it is not pending, not a gateway one, or has an order already.
 */
export function recordGatewayOrderRow(
  db: Kysely<Database>,
  id: number,
  order: { gateway_order_id: string; intention_id: string; client_secret: string },
) {
  return db
    .updateTable('donations')
    .set({
      gateway_order_id: order.gateway_order_id,
      gateway_order_at: new Date(),
      gateway_intention_id: order.intention_id,
      gateway_client_secret: order.client_secret,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('type', 'in', GATEWAY_PAYMENT_TYPES)
    .where('gateway_order_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
}
