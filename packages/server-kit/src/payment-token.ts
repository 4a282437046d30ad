import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Long enough for the bank's page and a slow donor; the reconciliation settles whatever is left. */
export const PAYMENT_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new card payment token: the token goes to the donor's browser, only its hash is stored. */
export function newPaymentToken(now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token), expiresAt: new Date(now + PAYMENT_TOKEN_TTL_MS) };
}

/** Whether `token` is the live payment token of a donation whose stored hash and expiry are given. */
export function paymentTokenMatches(
  stored: { payment_token_hash: string | null; payment_token_expires_at: string | Date | null },
  token: string,
  now = Date.now(),
): boolean {
  if (!stored.payment_token_hash || !stored.payment_token_expires_at) return false;
  if (new Date(stored.payment_token_expires_at).getTime() <= now) return false;
  const given = Buffer.from(sha256(token), 'hex');
  const expected = Buffer.from(stored.payment_token_hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
