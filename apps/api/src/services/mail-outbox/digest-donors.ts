import type { Kysely } from 'kysely';
import { formatPiasters } from '@athar/contract/money';
import { digestDonors } from '../../db/queries/digest-donors';
import type { Database } from '../../db/schema';
import { donorAsSeen } from '../../lib/donor-as-seen';

/** The digest names this many donors at most; a busier day ends with «وغيرهم». */
export const DIGEST_DONORS_SHOWN = 30;

/**
 * The line of the daily digest that says who gave that day, as the family (the campaign's creator)
 * may see them: «أحمد علي (500 ج.م)، فاعل خير (300 ج.م)، سارة». Null when none is left to name.
 */
export async function digestDonorsLine(
  db: Kysely<Database>,
  campaignId: number,
  day: string,
  total: number,
): Promise<string | null> {
  const rows = await digestDonors(db, campaignId, day, DIGEST_DONORS_SHOWN);
  if (rows.length === 0) return null;
  const names = rows.map((row) => {
    const seen = donorAsSeen(row, 'family');
    return seen.amount === null ? seen.name : `${seen.name} (${formatPiasters(seen.amount)})`;
  });
  const more = total > rows.length ? '، وغيرهم' : '';
  return `المتبرعون: ${names.join('، ')}${more}`;
}
