import { z } from 'zod';
import { envelope } from '../envelope';
import { newPassword, withConfirmation } from '../accounts/fields';
import { linkToken } from '../accounts/verification';

/** POST /api/charity/auth/set-password?token — the invitation link sets the password, once. */
export const staffSetPasswordQuery = z.object({ token: linkToken });
export const staffSetPasswordBody = z.object({ password: newPassword });
export type StaffSetPasswordBody = z.input<typeof staffSetPasswordBody>;
export const staffSetPasswordResponse = envelope(z.array(z.never()));

/** The console's form: the password and its confirmation. */
export const staffSetPasswordForm = withConfirmation(
  { password: newPassword },
  'password',
  'confirm_password',
);
export type StaffSetPasswordFormValues = z.input<typeof staffSetPasswordForm>;
