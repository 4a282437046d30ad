import { z } from 'zod';
import { envelope } from '../envelope';
import { email, newPassword } from '../accounts/fields';
import { mailedLinkToken } from '../accounts/verification';
import { defineEndpoint } from '../endpoint';
import { staffForgotPasswordRoute, staffResetPasswordRoute } from '../routes/charity';

/**
 * POST /api/charity/auth/forgot-password — a visitor's "forgot password" for charity staff: status 1
 * whether or not the address is a staff member's (it leaks nothing); past the limits, 429.
 */
export const staffForgotPasswordBody = z.object({ email });
export type StaffForgotPasswordBody = z.input<typeof staffForgotPasswordBody>;
export const staffForgotPasswordResponse = envelope(z.array(z.never()));

/**
 * POST /api/charity/auth/reset-password?token — body { password }; the mailed link is used once and
 * every staff session of that member ends. A missing, cut-short, used or expired link is status 0 with
 * resetLinkInvalid, never a field error (the token is any text here, as a visitor's).
 */
export const staffResetPasswordQuery = z.object({ token: mailedLinkToken });
export const staffResetPasswordBody = z.object({ password: newPassword });
export type StaffResetPasswordBody = z.input<typeof staffResetPasswordBody>;
export const staffResetPasswordResponse = envelope(z.array(z.never()));

export const staffForgotPasswordEndpoint = defineEndpoint({
  ...staffForgotPasswordRoute,
  body: staffForgotPasswordBody,
  response: staffForgotPasswordResponse,
});

export const staffResetPasswordEndpoint = defineEndpoint({
  ...staffResetPasswordRoute,
  query: staffResetPasswordQuery,
  body: staffResetPasswordBody,
  response: staffResetPasswordResponse,
});
