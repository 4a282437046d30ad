import { z } from 'zod';
import { envelope } from '../envelope';
import { newPassword, withConfirmation } from '../accounts/fields';
import { mailedLinkToken } from '../accounts/verification';
import { defineEndpoint } from '../endpoint';
import { staffSetPasswordRoute } from '../routes/charity';

/**
 * POST /api/charity/auth/set-password?token — the invitation link sets the password, once. A cut-short
 * link is answered inviteLinkInvalid like an unknown one, never with a field error on `token`.
 */
export const staffSetPasswordQuery = z.object({ token: mailedLinkToken });
export const staffSetPasswordBody = z.object({ password: newPassword });
export type StaffSetPasswordBody = z.input<typeof staffSetPasswordBody>;
export const staffSetPasswordResponse = envelope(z.array(z.never()));

/** The console's form (invitation and reset links alike): the password and its confirmation. */
export const staffSetPasswordForm = withConfirmation(
  { password: newPassword },
  'password',
  'confirm_password',
);
export type StaffSetPasswordFormValues = z.input<typeof staffSetPasswordForm>;

export const staffSetPasswordEndpoint = defineEndpoint({
  ...staffSetPasswordRoute,
  query: staffSetPasswordQuery,
  body: staffSetPasswordBody,
  response: staffSetPasswordResponse,
});
