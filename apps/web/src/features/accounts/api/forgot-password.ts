import { forgotPasswordRoute } from '@athar/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@athar/contract/accounts/forgot-password';
import { call } from '../../../lib/api-client';

/** POST /api/auth/forgotpass — status 1 means sent (PRODUCT.md §8: anything else is an error). */
export async function forgotPassword(body: ForgotPasswordBody): Promise<string> {
  return (await call(forgotPasswordRoute, { body })).message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { globalError: false } });
}
