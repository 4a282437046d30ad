import type { Kysely } from 'kysely';
import { KHATMA_HOLD_DAYS } from '@athar/contract/remembrance/khatma-messages';
import { deleteUnreadBefore } from '../../db/queries/khatma';
import type { Database } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Releases every juz reserved more than 7 days before `now` and still not marked read, so another
 * reader can take it. One DELETE: running it twice, or on two instances at once, releases each once.
 * Answers how many reservations were released.
 */
export function releaseStaleKhatmaParts(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteUnreadBefore(db, new Date(now.getTime() - KHATMA_HOLD_DAYS * DAY_MS));
}
