import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The self-service link of a giving schedule (issue 21): every mail and SMS about the schedule carries
 * it, and it opens /GivingSchedule/<id>?token=… where the donor pauses, skips tonight, changes the
 * amount or cancels without logging in. The token names the schedule and carries an HMAC: it cannot be
 * changed to act on someone else's schedule, and it is never stored.
 */

/** The link key, derived from PAY_WEBHOOK_SECRET with a label of its own (no other token verifies). */
export function scheduleLinkKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('athar/schedule-links/v1').digest('base64url');
}

const mac = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** `g.<schedule id>.<hmac>` */
export function scheduleToken(key: string, scheduleId: number): string {
  const body = `g.${scheduleId}`;
  return `${body}.${mac(key, body)}`;
}

const SHAPE = /^g\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/;

/** The schedule a token names, or null when it was not made with this key (forged, altered, cut). */
export function readScheduleToken(key: string, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const match = SHAPE.exec(token);
  if (!match) return null;
  const scheduleId = Number(match[1]);
  if (!Number.isSafeInteger(scheduleId)) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const wanted = Buffer.from(mac(key, `g.${match[1]}`), 'base64url');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  return match[2] === mac(key, `g.${match[1]}`) ? scheduleId : null;
}

/** The donor's page for the schedule; `night` (YYYY-MM-DD) offers "skip this night" first. */
export function scheduleManageUrl(
  publicUrl: string,
  key: string,
  scheduleId: number,
  night?: string,
): string {
  const token = encodeURIComponent(scheduleToken(key, scheduleId));
  return `${publicUrl}/GivingSchedule/${scheduleId}?token=${token}${night ? `&night=${night}` : ''}`;
}
