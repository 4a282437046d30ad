import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '@athar/contract/messages';
import { FACTORY_PASSWORD } from '../test/factories';
import { assertAcceptablePassword, isCommonPassword } from './password-policy';

const LIST = new URL('./common-passwords/common-passwords.txt', import.meta.url);

describe('the common-password list (NIST SP 800-63B §5.1.1.2)', () => {
  it('ships the 10,000 most common passwords, lower-case, one a line, beside its licence', () => {
    const lines = fs.readFileSync(LIST, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(lines.every((line) => line === line.trim().toLowerCase() && line !== '')).toBe(true);
    expect(fs.existsSync(new URL('./common-passwords/COMMON-PASSWORDS-LICENSE', import.meta.url))).toBe(true);
  });

  it('finds a listed password whatever its case and surrounding spaces', () => {
    for (const password of [
      'password1',
      'Password1',
      ' PASSWORD1 ',
      'qwertyuiop',
      '1q2w3e4r5t',
      'iloveyou',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('does not list the demo password, the test factories’ or the ones the journeys type', () => {
    for (const password of [
      'athar-demo-2026',
      FACTORY_PASSWORD,
      'secret-123',
      'brand-new-pass',
      'journey-pass-1',
      'first-password',
      'second-password',
      'third-password',
      'console-pass-1',
      'guest-pass-1',
      'staff-password-1',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('refuses a common or blank password with a 400 on the given field', () => {
    expect(() => assertAcceptablePassword('correct-horse-battery', 'password')).not.toThrow();
    expect(() => assertAcceptablePassword('Password123', 'newpass')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: validationMessages.passwordCommon,
        fieldErrors: { newpass: validationMessages.passwordCommon },
      }),
    );
    expect(() => assertAcceptablePassword('\u00a0'.repeat(8), 'password')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        fieldErrors: { password: validationMessages.passwordBlank },
      }),
    );
  });
});
