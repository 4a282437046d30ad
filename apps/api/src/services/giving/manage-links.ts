import type { Kysely, Transaction } from 'kysely';
import { findScheduleLink, insertScheduleLink, scheduleExists } from '../../db/queries/giving-schedule-links';
import type { Database } from '../../db/schema';
import {
  isManageTokenShape,
  manageTokenHash,
  newManageToken,
  readLegacyScheduleToken,
  scheduleManageUrl,
} from '../../lib/schedule-links';

/**
 * A schedule's self-service links (docs/decisions/027): issued fresh for every mail and text about the
 * schedule, each a random token stored hashed, opening that one schedule for 30 days. Time is the
 * scheduled jobs' clock (lib/test-clock.ts), which is the real one outside the browser journeys.
 */
export const MANAGE_LINK_TTL_MS = 30 * 24 * 60 * 60_000;

/** A new link's token for the schedule, valid MANAGE_LINK_TTL_MS from `now`. */
export async function issueManageToken(
  db: Kysely<Database> | Transaction<Database>,
  scheduleId: number,
  now: Date,
): Promise<string> {
  const { token, hash } = newManageToken();
  await insertScheduleLink(db, {
    token_hash: hash,
    schedule_id: scheduleId,
    expires_at: new Date(now.getTime() + MANAGE_LINK_TTL_MS),
  });
  return token;
}

/** The donor's page of the schedule behind a newly issued link; `night` offers to skip that night first. */
export async function issueManageUrl(
  db: Kysely<Database> | Transaction<Database>,
  publicUrl: string,
  scheduleId: number,
  now: Date,
  night?: string,
): Promise<string> {
  return scheduleManageUrl(publicUrl, scheduleId, await issueManageToken(db, scheduleId, now), night);
}

/**
 * What a link's token is for this schedule: `open`; `expired` (one of its links past its time, or an
 * old `g.` link, which never expired before: both may ask for a new one by mail); or `unknown` — never
 * issued, another schedule's, altered or cut, which says nothing about the schedule. A token not of
 * the issued shape is not looked up.
 */
export async function manageLinkState(
  db: Kysely<Database>,
  link: { key: string; token: string },
  scheduleId: number,
  now: Date,
): Promise<'open' | 'expired' | 'unknown'> {
  if (isManageTokenShape(link.token)) {
    const found = await findScheduleLink(db, manageTokenHash(link.token));
    if (!found || found.schedule_id !== scheduleId) return 'unknown';
    return found.expires_at.getTime() > now.getTime() ? 'open' : 'expired';
  }
  const legacy = readLegacyScheduleToken(link.key, link.token) === scheduleId;
  return legacy && (await scheduleExists(db, scheduleId)) ? 'expired' : 'unknown';
}
