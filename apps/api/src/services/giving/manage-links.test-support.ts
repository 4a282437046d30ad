import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { scheduleLinkKey } from '../../lib/schedule-links';
import { manageLinkState } from './manage-links';

/**
 * What a self-service link found in a mail, a text or a redirect opens now (docs/decisions/027): the
 * schedule its path names and whether its token is open, expired or unknown for that schedule.
 */
export async function manageLinkOf(
  db: Kysely<Database>,
  serverSecret: string,
  url: string,
  now = new Date(),
): Promise<{ scheduleId: number; state: 'open' | 'expired' | 'unknown'; night: string | null }> {
  const parsed = new URL(url);
  const scheduleId = Number(/^\/GivingSchedule\/(\d+)$/.exec(parsed.pathname)?.[1] ?? NaN);
  const token = parsed.searchParams.get('token') ?? '';
  const state = Number.isSafeInteger(scheduleId)
    ? await manageLinkState(db, { key: scheduleLinkKey(serverSecret), token }, scheduleId, now)
    : 'unknown';
  return { scheduleId, state, night: parsed.searchParams.get('night') };
}
