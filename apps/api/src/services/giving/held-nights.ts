import type { Transaction } from 'kysely';
import { closeHeldNight, heldNights } from '../../db/queries/giving-held-nights';
import type { Database } from '../../db/schema';
import { givingTimeOver, MORNING_OCCASIONS } from '@athar/contract/hijri/giving-occasions';
import type { OpenNights } from '../../db/queries/giving-open-nights';
import { addDays, cairoDay, cairoHour } from '../../lib/cairo-time';
import { closeDonation } from '../donations/confirm-donation';

/**
 * The nights a card charge may still be made for at `now`: an evening's from last night on (a retry
 * runs past midnight: the job's last slot is 23:30 Cairo, a retry comes an hour later); a Friday
 * morning's only while its hours last, before the prayer (docs/decisions/030).
 */
export function openNights(now: Date): OpenNights {
  const today = cairoDay(now);
  const hour = cairoHour(now);
  return {
    evening: addDays(today, -1),
    mornings: MORNING_OCCASIONS.map((occasion) => ({
      occasion,
      from: givingTimeOver({ night: today, occasion }, today, hour) ? addDays(today, 1) : today,
    })),
  };
}

/**
 * Stops the card charges that must not start: nights of a paused or cancelled schedule, and nights
 * already over, with nothing out at the bank. Their donation is cancelled (it never counts) and the
 * night skipped (the donor paused or cancelled) or failed (it ran out of time). `scheduleId` limits it
 * to one schedule (a pause or cancellation closes its nights at once, in the donor's own
 * transaction). Answers how many were closed.
 */
export async function releaseHeldNights(
  trx: Transaction<Database>,
  now: Date,
  scheduleId?: number,
): Promise<number> {
  const held = await heldNights(trx, { open: openNights(now), scheduleId });
  for (const night of held) {
    await closeDonation(trx, night.donation_id!, 'cancelled');
    await closeHeldNight(trx, night, night.schedule_status === 'active' ? 'failed' : 'skipped', now);
  }
  return held.length;
}
