import type { Kysely } from 'kysely';
import { firstRamadanAfter } from '@athar/contract/hijri/occasions';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';

/** The day a campaign's remembrance counts from: the death, or the campaign's creation without one. */
export function remembranceSince(campaign: { death_day: string | null; created_at: Date | string }): string {
  return campaign.death_day ?? cairoDay(new Date(campaign.created_at));
}

/**
 * Whether the first Ramadan after the death is still to come (or begins today: the day's reminders
 * are claimed hourly till evening), so that its reminder may be offered and kept.
 */
export async function firstRamadanAhead(
  db: Kysely<Database>,
  campaign: { death_day: string | null; created_at: Date | string },
  now: Date,
): Promise<boolean> {
  try {
    const start = firstRamadanAfter(remembranceSince(campaign), await loadHijriCorrections(db));
    return start >= cairoDay(now);
  } catch (error) {
    // a date beyond the calendar's years has no Ramadan we can name
    if (error instanceof RangeError) return false;
    throw error;
  }
}
