import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How far a signature's timestamp may be from now (seconds), as in Stripe's webhook signatures. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = 'x-signature';

const HEX_SHA256 = /^[0-9a-f]{64}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/** What a signature covers: the whole request, not only its body (AWS SigV4's canonical request). */
export interface SignedRequest {
  method: string;
  /** the path with its query string, exactly as sent (`/api/internal/donations/7/confirm`) */
  path: string;
  /** the exact body text ('' for none) */
  body: string;
}

/**
 * One line per part, the body as its SHA-256: a GET's signature can never stand for a POST, another
 * path, another query or another body, and the nonce makes every signature distinct.
 */
function canonical(timestamp: number, nonce: string, request: SignedRequest): string {
  const bodyDigest = createHash('sha256').update(request.body).digest('hex');
  return ['athar-v2', timestamp, nonce, request.method.toUpperCase(), request.path, bodyDigest].join('\n');
}

const digest = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** `t=<unix seconds>,n=<nonce>,v2=<hex HMAC-SHA256 of the canonical request>` for X-Signature. */
export function signRequest(
  secret: string,
  request: SignedRequest,
  options: { now?: Date; nonce?: string } = {},
): string {
  const timestamp = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  return `t=${timestamp},n=${nonce},v2=${digest(secret, canonical(timestamp, nonce, request))}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'expired' | 'mismatch';

export interface VerifiedSignature {
  check: SignatureCheck;
  /** on 'valid': the digest that matched, which a one-use route records so it is never taken twice */
  digest?: string;
}

/**
 * Checks an X-Signature header against the request received. The timestamp bounds replays to the
 * tolerance window (routes that must never act twice also record the digest); digests are compared
 * in constant time, and any one of several v2 values may match (secret rotation).
 */
export function verifyRequest(
  secret: string,
  header: string | undefined,
  request: SignedRequest,
  now: Date = new Date(),
): VerifiedSignature {
  if (!header) return { check: 'missing' };
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at <= 0) return { check: 'malformed' };
    const key = item.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), item.slice(at + 1).trim()]);
  }
  const timestampText = parts.get('t')?.[0] ?? '';
  const nonce = parts.get('n')?.[0] ?? '';
  const candidates = (parts.get('v2') ?? []).filter((value) => HEX_SHA256.test(value));
  if (!/^\d{1,12}$/.test(timestampText) || !NONCE.test(nonce) || candidates.length === 0) {
    return { check: 'malformed' };
  }
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { check: 'expired' };
  const expected = digest(secret, canonical(timestamp, nonce, request));
  const expectedBytes = Buffer.from(expected, 'hex');
  const matches = candidates.some((candidate) =>
    timingSafeEqual(Buffer.from(candidate, 'hex'), expectedBytes),
  );
  return matches ? { check: 'valid', digest: expected } : { check: 'mismatch' };
}

/** Headers of a signed JSON call (no content type without a body). */
export function signedJsonHeaders(secret: string, request: SignedRequest): Record<string, string> {
  return {
    [SIGNATURE_HEADER]: signRequest(secret, request),
    accept: 'application/json',
    ...(request.body ? { 'content-type': 'application/json' } : {}),
  };
}
