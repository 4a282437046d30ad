import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffLoginBody, StaffLoginResponse } from '@athar/contract/charity/staff-login';
import { ApiError } from '../../../lib/api-error';
import { saveStaffSession } from '../../../lib/staff-session';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffSend } from './staff-client';

/** POST /api/charity/auth/login — data[0] is the staff member with the staff session's token. */
export async function staffLogin(body: StaffLoginBody) {
  const envelope = await staffSend<StaffLoginResponse['data']>('POST', '/api/charity/auth/login', body, {
    bearer: null,
    redirectOnUnauthorized: false,
  });
  const staff = envelope.data[0];
  if (envelope.status !== 1 || !staff) throw new ApiError(200, envelope.status, envelope.message);
  return staff;
}

/** Logs in and keeps the staff session in the `staff` cookie; nothing of an earlier session stays cached. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogin,
    meta: { globalError: false },
    onSuccess: (staff) => {
      queryClient.removeQueries({ queryKey: CONSOLE_QUERY_KEY });
      saveStaffSession(staff);
    },
  });
}
