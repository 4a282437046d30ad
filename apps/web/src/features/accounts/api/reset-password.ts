import { resetPasswordRoute } from '@athar/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@athar/contract/accounts/reset-password';
import { call } from '../../../lib/api-client';

/** POST /api/auth/resetpass?token — body { newpass }. */
export async function resetPassword(token: string, body: ResetPasswordBody): Promise<string> {
  return (await call(resetPasswordRoute, { query: { token }, body })).message;
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => resetPassword(token, body),
    meta: { globalError: false },
  });
}
