import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer an authenticator app shows beside the account. */
const ISSUER = 'Athar';

/** A new base32 secret for an authenticator app (160 bits, RFC 4226's recommendation). */
export function newFactorSecret(): string {
  return generateSecret();
}

/** The otpauth:// address a QR code carries to the app. */
export function factorUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** What a code is: the 30-second step it was made for, or refused. */
export type CodeCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'used' };

/**
 * Checks a six-digit code, forgiving one step of clock drift either way. A code of a step at or before
 * `lastStep` (the last one taken) is `used`: a code works once, and an older one never after it.
 */
export async function checkCode(secret: string, code: string, lastStep: number | null): Promise<CodeCheck> {
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'invalid' };
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: 'used' };
  return { ok: true, step: result.timeStep };
}
