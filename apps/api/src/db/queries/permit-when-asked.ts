import { expressionBuilder, sql, type Expression, type Kysely, type Transaction } from 'kysely';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Whether the permit a donation was asked for under still stands (docs/decisions/026): an approved
 * online permit of its charity that covered the Cairo day the donor was asked to pay (the donation's
 * `created_at`: every payment page opens from it, and none opens once the charity is paused) and was
 * not revoked since. A permit that merely reached its last day stands for what was asked under it
 * (PRODUCT.md §12.1); a revoked one stands for nothing not yet confirmed. A boolean expression on the
 * donation's columns, for the WHERE of the confirming UPDATE and the lists of what revocation closes.
 */
export function permitStandsForDonation(donation: { ngoId: Expression<number>; askedAt: Expression<Date> }) {
  const askedDay = sql<Date>`(${donation.askedAt} AT TIME ZONE ${CAIRO_TIME_ZONE})::date`;
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom('charity_permits as permit')
      .select('permit.id')
      .where('permit.ngo_id', '=', donation.ngoId)
      .where('permit.status', '=', 'approved')
      .where('permit.scope', '=', 'online')
      .where('permit.revoked_at', 'is', null)
      .where('permit.starts_on', '<=', askedDay)
      .where('permit.ends_on', '>=', askedDay),
  );
}

/** The same for the `donations` row the outer query names `table` (`donations` or an alias such as `d`). */
export const permitStandsFor = (table: string) =>
  permitStandsForDonation({
    ngoId: sql.ref<number>(`${table}.ngo_id`),
    askedAt: sql.ref<Date>(`${table}.created_at`),
  });

/** Whether one donation's permit still stands (see permitStandsForDonation); false for an unknown id. */
export async function donationPermitStands(db: Db, donationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('donations as d')
    .select(permitStandsFor('d').as('stands'))
    .where('d.id', '=', donationId)
    .executeTakeFirst();
  return Boolean(row?.stands);
}

/**
 * Cancels a charity's pending donations whose permit no longer stands (its revocation), in the caller's
 * transaction: each gets a `permit_revoked` event of no staff member. Answers what pay must close at the
 * bank or the gateway: the id, type, gateway order, bank order and schedule of each.
 */
export async function cancelDonationsOfRevokedPermit(trx: Transaction<Database>, ngoId: number, now: Date) {
  const cancelled = await trx
    .updateTable('donations as d')
    .set({ status: 'cancelled', status_changed_at: now })
    .where('d.ngo_id', '=', ngoId)
    .where('d.status', '=', 'pending')
    .where((eb) => eb.not(permitStandsFor('d')))
    .returning(['d.id', 'd.type', 'd.user_id', 'd.gateway_order_id', 'd.payment_ref', 'd.schedule_id'])
    .execute();
  await recordPermitRevoked(
    trx,
    cancelled.map((row) => row.id),
  );
  return cancelled;
}

/** The `permit_revoked` events of donations just cancelled by a revocation (by no staff member). */
export async function recordPermitRevoked(db: Db, donationIds: number[]): Promise<void> {
  if (donationIds.length === 0) return;
  await db
    .insertInto('donation_events')
    .values(
      donationIds.map((id) => ({
        donation_id: id,
        staff_id: null,
        action: 'permit_revoked' as const,
        note: null,
      })),
    )
    .execute();
}

/**
 * Records that money was taken for a donation its charity may no longer take, once per donation, action
 * and note (the gateway's transaction, the bank's order): a `refund_due` event, or the return itself
 * (`refunded`, `voided`). The caller holds the donation's row lock, so two reports cannot both insert.
 * False when it was recorded before.
 */
export async function recordRevokedPayment(
  db: Db,
  event: { donation_id: number; action: 'refund_due' | 'refunded' | 'voided'; note: string },
): Promise<boolean> {
  const earlier = await db
    .selectFrom('donation_events')
    .select('id')
    .where('donation_id', '=', event.donation_id)
    .where('action', '=', event.action)
    .where('note', '=', event.note)
    .executeTakeFirst();
  if (earlier) return false;
  await db
    .insertInto('donation_events')
    .values({ donation_id: event.donation_id, staff_id: null, action: event.action, note: event.note })
    .execute();
  return true;
}
