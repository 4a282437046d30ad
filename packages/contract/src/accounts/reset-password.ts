import { z } from 'zod';
import { envelope } from '../envelope';
import { newPassword, withConfirmation } from './fields';
import { mailedLinkToken } from './verification';
import { defineEndpoint } from '../endpoint';
import { resetPasswordRoute } from '../routes/auth';

/** POST /api/auth/resetpass?token — body { newpass }; every session of the user is revoked. */
export const resetPasswordQuery = z.object({ token: mailedLinkToken });
export const resetPasswordBody = z.object({ newpass: newPassword });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export const resetPasswordResponse = envelope(z.array(z.never()));

/** The reset form: the new password and its confirmation. */
export const resetPasswordForm = withConfirmation({ newpass: newPassword }, 'newpass', 'confirm_newpass');
export type ResetPasswordFormValues = z.input<typeof resetPasswordForm>;

export const resetPasswordEndpoint = defineEndpoint({
  ...resetPasswordRoute,
  query: resetPasswordQuery,
  body: resetPasswordBody,
  response: resetPasswordResponse,
});
