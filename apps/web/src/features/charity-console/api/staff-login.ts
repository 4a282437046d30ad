import { staffLoginRoute } from '@athar/contract/routes/charity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffLoginBody } from '@athar/contract/charity/staff-login';
import { firstItem } from '../../../lib/api-client';
import { saveStaffSession } from '../../../lib/staff-session';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

/** POST /api/charity/auth/login — data[0] is the staff member with the staff session's token. */
export async function staffLogin(body: StaffLoginBody) {
  const options = { bearer: null, redirectOnUnauthorized: false };
  return firstItem(await staffCall(staffLoginRoute, { body }, options));
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
