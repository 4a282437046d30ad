import type { FiguresSeason, HijriSeason } from '../figures/figures-endpoints';
import {
  dayNumber,
  dayString,
  fromHijri,
  hijriMonthLength,
  NO_CORRECTIONS,
  toHijri,
  type HijriCorrections,
} from './calendar';

/** The Hijri month of each season marked on the dashboards. */
const SEASON_MONTH: Record<HijriSeason, number> = { ramadan: 9, dhu_al_hijjah: 12 };

/**
 * The Ramadans and Dhu al-Hijjahs, as Egypt counts them, that touch the Gregorian days `from`..`to`
 * (both `YYYY-MM-DD`), each clipped to the range, in order.
 */
export function hijriSeasonsBetween(
  from: string,
  to: string,
  corrections: HijriCorrections = NO_CORRECTIONS,
): FiguresSeason[] {
  const seasons: FiguresSeason[] = [];
  const first = toHijri(from, corrections);
  const last = toHijri(to, corrections);
  for (let year = first.year; year <= last.year; year += 1) {
    for (const season of ['ramadan', 'dhu_al_hijjah'] as const) {
      const month = SEASON_MONTH[season];
      const start = fromHijri({ year, month, day: 1 }, corrections);
      const end = dayString(dayNumber(start) + hijriMonthLength(year, month, corrections) - 1);
      if (end < from || start > to) continue;
      seasons.push({
        season,
        hijri_year: year,
        from: start < from ? from : start,
        to: end > to ? to : end,
      });
    }
  }
  return seasons;
}

/** The seasons a day (`YYYY-MM-DD`) or month (`YYYY-MM`) falls in or touches. */
export function seasonsOfPeriod(period: string, seasons: readonly FiguresSeason[]): HijriSeason[] {
  const touched = seasons.filter((season) =>
    period.length === 7
      ? season.from.slice(0, 7) <= period && season.to.slice(0, 7) >= period
      : season.from <= period && season.to >= period,
  );
  return [...new Set(touched.map((season) => season.season))];
}
