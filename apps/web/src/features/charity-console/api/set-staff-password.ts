import { useMutation } from '@tanstack/react-query';
import type { StaffSetPasswordBody } from '@athar/contract/charity/set-password';
import { apiSend } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** POST /api/charity/auth/set-password?token — the invitation link's one-time password choice. */
export async function setStaffPassword(token: string, body: StaffSetPasswordBody): Promise<string> {
  const envelope = await apiSend<never[]>(
    'POST',
    `/api/charity/auth/set-password?token=${encodeURIComponent(token)}`,
    body,
    { bearer: null, redirectOnUnauthorized: false },
  );
  if (envelope.status !== 1) throw new ApiError(200, envelope.status, envelope.message);
  return envelope.message;
}

export function useSetStaffPassword(token: string) {
  return useMutation({
    mutationFn: (body: StaffSetPasswordBody) => setStaffPassword(token, body),
    meta: { globalError: false },
  });
}
