import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { GivingNightStatus } from '../schema-giving';
import { openNightCondition, type OpenNights } from './giving-open-nights';

/**
 * Card nights waiting for a bank attempt with nothing out at the bank ('due': claimed, or declined
 * once and waiting for the retry) that must not be charged any more: their schedule was paused or
 * cancelled, or their night is over (a night is given on its own evening, a Friday morning before its
 * prayer, never later: OpenNights). A 'charging' night is not one of them: its attempt may have
 * reached the bank, and is finished first. Locked, skipping the rows another run holds.
 */
export function heldNights(trx: Transaction<Database>, options: { open: OpenNights; scheduleId?: number }) {
  let query = trx
    .selectFrom('giving_nights as g')
    .innerJoin('giving_schedules as s', 's.id', 'g.schedule_id')
    .select([
      'g.schedule_id',
      sql<string>`to_char(g.night, 'YYYY-MM-DD')`.as('night'),
      'g.donation_id',
      's.status as schedule_status',
    ])
    .where('g.status', '=', 'due')
    .where('g.donation_id', 'is not', null)
    .where((eb) => eb.or([eb('s.status', '<>', 'active'), eb.not(openNightCondition(options.open))]));
  if (options.scheduleId !== undefined) query = query.where('g.schedule_id', '=', options.scheduleId);
  return query.forUpdate('g').skipLocked().execute();
}

/** Closes a held night: skipped (its schedule paused or cancelled) or failed (its night is over). */
export async function closeHeldNight(
  trx: Transaction<Database>,
  night: { schedule_id: number; night: string },
  status: Extract<GivingNightStatus, 'skipped' | 'failed'>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('giving_nights')
    .set({ status, next_attempt_at: null, updated_at: now })
    .where('schedule_id', '=', night.schedule_id)
    .where('night', '=', sql<Date>`cast(${night.night} as date)`)
    .where('status', '=', 'due')
    .execute();
}
