import { sql, type Kysely, type Transaction } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { RecordScheduleSessionBody } from '@athar/contract/internal/giving-schedule';
import type { Piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';
import { cairoDay } from '../../lib/cairo-time';
import { donationsOpenColumn } from './permit-in-force';
import { schedulesWithCharity } from './schedules-with-charity';

/**
 * Scheduled giving by card (docs/decisions/020) as the payment host needs it: the schedule whose card the
 * bank verifies (its charity's merchant, its verification order and agreement) and a night's donation
 * with the agreement and token the bank charges it on.
 */

/**
 * A card schedule with its campaign, its charity's merchant (the agreement's own once active) and
 * whether the charity takes a new payment today; undefined for none or a wallet or kiosk schedule.
 */
export function paymentScheduleRow(db: Kysely<Database>, id: number) {
  return schedulesWithCharity(db)
    .select([
      donationsOpenColumn(sql.ref('p.ngo_id'), cairoDay(new Date()), sql.ref('s.campaign_id')).as(
        'donations_open',
      ),
      's.id',
      's.status',
      's.amount',
      's.raise_amount',
      's.campaign_id',
      'c.title as campaign_title',
      'n.ar_name as ngo_name',
      sql<string | null>`coalesce(s.merchant_id, n.merchant_id)`.as('merchant_id'),
      'n.merchant_name',
      's.setup_order_id',
      's.setup_session_id',
      's.setup_session_at',
      's.setup_success_indicator_hash',
      's.setup_token_hash',
      's.agreement_id',
    ])
    .where('s.id', '=', id)
    .where('s.type', '=', PAYMENT_TYPE.card)
    .executeTakeFirst();
}

/**
 * Records the verification session just opened on a card schedule still in set-up, or on one waiting
 * for a raise to be verified (docs/decisions/027), with the agreement it is for (one per schedule: set
 * once, then the same); undefined otherwise.
 */
export function recordScheduleSessionRow(
  db: Kysely<Database>,
  id: number,
  session: RecordScheduleSessionBody,
) {
  return db
    .updateTable('giving_schedules')
    .set({
      setup_session_id: session.session_id,
      setup_order_id: session.order_id,
      setup_session_at: new Date(),
      setup_success_indicator_hash: session.success_indicator_hash,
      agreement_id: session.agreement_id,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'setup'),
        eb.and([eb('status', 'in', ['active', 'paused']), eb('raise_amount', 'is not', null)]),
      ]),
    )
    .where('type', '=', PAYMENT_TYPE.card)
    .where((eb) => eb.or([eb('agreement_id', 'is', null), eb('agreement_id', '=', session.agreement_id)]))
    .returning('id')
    .executeTakeFirst();
}

/** The card schedule and its charity's merchant, locked until the transaction ends. */
export function lockCardScheduleRow(trx: Transaction<Database>, id: number) {
  return schedulesWithCharity(trx)
    .select([
      's.id',
      's.status',
      's.amount',
      's.raise_amount',
      's.setup_order_id',
      's.agreement_id',
      's.card_token',
      'n.merchant_id as ngo_merchant_id',
    ])
    .where('s.id', '=', id)
    .where('s.type', '=', PAYMENT_TYPE.card)
    .forUpdate('s')
    .executeTakeFirst();
}

/**
 * The schedule is active on the verified card: its merchant, token and label, and the amount the card
 * was verified for (its own); version + 1.
 */
export function activateScheduleRow(
  trx: Transaction<Database>,
  id: number,
  card: { merchant_id: string; card_token: string; card_label: string },
) {
  return trx
    .updateTable('giving_schedules')
    .set((eb) => ({
      ...card,
      status: 'active',
      verified_amount: eb.ref('amount'),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'setup')
    .returning('id')
    .executeTakeFirst();
}

/**
 * The bank verified the card for the raise the schedule waited for (docs/decisions/027): the raise is
 * the nightly amount and what the card is verified for, on the card just verified (the donor may have
 * given another); the set-up token is spent; version + 1.
 */
export function applyVerifiedRaiseRow(
  trx: Transaction<Database>,
  id: number,
  card: { card_token: string; card_label: string },
) {
  return trx
    .updateTable('giving_schedules')
    .set((eb) => ({
      ...card,
      amount: eb.ref('raise_amount').$castTo<Piasters>().$notNull(),
      verified_amount: eb.ref('raise_amount'),
      raise_amount: null,
      setup_token_hash: null,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('raise_amount', 'is not', null)
    .returning('id')
    .executeTakeFirst();
}

/**
 * The schedule, agreement and token of a night's card donation; undefined unless the donation is a
 * card one given by a schedule whose card was verified.
 */
export function scheduledChargeRow(db: Kysely<Database>, donationId: number) {
  return db
    .selectFrom('donations as d')
    .innerJoin('giving_schedules as s', 's.id', 'd.schedule_id')
    .select(['s.id as schedule_id', 's.agreement_id', 's.card_token'])
    .where('d.id', '=', donationId)
    .where('d.type', '=', PAYMENT_TYPE.card)
    .where('s.type', '=', PAYMENT_TYPE.card)
    .where('s.agreement_id', 'is not', null)
    .where('s.card_token', 'is not', null)
    .executeTakeFirst();
}
