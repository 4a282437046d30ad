import type { Kysely } from 'kysely';
import { stripNameBidi } from '@athar/contract/bidi';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import { readLinkContext } from '../../db/queries/khatma-links';
import type { Database } from '../../db/schema';
import { khatmaReadLink } from '../mail-links/mail-links';

/** A long name is cut to this many characters, so the text stays within three segments with its link. */
const NAME_MAX = 80;

/**
 * The one text of a reservation whose reader gave a phone (issue 35), written as it is sent so its link's
 * token is never stored whole: the juz, whose khatma, and the link that marks it read from any device.
 * Null once the reservation was released or read: nothing is sent.
 */
export async function khatmaReadLinkText(
  db: Kysely<Database>,
  publicUrl: string,
  partId: number,
): Promise<string | null> {
  const part = await readLinkContext(db, partId);
  if (!part || part.read_at !== null) return null;
  const gender = part.deceased_gender;
  const title = stripNameBidi(part.title).replace(/\s+/g, ' ').trim();
  const name = withTheLate(title.length > NAME_MAX ? `${title.slice(0, NAME_MAX).trim()}…` : title, gender);
  const url = await khatmaReadLink(db, publicUrl, {
    partId: part.id,
    campaignId: part.campaign_id,
    reservedAt: part.reserved_at,
  });
  return `أثر: حجزت الجزء ${part.juz} من ختمة ${name}، ${deceasedWords.mercy(gender)}. حين تقرؤه علّمه مقروءًا من أي جهاز: ${url}`;
}
