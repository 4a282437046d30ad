/** An Egyptian IBAN: EG, 2 check digits, then 25 digits (bank, branch, account) — 29 characters. */
const EGYPTIAN_IBAN = /^EG[0-9]{27}$/;

/** Spaces and dashes as people copy them from a statement are dropped; letters are upper-cased. */
export function compactIban(written: string): string {
  return written.replace(/[\s-]/g, '').toUpperCase();
}

export function hasEgyptianIbanShape(iban: string): boolean {
  return EGYPTIAN_IBAN.test(iban);
}

/**
 * ISO 13616's check: the first four characters moved to the end, letters as numbers (A = 10 … Z = 35),
 * and the whole number modulo 97 is 1. Read in pieces so no number grows past what a double holds.
 */
export function ibanChecksumHolds(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (let at = 0; at < digits.length; at += 7) {
    remainder = Number(String(remainder) + digits.slice(at, at + 7)) % 97;
  }
  return remainder === 1;
}
