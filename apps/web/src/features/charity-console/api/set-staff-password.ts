import { staffResetPasswordRoute, staffSetPasswordRoute } from '@athar/contract/routes/charity';
import { useMutation } from '@tanstack/react-query';
import type { StaffSetPasswordBody } from '@athar/contract/charity/set-password';
import { call } from '../../../lib/api-client';

/** What a mailed staff link does: an invitation chooses the first password, a reset link a new one. */
export type StaffLinkPurpose = 'invite' | 'reset';

/** The call each link's page makes; both take { password } and use the link once. */
const LINK_CALLS = { invite: staffSetPasswordRoute, reset: staffResetPasswordRoute };

/**
 * POST /api/charity/auth/set-password?token (the invitation link) or /api/charity/auth/reset-password
 * ?token (the "forgot password" mail's link): the password is chosen once, and the server's message.
 */
export async function setStaffPassword(
  token: string,
  body: StaffSetPasswordBody,
  purpose: StaffLinkPurpose = 'invite',
): Promise<string> {
  const options = { bearer: null, redirectOnUnauthorized: false };
  return (await call(LINK_CALLS[purpose], { query: { token }, body }, options)).message;
}

export function useSetStaffPassword(token: string, purpose: StaffLinkPurpose = 'invite') {
  return useMutation({
    mutationFn: (body: StaffSetPasswordBody) => setStaffPassword(token, body, purpose),
    meta: { globalError: false },
  });
}
