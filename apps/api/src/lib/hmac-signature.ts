import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's timestamp may be from now (seconds), as in Stripe's webhook signatures. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = 'x-signature';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function digest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` for the X-Signature header. */
export function signBody(secret: string, body: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'expired' | 'mismatch';

/**
 * Checks an X-Signature header against the exact body received. The timestamp bounds replays to the
 * tolerance window; the digests are compared in constant time.
 */
export function verifyBody(
  secret: string,
  header: string | undefined,
  body: string,
  now: Date = new Date(),
): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at <= 0) return 'malformed';
    const key = item.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), item.slice(at + 1).trim()]);
  }
  const timestampText = parts.get('t')?.[0] ?? '';
  const candidates = (parts.get('v1') ?? []).filter((value) => HEX_SHA256.test(value));
  if (!/^\d{1,12}$/.test(timestampText) || candidates.length === 0) return 'malformed';
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'expired';
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const matches = candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  return matches ? 'valid' : 'mismatch';
}
