import type { Transaction } from 'kysely';
import { closeHeldNight, heldNights } from '../../db/queries/giving-held-nights';
import type { Database } from '../../db/schema';
import { addDays, cairoDay } from '../../lib/cairo-time';
import { closeDonation } from '../donations/confirm-donation';

/**
 * The first night a card charge may still be made for at `now`: tonight, or last night for a retry
 * that runs past midnight (the job's last slot is 23:30 Cairo, a retry comes an hour later).
 */
export const firstOpenNight = (now: Date) => addDays(cairoDay(now), -1);

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
  const held = await heldNights(trx, { firstOpenNight: firstOpenNight(now), scheduleId });
  for (const night of held) {
    await closeDonation(trx, night.donation_id!, 'cancelled');
    await closeHeldNight(trx, night, night.schedule_status === 'active' ? 'failed' : 'skipped', now);
  }
  return held.length;
}
