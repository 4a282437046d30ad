import { staffForgotPasswordRoute } from '@athar/contract/routes/charity';
import { useMutation } from '@tanstack/react-query';
import type { StaffForgotPasswordBody } from '@athar/contract/charity/password-reset';
import { call } from '../../../lib/api-client';

/** POST /api/charity/auth/forgot-password — status 1, the same neutral message, for any address. */
export async function staffForgotPassword(body: StaffForgotPasswordBody): Promise<string> {
  const options = { bearer: null, redirectOnUnauthorized: false };
  return (await call(staffForgotPasswordRoute, { body }, options)).message;
}

export function useStaffForgotPassword() {
  return useMutation({ mutationFn: staffForgotPassword, meta: { globalError: false } });
}
