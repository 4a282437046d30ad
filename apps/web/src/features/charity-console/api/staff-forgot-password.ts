import { useMutation } from '@tanstack/react-query';
import type { StaffForgotPasswordBody } from '@athar/contract/charity/password-reset';
import { apiSend } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** POST /api/charity/auth/forgot-password — status 1, the same neutral message, for any address. */
export async function staffForgotPassword(body: StaffForgotPasswordBody): Promise<string> {
  const envelope = await apiSend<never[]>('POST', '/api/charity/auth/forgot-password', body, {
    bearer: null,
    redirectOnUnauthorized: false,
  });
  if (envelope.status !== 1) throw new ApiError(200, envelope.status, envelope.message);
  return envelope.message;
}

export function useStaffForgotPassword() {
  return useMutation({ mutationFn: staffForgotPassword, meta: { globalError: false } });
}
