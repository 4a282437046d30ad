import type { Kysely } from 'kysely';
import {
  correctionProblem,
  fromHijri,
  hijriKey,
  hijriMonthLength,
  parseHijriKey,
  toHijri,
  type HijriCorrections,
  type HijriShift,
} from '@athar/contract/hijri/calendar';
import type { DeathDate } from '@athar/contract/hijri/death-date';
import { hijriMessages } from '@athar/contract/hijri/messages';
import { AppError } from '@athar/server-kit/errors';
import {
  clearHijriCorrection,
  deathDatesInRange,
  listHijriCorrections,
  loadHijriCorrections,
  setCampaignDeathDate,
  setHijriCorrection,
} from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import { inTransaction } from '../audit/audit-trail';

/** One month's correction as the operator reads it: Egypt's first day and length of that month. */
export interface HijriCorrectionView {
  hijri_year: number;
  hijri_month: number;
  shift: HijriShift;
  first_day: string;
  length: 29 | 30;
  set_at: string;
}

export async function hijriCorrectionList(db: Kysely<Database>): Promise<HijriCorrectionView[]> {
  const [rows, corrections] = await Promise.all([listHijriCorrections(db), loadHijriCorrections(db)]);
  return rows.map((row) => ({
    hijri_year: row.hijri_year,
    hijri_month: row.hijri_month,
    shift: row.shift,
    first_day: fromHijri({ year: row.hijri_year, month: row.hijri_month, day: 1 }, corrections),
    length: hijriMonthLength(row.hijri_year, row.hijri_month, corrections),
    set_at: row.set_at.toISOString(),
  }));
}

const next = (year: number, month: number) =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
const previous = (year: number, month: number) =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
const firstDay = (m: { year: number; month: number }, corrections: HijriCorrections) =>
  fromHijri({ ...m, day: 1 }, corrections);

/**
 * The days a change of corrections can move: from the first day (before or after) of the month before
 * the corrected one, to the last first day that moved (a shift carries over the months it would leave
 * with 28 or 31 days), as Gregorian days and as Hijri keys.
 */
function affectedRange(year: number, month: number, before: HijriCorrections, after: HijriCorrections) {
  const first = previous(year, month);
  let last = { year, month };
  // walk on while the next month's first day differs (a carried shift), at most two years
  for (let step = 0, m = next(year, month); step < 24; step += 1, m = next(m.year, m.month)) {
    if (firstDay(m, before) === firstDay(m, after)) break;
    last = m;
  }
  const end = next(last.year, last.month);
  const days = [
    firstDay(first, before),
    firstDay(first, after),
    firstDay(end, before),
    firstDay(end, after),
  ].sort();
  return {
    fromDay: days[0]!,
    toDay: days[3]!,
    fromHijri: hijriKey({ ...first, day: 1 }),
    toHijri: hijriKey({ ...last, day: 30 }),
  };
}

/**
 * The date of death again under new corrections: a Gregorian day gets its Hijri date again; a Hijri
 * date its Gregorian day, unless its month no longer has that day (a 30th in a month Egypt counted 29
 * days): then the Gregorian day stays and the Hijri date is read from it.
 */
export function recomputedDeathDate(stored: DeathDate, corrections: HijriCorrections): DeathDate {
  const hijri = parseHijriKey(stored.death_hijri);
  if (
    stored.death_calendar === 'hijri' &&
    hijri &&
    hijri.day <= hijriMonthLength(hijri.year, hijri.month, corrections)
  ) {
    return { ...stored, death_date: fromHijri(hijri, corrections) };
  }
  return { ...stored, death_hijri: hijriKey(toHijri(stored.death_date, corrections)) };
}

/**
 * Sets (shift) or clears (null) Egypt's correction of one Hijri month and, in the same transaction,
 * moves the dates of death it changes (in the caller's transaction when `db` is one). Refused when a month around it would have 28 or 31 days.
 * Returns how many campaigns' dates changed.
 */
export async function changeHijriCorrection(
  db: Kysely<Database>,
  year: number,
  month: number,
  shift: HijriShift | null,
): Promise<{ campaigns_updated: number }> {
  return inTransaction(db, async (trx) => {
    const before = await loadHijriCorrections(trx);
    const problem = correctionProblem(year, month, shift, before);
    if (problem) {
      throw new AppError(
        'BAD_REQUEST',
        problem === 'month_too_short'
          ? hijriMessages.correctionMonthTooShort
          : hijriMessages.correctionMonthTooLong,
      );
    }
    if (shift === null) {
      if (!(await clearHijriCorrection(trx, year, month))) {
        throw new AppError('NOT_FOUND', hijriMessages.correctionNotFound);
      }
    } else {
      await setHijriCorrection(trx, year, month, shift);
    }
    const after = await loadHijriCorrections(trx);
    const stored = await deathDatesInRange(trx, affectedRange(year, month, before, after));
    let updated = 0;
    for (const row of stored) {
      const moved = recomputedDeathDate(row, after);
      if (moved.death_date !== row.death_date || moved.death_hijri !== row.death_hijri) {
        await setCampaignDeathDate(trx, row.campaign_id, moved);
        updated += 1;
      }
    }
    return { campaigns_updated: updated };
  });
}
