import { describe, expect, it } from 'vitest';
import { validationMessages } from '../messages';
import { newPassword, optionalPhone, phone } from './fields';
import { registerBody, registerForm } from './register';
import { resetPasswordForm } from './reset-password';
import { updateProfileForm } from './update-profile';

const firstError = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('account field rules (PRODUCT.md §5)', () => {
  it('accepts Arabic-Indic digits in a phone and gives back 0-9', () => {
    expect(phone.parse('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(optionalPhone.parse(false)).toBeNull();
    expect(optionalPhone.parse('')).toBeNull();
    expect(firstError(phone.safeParse('0101234'))).toEqual([['', validationMessages.phoneInvalid]]);
  });

  const register = {
    user_name: 'منى',
    email: 'mona@example.com',
    password: 'secret-123',
    confirm_password: 'secret-123',
  };

  it('says the passwords do not match only when the password itself is valid', () => {
    expect(registerForm.safeParse(register).success).toBe(true);
    expect(firstError(registerForm.safeParse({ ...register, confirm_password: 'other-123' }))).toEqual([
      ['confirm_password', validationMessages.passwordMismatch],
    ]);
    expect(
      firstError(registerForm.safeParse({ ...register, password: 'short', confirm_password: 'x' })),
    ).toEqual([['password', validationMessages.passwordShort]]);
    expect(
      firstError(resetPasswordForm.safeParse({ newpass: 'secret-123', confirm_newpass: 'secret-124' })),
    ).toEqual([['confirm_newpass', validationMessages.passwordMismatch]]);
  });

  it('takes the specification’s registration without consent, and reads whether a newer client gave it', () => {
    const { confirm_password: _confirm, ...call } = register;
    // docs/decisions/025: an account is what the person asked for; no box to tick
    expect(registerBody.parse({ ...call, msisdn: false }).consent).toBe(false);
    expect(registerBody.parse({ ...call, msisdn: false, consent: false }).consent).toBe(false);
    expect(registerBody.parse({ ...call, msisdn: false, consent: true }).consent).toBe(true);
    expect(firstError(registerBody.safeParse({ ...call, msisdn: false, consent: 'yes' }))).toEqual([
      ['consent', validationMessages.invalidValue],
    ]);
    expect(Object.keys(registerForm.parse(register))).not.toContain('consent');
  });

  it('refuses a new password of spaces only, whatever spaces', () => {
    for (const password of [' '.repeat(8), '\t'.repeat(9), '\u00a0'.repeat(10)]) {
      expect(firstError(newPassword.safeParse(password))).toEqual([['', validationMessages.passwordBlank]]);
    }
    expect(newPassword.safeParse('  two words  ').success).toBe(true);
  });

  it('asks the profile form for a picture, under 3,000,000 bytes', () => {
    const profile = { user_name: 'منى', msisdn: '', hide_data: false, current_pic: '', profile_pic: null };
    expect(firstError(updateProfileForm.safeParse(profile))).toEqual([
      ['profile_pic', validationMessages.imageRequired],
    ]);
    expect(updateProfileForm.safeParse({ ...profile, current_pic: '/uploads/profiles/a.webp' }).success).toBe(
      true,
    );
    const big = new Blob([new Uint8Array(3_000_001)]);
    expect(firstError(updateProfileForm.safeParse({ ...profile, profile_pic: big }))).toEqual([
      ['profile_pic', validationMessages.imageTooLarge],
    ]);
  });
});
