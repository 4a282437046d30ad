import { parseHijriKey, type HijriCorrections } from '@athar/contract/hijri/calendar';
import {
  nightsOfSchedule,
  plannedGivingNights,
  type GivingNightsPattern,
} from '@athar/contract/hijri/giving-nights';
import { givingNightLabel, givingTimeOver, type GivingNight } from '@athar/contract/hijri/giving-occasions';
import { cairoDay, cairoHour } from '../../lib/cairo-time';

/** A night as the calls and mails show it: its day, its occasion and its Arabic name. */
export interface LabelledNight extends GivingNight {
  label: string;
}

export const labelled = (nights: GivingNight[], corrections: HijriCorrections): LabelledNight[] =>
  nights.map((night) => ({ ...night, label: givingNightLabel(night, corrections) }));

/** The date of death of a campaign (death_hijri), for the anniversary. */
export const deathOf = (deathHijri: string | null) => (deathHijri ? parseHijriKey(deathHijri) : null);

/**
 * The nights from `at` on: a set-up day's night or day whose time of giving was already over then (a
 * Friday morning set up on Friday afternoon) is none of the schedule's.
 */
const stillToCome = (nights: GivingNight[], at: Date) => {
  const day = cairoDay(at);
  const hour = cairoHour(at);
  return nights.filter((night) => !givingTimeOver(night, day, hour));
};

/** The nights a schedule set up at `now` would give on (a Hijri computation out of range: none). */
export function plannedNights(
  pattern: GivingNightsPattern,
  now: Date,
  options: { corrections: HijriCorrections; deathHijri: string | null; endsOn?: string | undefined },
): GivingNight[] {
  try {
    const planned = plannedGivingNights(pattern, cairoDay(now), {
      corrections: options.corrections,
      deathHijri: deathOf(options.deathHijri),
      endsOn: options.endsOn,
    });
    return stillToCome(planned, now);
  } catch (error) {
    if (error instanceof RangeError) return [];
    throw error;
  }
}

/** A stored schedule's nights, with today's corrections (contract nightsOfSchedule). */
export function storedScheduleNights(
  schedule: { pattern: GivingNightsPattern; created_at: Date | string; ends_on: string },
  options: { corrections: HijriCorrections; deathHijri: string | null },
): GivingNight[] {
  const setUpAt = new Date(schedule.created_at);
  try {
    const nights = nightsOfSchedule(schedule.pattern, cairoDay(setUpAt), schedule.ends_on, {
      corrections: options.corrections,
      deathHijri: deathOf(options.deathHijri),
    });
    return stillToCome(nights, setUpAt);
  } catch (error) {
    if (error instanceof RangeError) return [];
    throw error;
  }
}
