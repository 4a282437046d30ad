import { sql, type Kysely } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { donationWithNamesQuery } from '../../db/queries/donation-with-names';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { anonymiseIfDonorDeleted } from '../accounts/anonymise-donations';
import {
  BANK_CURRENCY,
  type PaymentDonation,
  type PendingCashDonation,
  type RecordSessionBody,
} from './payment-schemas';

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

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentDonationQuery>['executeTakeFirstOrThrow']>>;

function toPaymentDonation(row: PaymentRow): PaymentDonation {
  return {
    ...row,
    currency: BANK_CURRENCY,
    payment_session_at: row.payment_session_at?.toISOString() ?? null,
    payment_token_expires_at: row.payment_token_expires_at?.toISOString() ?? null,
  };
}

/** A donation as the payment host needs it: amount, status, campaign and the charity's merchant. */
export async function readPaymentDonation(db: Kysely<Database>, id: number): Promise<PaymentDonation> {
  const row = await paymentDonationQuery(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
  return toPaymentDonation(row);
}

/** Card donations still pending whose bank session is older than the given age, oldest first. */
export async function listPendingCard(
  db: Kysely<Database>,
  olderThanSeconds: number,
  limit: number,
): Promise<PaymentDonation[]> {
  const rows = await paymentDonationQuery(db)
    .where('d.status', '=', 'pending')
    .where('d.type', '=', PAYMENT_TYPE.card)
    .where('d.payment_session_id', 'is not', null)
    .where('d.payment_session_at', '<', new Date(Date.now() - olderThanSeconds * 1000))
    .orderBy('d.payment_session_at')
    .limit(limit)
    .execute();
  return rows.map(toPaymentDonation);
}

/**
 * Cancels card donations still pending that never got a bank session and are older than the given
 * age: the bank never saw them, so no payment can arrive for them (a donor who left before the
 * bank's page, or whose session was refused). Answers the ids cancelled, oldest first.
 */
export async function cancelCardWithoutSession(
  db: Kysely<Database>,
  olderThanSeconds: number,
  limit: number,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const stale = trx
      .selectFrom('donations')
      .select('id')
      .where('status', '=', 'pending')
      .where('type', '=', PAYMENT_TYPE.card)
      .where('payment_session_id', 'is', null)
      .where('created_at', '<', new Date(Date.now() - olderThanSeconds * 1000))
      .orderBy('created_at')
      .limit(limit);
    // the conditions again on the locked rows: a session opened meanwhile keeps its donation
    const cancelled = await trx
      .updateTable('donations')
      .set({ status: 'cancelled', status_changed_at: new Date() })
      .where('id', 'in', stale)
      .where('status', '=', 'pending')
      .where('payment_session_id', 'is', null)
      .returning(['id', 'user_id'])
      .execute();
    for (const row of cancelled) if (row.user_id !== null) await anonymiseIfDonorDeleted(trx, row.id);
    return cancelled.map((row) => row.id).sort((a, b) => a - b);
  });
}

/** Cash donations waiting for the charity's collector, oldest first. */
export async function listPendingCash(db: Kysely<Database>): Promise<PendingCashDonation[]> {
  const rows = await donationWithNamesQuery(db)
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
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/**
 * Records the bank session opened for a pending card donation. The order id is set once (the first
 * session) and must stay the same, so that every attempt of a donation is one order at the bank.
 */
export async function recordPaymentSession(
  db: Kysely<Database>,
  id: number,
  session: RecordSessionBody,
): Promise<void> {
  const updated = await db
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
  if (updated) return;
  await readPaymentDonation(db, id);
  throw new AppError('CONFLICT', apiMessages.donationClosed);
}

/**
 * Confirms only when what the bank reported matches the stored amount and currency. A card donation
 * is confirmed only with the bank's figures; cash (the collector's word) has none to give.
 */
export function assertBankAmount(
  donation: PaymentDonation,
  reported: { amount?: number | undefined; currency?: string | undefined },
) {
  if (
    donation.type === PAYMENT_TYPE.card &&
    (reported.amount === undefined || reported.currency === undefined)
  )
    throw new AppError('BAD_REQUEST', apiMessages.badRequest);
  const amountDiffers = reported.amount !== undefined && reported.amount !== donation.amount;
  const currencyDiffers = reported.currency !== undefined && reported.currency !== donation.currency;
  if (amountDiffers || currencyDiffers) throw new AppError('CONFLICT', apiMessages.conflict);
}
