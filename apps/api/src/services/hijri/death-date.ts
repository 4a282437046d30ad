import type { Kysely } from 'kysely';
import { resolveDeathDate, type DeathCalendar, type DeathDate } from '@athar/contract/hijri/death-date';
import { hijriMessages } from '@athar/contract/hijri/messages';
import { AppError } from '@athar/server-kit/errors';
import { campaignRole } from '../../db/queries/campaign-managers';
import {
  editedCampaignRow,
  loadHijriCorrections,
  setCampaignDeathDate,
} from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';

/** The date-of-death fields of the create and edit calls. */
export interface DeathDateFields {
  death_calendar?: DeathCalendar | '' | null | undefined;
  death_date?: string | undefined;
  death_hijri?: string | undefined;
}

/**
 * The three columns for what the family entered, computed with Egypt's corrections; null for no date
 * of death (death_calendar '' or null), undefined when the call says nothing of it. A 4xx in Arabic
 * for a date that is not one, in the future, or before 1380 AH.
 */
export async function deathDateFor(
  db: Kysely<Database>,
  fields: DeathDateFields,
  now: Date = new Date(),
): Promise<DeathDate | null | undefined> {
  const { death_calendar: calendar } = fields;
  if (calendar === undefined || calendar === '' || calendar === null) {
    const given = Boolean(fields.death_date) || Boolean(fields.death_hijri);
    if (given && calendar !== null) {
      throw new AppError('BAD_REQUEST', hijriMessages.calendarRequired, {
        death_calendar: hijriMessages.calendarRequired,
      });
    }
    return calendar === undefined ? undefined : null;
  }
  const day = calendar === 'hijri' ? fields.death_hijri : fields.death_date;
  const field = calendar === 'hijri' ? 'death_hijri' : 'death_date';
  if (!day)
    throw new AppError('BAD_REQUEST', hijriMessages.dateInvalid, { [field]: hijriMessages.dateInvalid });
  const resolved = resolveDeathDate({ calendar, day }, cairoDay(now), await loadHijriCorrections(db));
  if (!resolved.ok)
    throw new AppError('BAD_REQUEST', resolved.message, { [resolved.field]: resolved.message });
  return resolved.value;
}

/**
 * The edit call with nothing but a date of death: set when the user manages the campaign (its
 * creator or a co-administrator); undefined otherwise, as updateManagedCampaign answers.
 */
export async function updateManagedDeathDate(
  db: Kysely<Database>,
  userId: number,
  campaignId: number,
  death: DeathDate | null,
) {
  return db.transaction().execute(async (trx) => {
    if (!(await campaignRole(trx, campaignId, userId))) return undefined;
    await setCampaignDeathDate(trx, campaignId, death);
    return editedCampaignRow(trx, campaignId);
  });
}
