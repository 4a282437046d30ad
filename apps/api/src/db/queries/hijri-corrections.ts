import { sql, type Kysely } from 'kysely';
import { correctionsFrom, type HijriCorrections, type HijriShift } from '@athar/contract/hijri/calendar';
import type { DeathCalendar, DeathDate } from '@athar/contract/hijri/death-date';
import type { Database } from '../schema';

/** Egypt's corrections of Umm al-Qura's months (migration 016), as the calendar module reads them. */
export async function loadHijriCorrections(db: Kysely<Database>): Promise<HijriCorrections> {
  const rows = await db
    .selectFrom('hijri_corrections')
    .select(['hijri_year', 'hijri_month', 'shift'])
    .execute();
  return correctionsFrom(rows);
}

export interface HijriCorrectionRow {
  hijri_year: number;
  hijri_month: number;
  shift: HijriShift;
  set_at: Date;
}

/** Every correction, the earliest month first. */
export function listHijriCorrections(db: Kysely<Database>): Promise<HijriCorrectionRow[]> {
  return db
    .selectFrom('hijri_corrections')
    .select(['hijri_year', 'hijri_month', 'shift', 'set_at'])
    .orderBy('hijri_year')
    .orderBy('hijri_month')
    .execute();
}

/** Sets (or replaces, with a new set_at) the correction of one month; run it in a transaction. */
export async function setHijriCorrection(
  db: Kysely<Database>,
  year: number,
  month: number,
  shift: HijriShift,
): Promise<void> {
  await clearHijriCorrection(db, year, month);
  await db.insertInto('hijri_corrections').values({ hijri_year: year, hijri_month: month, shift }).execute();
}

/** Removes the correction of one month; whether there was one. */
export async function clearHijriCorrection(
  db: Kysely<Database>,
  year: number,
  month: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('hijri_corrections')
    .where('hijri_year', '=', year)
    .where('hijri_month', '=', month)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const asDate = (day: string) => sql<Date>`cast(${day} as date)`;

/** A campaign's date of death as stored, days as 'YYYY-MM-DD'. */
export interface StoredDeathDate extends DeathDate {
  campaign_id: number;
}

/**
 * The dates of death a change of the months' first days may move: entered as Gregorian days from
 * `fromDay` to `toDay`, or as Hijri dates from `fromHijri` to `toHijri` (keys compare as text).
 */
export async function deathDatesInRange(
  db: Kysely<Database>,
  range: { fromDay: string; toDay: string; fromHijri: string; toHijri: string },
): Promise<StoredDeathDate[]> {
  const rows = await db
    .selectFrom('campaigns')
    .select([
      'id as campaign_id',
      sql<string>`to_char(death_date, 'YYYY-MM-DD')`.as('death_date'),
      'death_hijri',
      'death_calendar',
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('death_calendar', '=', 'gregorian'),
          eb('death_date', '>=', asDate(range.fromDay)),
          eb('death_date', '<=', asDate(range.toDay)),
        ]),
        eb.and([
          eb('death_calendar', '=', 'hijri'),
          eb('death_hijri', '>=', range.fromHijri),
          eb('death_hijri', '<=', range.toHijri),
        ]),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    campaign_id: row.campaign_id,
    death_date: row.death_date,
    death_hijri: row.death_hijri ?? '',
    death_calendar: row.death_calendar as DeathCalendar,
  }));
}

/** Writes a campaign's date of death (all three columns, or none with null). */
export async function setCampaignDeathDate(
  db: Kysely<Database>,
  campaignId: number,
  death: DeathDate | null,
): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({
      death_date: death?.death_date ?? null,
      death_hijri: death?.death_hijri ?? null,
      death_calendar: death?.death_calendar ?? null,
    })
    .where('id', '=', campaignId)
    .execute();
}

/** A campaign's date of death, or null. */
export async function campaignDeathDate(db: Kysely<Database>, campaignId: number): Promise<DeathDate | null> {
  const row = await db
    .selectFrom('campaigns')
    .select([
      sql<string | null>`to_char(death_date, 'YYYY-MM-DD')`.as('death_date'),
      'death_hijri',
      'death_calendar',
    ])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!row?.death_date || !row.death_hijri || !row.death_calendar) return null;
  return { death_date: row.death_date, death_hijri: row.death_hijri, death_calendar: row.death_calendar };
}

/** What the edit call answers about a campaign (as updateManagedCampaign returns it). */
export function editedCampaignRow(db: Kysely<Database>, campaignId: number) {
  return db
    .selectFrom('campaigns')
    .select(['id as campaign_id', 'deceased_gender', 'description as campaign_description'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
}
