import fs from 'node:fs';
import { validationMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';

const LIST_FILE = new URL('./common-passwords/common-passwords.txt', import.meta.url);

let common: Set<string> | undefined;

/** The 10,000 most common passwords (common-passwords/COMMON-PASSWORDS-LICENSE), read once, lower-case. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== ''),
  );
  return common;
}

/** True for a password on the list, whatever its case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * NIST SP 800-63B §5.1.1.2: a new password (registration, reset, a staff member's first one) may not be
 * one of the most common, nor spaces only (the contract's schema says so too). A 400 with the message
 * on the form's password field, `field`.
 */
export function assertAcceptablePassword(password: string, field: string): void {
  const message =
    password.trim() === ''
      ? validationMessages.passwordBlank
      : isCommonPassword(password)
        ? validationMessages.passwordCommon
        : null;
  if (message) throw new AppError('BAD_REQUEST', message, { [field]: message });
}
