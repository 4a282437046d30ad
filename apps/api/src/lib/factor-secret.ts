import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The demo operator's secret (README, demo data only); a production server refuses it. */
export const DEMO_OPERATOR_FACTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The demo charity admin's secret (README, demo data only); a production server refuses it. */
export const DEMO_STAFF_FACTOR_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';

/** Secrets printed in the README: a production server makes their holder enrol again. */
export const isDemoFactorSecret = (secret: string) =>
  secret === DEMO_OPERATOR_FACTOR_SECRET || secret === DEMO_STAFF_FACTOR_SECRET;

// An authenticator secret (an operator's or a staff member's) is kept sealed (AES-256-GCM) so a copy of the database alone cannot mint
// codes; the key is OPERATOR_FACTOR_KEY, stretched to 32 bytes. Format: v1.<iv>.<tag>.<ciphertext>.

const keyOf = (factorKey: string) =>
  createHash('sha256').update(`athar-operator-factor:${factorKey}`).digest();

export function sealFactorSecret(secret: string, factorKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(factorKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was sealed with another key (the key changed: its holder enrols again). */
export function openFactorSecret(sealed: string, factorKey: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(factorKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
