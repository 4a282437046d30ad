import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The links of scheduled giving's mails and texts (docs/decisions/020, 027).
 *
 * The self-service link (/GivingSchedule/<id>?token=…, where the donor pauses, skips a night, changes the
 * amount or cancels without logging in) carries a random token whose SHA-256 is stored with its schedule
 * and its expiry (services/giving/manage-links.ts): it names nothing, opens that schedule only, and every
 * mail carries a fresh one. Before migration 021 the token was `g.<id>.<hmac>`, never stored and never
 * expiring: such a token is still recognised, as an expired link of its schedule.
 *
 * A night's one-tap link carries `n.<schedule>.<night>.<hmac>`, signed with the same key: it is bound to
 * its night, and the night to its amount (giving_nights.amount), so it needs no row of its own.
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

/** `g.<schedule id>.<hmac>`: the self-service token before migration 021 (tests make old links with it). */
export function legacyScheduleToken(key: string, scheduleId: number): string {
  return signed(key, `g.${scheduleId}`);
}

const SCHEDULE_BODY = /^g\.([1-9][0-9]{0,15})$/;

/** The schedule an old `g.` token names, or null when it was not made with this key (forged, altered, cut). */
export function readLegacyScheduleToken(key: string, token: unknown): number | null {
  const match = SCHEDULE_BODY.exec(verifiedBody(key, token) ?? '');
  const scheduleId = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(scheduleId) ? scheduleId : null;
}

/** A new self-service token (32 random bytes, base64url) and the SHA-256 (hex) that is stored. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: manageTokenHash(token) };
}

export const manageTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a token has the shape newManageToken makes (43 base64url characters): only then is it looked up. */
export const isManageTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

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

/** The donor's page of the schedule with an issued token; `night` (YYYY-MM-DD) offers "skip this night" first. */
export function scheduleManageUrl(
  publicUrl: string,
  scheduleId: number,
  token: string,
  night?: string,
): string {
  return `${publicUrl}/GivingSchedule/${scheduleId}?token=${encodeURIComponent(token)}${night ? `&night=${night}` : ''}`;
}
