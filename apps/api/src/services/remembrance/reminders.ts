import type { Kysely } from 'kysely';
import { parseHijriKey, toHijri, type HijriCorrections } from '@athar/contract/hijri/calendar';
import { anniversaryDay, arafahDay, firstRamadanAfter, ramadanStart } from '@athar/contract/hijri/occasions';
import { claimAndQueueReminders, reminderCandidates } from '../../db/queries/follows';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import { remembranceSince } from './first-ramadan';

export type ReminderOccasion = 'anniversary' | 'ramadan' | 'arafah' | 'friday';

export interface ReminderDeps {
  /** Egypt's corrections of the Hijri months; read from the database when not given */
  corrections?: HijriCorrections;
}

/** Claims and queues at most this many reminders per transaction. */
const BATCH = 500;

/** Whether a 'YYYY-MM-DD' day is a Friday. */
function isFriday(day: string): boolean {
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 5;
}

/** A Hijri computation outside the calendar's years answers nothing rather than stopping the run. */
function safely(compute: () => string): string | null {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * The reminders due on the Cairo day of `now`, queued as 'reminder' mails: one per (follow, occasion,
 * day), claimed in follow_sends in the same transaction as its outbox row, so a second run, or the same
 * run on three instances at once, queues nothing more. Only confirmed follows are reminded:
 * - the Hijri anniversary of the death, every Hijri year after the year of the death (a death on the
 *   30th of a month of 29 days that year: its 29th);
 * - the first day of the first Ramadan after the death (once: that Ramadan only);
 * - the day of Arafah, every year after the death;
 * - Fridays, for those who chose them, unless another reminder of the follow already goes out that day.
 * A campaign without a date of death counts from its creation for Ramadan, Arafah and Fridays.
 * Answers how many mails were queued.
 */
export async function sendDueReminders(
  db: Kysely<Database>,
  now: Date,
  deps: ReminderDeps = {},
): Promise<number> {
  const today = cairoDay(now);
  const corrections = deps.corrections ?? (await loadHijriCorrections(db));
  const hijri = toHijri(today, corrections);
  const friday = isFriday(today);
  const arafah = safely(() => arafahDay(hijri.year, corrections)) === today;
  const ramadan = safely(() => ramadanStart(hijri.year, corrections)) === today;

  const candidates = await reminderCandidates(db, { friday, arafah, ramadan, hijriMonth: hijri.month });
  const due: { followId: number; occasion: ReminderOccasion; day: string }[] = [];
  for (const row of candidates) {
    // the day the remembrance starts from: the death, or the campaign's creation without one
    const since = remembranceSince(row);
    if (since >= today) continue;
    const occasions: ReminderOccasion[] = [];
    const death = row.death_hijri ? parseHijriKey(row.death_hijri) : null;
    if (
      row.anniversary &&
      death &&
      hijri.year > death.year &&
      safely(() => anniversaryDay(death, hijri.year, corrections)) === today
    ) {
      occasions.push('anniversary');
    }
    if (ramadan && row.ramadan && safely(() => firstRamadanAfter(since, corrections)) === today) {
      occasions.push('ramadan');
    }
    if (arafah && row.arafah) occasions.push('arafah');
    if (friday && row.friday && occasions.length === 0) occasions.push('friday');
    for (const occasion of occasions) due.push({ followId: Number(row.id), occasion, day: today });
  }

  let queued = 0;
  for (let start = 0; start < due.length; start += BATCH) {
    const batch = due.slice(start, start + BATCH);
    queued += await db.transaction().execute((trx) => claimAndQueueReminders(trx, batch));
  }
  return queued;
}
