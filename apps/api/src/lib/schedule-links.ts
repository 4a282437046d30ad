import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The self-service link of a giving schedule (docs/decisions/020): every mail and SMS about the schedule
 * carries it, and it opens /GivingSchedule/<id>?token=… where the donor pauses, skips tonight, changes the
 * amount or cancels without logging in. The token names the schedule and carries an HMAC: it cannot be
 * changed to act on someone else's schedule, and it is never stored.
 */

/** The link key, derived from PAY_WEBHOOK_SECRET with a label of its own (no other token verifies). */
export function scheduleLinkKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('athar/schedule-links/v1').digest('base64url');
}

const mac = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');
const signed = (key: string, body: string) => `${body}.${mac(key, body)}`;

/** The body of a token made with this key, or null (forged, altered, cut or not a token at all). */
function verifiedBody(key: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 120) return null;
  const dot = token.lastIndexOf('.');
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const wanted = Buffer.from(mac(key, body), 'base64url');
  if (dot < 0 || given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  // base64url decoding forgives stray characters: only the exact text counts
  return token === signed(key, body) ? body : null;
}

/** `g.<schedule id>.<hmac>` */
export function scheduleToken(key: string, scheduleId: number): string {
  return signed(key, `g.${scheduleId}`);
}

const SCHEDULE_BODY = /^g\.([1-9][0-9]{0,15})$/;

/** The schedule a token names, or null when it was not made with this key (forged, altered, cut). */
export function readScheduleToken(key: string, token: unknown): number | null {
  const match = SCHEDULE_BODY.exec(verifiedBody(key, token) ?? '');
  const scheduleId = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(scheduleId) ? scheduleId : null;
}

/**
 * `n.<schedule id>.<YYYY-MM-DD>.<hmac>`: a night's one-tap link names the night it pays for, so the
 * donation made from it counts as that night's (a `g.` token never passes for it, nor one of another
 * night or schedule).
 */
export function nightToken(key: string, scheduleId: number, night: string): string {
  return signed(key, `n.${scheduleId}.${night}`);
}

const NIGHT_BODY = /^n\.([1-9][0-9]{0,15})\.([0-9]{4}-[0-9]{2}-[0-9]{2})$/;

/** The schedule and night a night token names, or null. */
export function readNightToken(key: string, token: unknown): { scheduleId: number; night: string } | null {
  const match = NIGHT_BODY.exec(verifiedBody(key, token) ?? '');
  if (!match) return null;
  const scheduleId = Number(match[1]);
  return Number.isSafeInteger(scheduleId) ? { scheduleId, night: match[2]! } : null;
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
