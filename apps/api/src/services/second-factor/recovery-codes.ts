import { randomInt } from 'node:crypto';
import { hashToken } from '../session-tokens';

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten codes of ten base32 letters (50 bits each), shown `xxxxx-xxxxx`; only their hashes are kept. */
export function newRecoveryCodes(kind: FactorKind): { shown: string[]; hashes: Buffer[] } {
  const plain = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return {
    shown: plain.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`),
    hashes: plain.map((code) => hashRecoveryCode(kind, code)),
  };
}

/** Whose factor it is: an operator's or a charity staff member's. */
export type FactorKind = 'operator' | 'staff';

/** The stored form of a code, as the contract's recoveryCode leaves it (no dash, lower case). */
export const hashRecoveryCode = (kind: FactorKind, code: string) => hashToken(`${kind}-recovery:${code}`);
