import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { verificationRoute } from '../routes/auth';

/** A token from a mailed link (base64url, 256 bits). */
export const linkToken = z.string().trim().min(20).max(200);

/**
 * A user's mailed-link token as the api takes it: any text, because a cut-short or garbled link must be
 * answered "the link is invalid or expired", like an unknown one, never with a field error on `token`;
 * a link without one is just as invalid. The service refuses anything not shaped like
 * {@link isWellFormedLinkToken}.
 */
export const mailedLinkToken = z.string().trim().default('');

/** Whether a token has the shape the api issues: 32 random bytes in base64url, 43 characters. */
export function isWellFormedLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** GET /api/verification?token — status 1 when the address is now verified, else status 0. */
export const verificationQuery = z.object({ token: mailedLinkToken });
export const verificationResponse = envelope(z.array(z.never()));

export const verificationEndpoint = defineEndpoint({
  ...verificationRoute,
  query: verificationQuery,
  response: verificationResponse,
});
