import type { Kysely } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { GatewayOutcome } from '@athar/contract/internal/gateway-transaction';
import type { Database, GatewayResultColumn } from '../schema';
import type { Piasters } from '@athar/contract/piasters';

/** A donation as a gateway transaction acts on it, its row locked for the rest of the transaction. */
export function lockDonationForGateway(db: Kysely<Database>, donationId: number) {
  return db
    .selectFrom('donations')
    .select(['id', 'type', 'status', 'amount', 'email', 'kiosk_reference', 'kiosk_expires_at'])
    .where('id', '=', donationId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Records a gateway transaction's outcome for a donation, its result still to be decided; false when
 * that transaction's outcome was recorded before (a repeated or replayed callback).
 */
export async function insertGatewayTransaction(
  db: Kysely<Database>,
  transaction: {
    transaction_id: string;
    outcome: GatewayOutcome;
    donation_id: number;
    amount: Piasters;
    currency: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('gateway_transactions')
    .values({ ...transaction, result: 'unchanged' })
    .onConflict((oc) => oc.columns(['transaction_id', 'outcome']).doNothing())
    .returning('transaction_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** What the api did with a recorded transaction's outcome. */
export async function setGatewayTransactionResult(
  db: Kysely<Database>,
  key: { transaction_id: string; outcome: GatewayOutcome },
  result: GatewayResultColumn,
): Promise<void> {
  await db
    .updateTable('gateway_transactions')
    .set({ result })
    .where('transaction_id', '=', key.transaction_id)
    .where('outcome', '=', key.outcome)
    .execute();
}

/** Keeps the reference code a pending kiosk donation is paid with, and until when it can be. */
export async function keepKioskReference(
  db: Kysely<Database>,
  donationId: number,
  reference: { kiosk_reference: string; kiosk_expires_at: Date },
): Promise<void> {
  await db
    .updateTable('donations')
    .set(reference)
    .where('id', '=', donationId)
    .where('status', '=', 'pending')
    .where('type', '=', PAYMENT_TYPE.kiosk)
    .execute();
}

/** Marks a confirmed donation refunded; undefined when it is not confirmed. */
export function refundConfirmedDonation(db: Kysely<Database>, donationId: number, now: Date) {
  return db
    .updateTable('donations')
    .set({ status: 'refunded', refunded_at: now, status_changed_at: now })
    .where('id', '=', donationId)
    .where('status', '=', 'confirmed')
    .returning(['campaign_id', 'ngo_id', 'type', 'amount', 'confirmed_at'])
    .executeTakeFirst();
}

/** Records a refund or void the gateway reported on a donation: an event of no staff member. */
export async function insertGatewayEvent(
  db: Kysely<Database>,
  event: { donation_id: number; action: 'refunded' | 'voided'; note: string },
): Promise<void> {
  await db
    .insertInto('donation_events')
    .values({ donation_id: event.donation_id, staff_id: null, action: event.action, note: event.note })
    .execute();
}

/** Whether the gateway reported a refund or void of the transaction (docs/decisions/026). */
export async function reversalReported(db: Kysely<Database>, transactionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('gateway_transactions')
    .select('transaction_id')
    .where('transaction_id', '=', transactionId)
    .where('outcome', 'in', ['refunded', 'voided'])
    .executeTakeFirst();
  return row !== undefined;
}
