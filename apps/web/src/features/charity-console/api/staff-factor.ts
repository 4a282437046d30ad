import {
  confirmStaffEnrolmentRoute,
  staffEnrolmentRoute,
  staffStepUpRoute,
  staffVerifyRoute,
} from '@athar/contract/routes/charity';
import type { VerifyBody } from '@athar/contract/second-factor/fields';
import { useMutation, useQuery } from '@tanstack/react-query';
import { firstItem } from '../../../lib/api-client';
import { getStaffSession, saveStaffSession } from '../../../lib/staff-session';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

/** The staff session, its second factor now passed (and enrolled, after an enrolment). */
function markReady(enrolled: boolean) {
  const staff = getStaffSession();
  if (staff)
    saveStaffSession({ ...staff, session: 'ready', factor_enrolled: staff.factor_enrolled || enrolled });
}

/**
 * GET /api/charity/auth/factor — a new secret (QR code and text). Each call makes a new one, so it is
 * asked once per visit of the page and never refetched behind the staff member's back.
 */
export function useStaffEnrolment(enabled: boolean) {
  return useQuery({
    queryKey: [...CONSOLE_QUERY_KEY, 'factor-enrolment'],
    queryFn: async () => firstItem(await staffCall(staffEnrolmentRoute, {})),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** POST /api/charity/auth/factor — the first code; the ten recovery codes, shown once. */
export function useConfirmStaffEnrolment() {
  return useMutation({
    mutationFn: async (code: string) =>
      firstItem(await staffCall(confirmStaffEnrolmentRoute, { body: { code } })).recovery_codes,
    meta: { globalError: false },
  });
}

/** Saves the session as enrolled once the recovery codes were seen (the guard then opens the console). */
export const finishStaffEnrolment = () => markReady(true);

/** POST /api/charity/auth/verify — the login's code or a recovery code opens the console. */
export function useVerifyStaffCode() {
  return useMutation({
    mutationFn: async (body: VerifyBody) => staffCall(staffVerifyRoute, { body }),
    meta: { globalError: false },
    onSuccess: () => markReady(false),
  });
}

/** POST /api/charity/auth/step-up — a fresh code before the donor export. */
export function useStaffStepUp() {
  return useMutation({
    mutationFn: async (code: string) => staffCall(staffStepUpRoute, { body: { code } }),
    meta: { globalError: false },
  });
}
