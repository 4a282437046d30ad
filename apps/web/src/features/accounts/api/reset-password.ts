import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@athar/contract/accounts/reset-password';
import { apiSend } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** POST /api/auth/resetpass?token — body { newpass }. */
export async function resetPassword(token: string, body: ResetPasswordBody): Promise<string> {
  const envelope = await apiSend<never[]>(
    'POST',
    `/api/auth/resetpass?token=${encodeURIComponent(token)}`,
    body,
  );
  if (envelope.status !== 1) throw new ApiError(200, envelope.status, envelope.message);
  return envelope.message;
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => resetPassword(token, body),
    meta: { globalError: false },
  });
}
