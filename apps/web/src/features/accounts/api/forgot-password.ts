import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@athar/contract/accounts/forgot-password';
import { apiSend } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** POST /api/auth/forgotpass — status 1 means sent (SPEC §8: anything else is an error). */
export async function forgotPassword(body: ForgotPasswordBody): Promise<string> {
  const envelope = await apiSend<never[]>('POST', '/api/auth/forgotpass', body);
  if (envelope.status !== 1) throw new ApiError(200, envelope.status, envelope.message);
  return envelope.message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { globalError: false } });
}
