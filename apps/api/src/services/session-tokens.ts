import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token (256 bits, base64url) for sessions, verification and reset links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: they are random, so a fast hash is enough. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
