import { useMutation } from '@tanstack/react-query';
import type { StaffSetPasswordBody } from '@athar/contract/charity/set-password';
import { apiSend } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** What a mailed staff link does: an invitation chooses the first password, a reset link a new one. */
export type StaffLinkPurpose = 'invite' | 'reset';

/** The call each link's page makes; both take { password } and use the link once. */
const LINK_CALLS: Record<StaffLinkPurpose, string> = {
  invite: '/api/charity/auth/set-password',
  reset: '/api/charity/auth/reset-password',
};

/**
 * POST /api/charity/auth/set-password?token (the invitation link) or /api/charity/auth/reset-password
 * ?token (the "forgot password" mail's link): the password is chosen once, and the server's message.
 */
export async function setStaffPassword(
  token: string,
  body: StaffSetPasswordBody,
  purpose: StaffLinkPurpose = 'invite',
): Promise<string> {
  const envelope = await apiSend<never[]>(
    'POST',
    `${LINK_CALLS[purpose]}?token=${encodeURIComponent(token)}`,
    body,
    { bearer: null, redirectOnUnauthorized: false },
  );
  if (envelope.status !== 1) throw new ApiError(200, envelope.status, envelope.message);
  return envelope.message;
}

export function useSetStaffPassword(token: string, purpose: StaffLinkPurpose = 'invite') {
  return useMutation({
    mutationFn: (body: StaffSetPasswordBody) => setStaffPassword(token, body, purpose),
    meta: { globalError: false },
  });
}
