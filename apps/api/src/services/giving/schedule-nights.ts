import { parseHijriKey, type HijriCorrections } from '@athar/contract/hijri/calendar';
import {
  givingNightLabel,
  nightsOfSchedule,
  plannedGivingNights,
  type GivingNight,
  type GivingNightsPattern,
} from '@athar/contract/hijri/giving-nights';
import { cairoDay } from '../../lib/cairo-time';

/** A night as the calls and mails show it: its day, its occasion and its Arabic name. */
export interface LabelledNight extends GivingNight {
  label: string;
}

export const labelled = (nights: GivingNight[], corrections: HijriCorrections): LabelledNight[] =>
  nights.map((night) => ({ ...night, label: givingNightLabel(night, corrections) }));

/** The date of death of a campaign (death_hijri), for the anniversary. */
export const deathOf = (deathHijri: string | null) => (deathHijri ? parseHijriKey(deathHijri) : null);

/** The nights a schedule set up today would give on (a Hijri computation out of range: none). */
export function plannedNights(
  pattern: GivingNightsPattern,
  today: string,
  options: { corrections: HijriCorrections; deathHijri: string | null; endsOn?: string | undefined },
): GivingNight[] {
  try {
    return plannedGivingNights(pattern, today, {
      corrections: options.corrections,
      deathHijri: deathOf(options.deathHijri),
      endsOn: options.endsOn,
    });
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
  try {
    return nightsOfSchedule(schedule.pattern, cairoDay(new Date(schedule.created_at)), schedule.ends_on, {
      corrections: options.corrections,
      deathHijri: deathOf(options.deathHijri),
    });
  } catch (error) {
    if (error instanceof RangeError) return [];
    throw error;
  }
}
