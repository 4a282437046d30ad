import type { Kysely } from 'kysely';
import { CASH_CONTACT_HOURS, PAYMENT_TYPE } from '@athar/contract/constants';
import type { CashQueueItem, ContactState } from '@athar/contract/charity/cash-queue';
import { piastersToEgp } from '@athar/contract/money';
import type { Database } from '../schema';
import { piasters } from '@athar/contract/piasters';

const HOUR_MS = 60 * 60 * 1000;

/** on time with more than a day left, due today within the last 24 hours, then overdue. */
export function contactState(hoursLeftExact: number): ContactState {
  if (hoursLeftExact <= 0) return 'overdue';
  return hoursLeftExact <= 24 ? 'due_today' : 'on_time';
}

/**
 * Pending cash donations of one charity, oldest first, with the place names and the last "contacted"
 * record, in one query; optionally of one governorate and area.
 */
export async function cashQueue(
  db: Kysely<Database>,
  ngoId: number,
  filter: { city?: number; area?: number },
  now: Date = new Date(),
): Promise<CashQueueItem[]> {
  let query = db
    .selectFrom('donations as d')
    .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
    .innerJoin('cities as ci', 'ci.id', 'd.city_id')
    .innerJoin('areas as a', 'a.id', 'd.area_id')
    .select((eb) => [
      'd.id',
      'd.donor_name',
      'd.msisdn',
      'ci.id as city_id',
      'ci.ar_name as city',
      'a.id as area_id',
      'a.ar_name as area',
      'd.address',
      'd.amount',
      'd.comment',
      'c.id as campaign_id',
      'c.title as campaign_title',
      'c.moderation',
      'd.created_at',
      eb
        .selectFrom('donation_events as e')
        .select((inner) => inner.fn.max('e.created_at').as('at'))
        .whereRef('e.donation_id', '=', 'd.id')
        .where('e.action', '=', 'contacted')
        .as('contacted_at'),
    ])
    .where('d.ngo_id', '=', ngoId)
    .where('d.status', '=', 'pending')
    .where('d.type', '=', PAYMENT_TYPE.cash);
  if (filter.city !== undefined) query = query.where('d.city_id', '=', filter.city);
  if (filter.area !== undefined) query = query.where('d.area_id', '=', filter.area);
  const rows = await query.orderBy('d.created_at').orderBy('d.id').execute();

  return rows.map(({ moderation, ...row }) => {
    const created = new Date(row.created_at);
    const deadline = new Date(created.getTime() + CASH_CONTACT_HOURS * HOUR_MS);
    const hoursLeftExact = (deadline.getTime() - now.getTime()) / HOUR_MS;
    return {
      ...row,
      address: row.address ?? '',
      amount: piastersToEgp(piasters(Number(row.amount))),
      created_at: created.toISOString(),
      contact_deadline: deadline.toISOString(),
      // whole hours, toward zero: "5 hours late" is -5
      hours_left: Math.trunc(hoursLeftExact) || 0,
      contact_state: contactState(hoursLeftExact),
      contacted_at: row.contacted_at ? new Date(row.contacted_at).toISOString() : null,
      campaign_under_review: moderation !== null,
    };
  });
}
