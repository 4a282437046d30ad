import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiMessages } from '@athar/contract/messages';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import {
  confirmEnrolmentRoute,
  operatorEnrolmentRoute,
  operatorLoginRoute,
  operatorLogoutRoute,
  operatorMeRoute,
  operatorVerifyRoute,
} from '@athar/contract/routes/operator';
import { firstItem, type CallInput } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { OPERATOR_PATHS, OPERATOR_QUERY_KEY } from '../operator-paths';
import { setOperatorSession } from '../operator-session';
import { operatorCall } from './operator-client';

/** Asks who is logged in as the console opens; no session (a 401) means the login, not an error. */
export async function checkOperatorSession(): Promise<void> {
  setOperatorSession({ kind: 'checking' });
  try {
    const answer = await operatorCall(operatorMeRoute, {}, { redirectOnUnauthorized: false });
    setOperatorSession({ kind: 'in', profile: firstItem(answer) });
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401)
      setOperatorSession({ kind: 'out', notice: null });
    else setOperatorSession({ kind: 'failed', message: errorMessage(error) });
  }
}

type LoginBody = CallInput<typeof operatorLoginRoute>['body'];
type VerifyBody = Exclude<CallInput<typeof operatorVerifyRoute>['body'], FormData>;

/** POST /api/operator/auth/login — the password; the session then waits for the second factor. */
export function useOperatorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) =>
      firstItem(await operatorCall(operatorLoginRoute, { body }, { redirectOnUnauthorized: false })),
    meta: { globalError: false },
    onSuccess: (profile) => {
      queryClient.removeQueries({ queryKey: OPERATOR_QUERY_KEY });
      setOperatorSession({ kind: 'in', profile });
    },
  });
}

/**
 * POST /api/operator/auth/verify — the app's code or a recovery code opens the console; the answer's
 * message (how many recovery codes are left, after one) is handed to `onVerified`.
 */
export function useVerifyFactor(onVerified: (message: string) => void) {
  return useMutation({
    mutationFn: async (body: VerifyBody) => operatorCall(operatorVerifyRoute, { body }),
    meta: { globalError: false },
    onSuccess: (answer) => {
      setOperatorSession({ kind: 'in', profile: firstItem(answer) });
      onVerified(answer.message);
    },
  });
}

/** GET /api/operator/auth/enrolment — a new secret each time it is asked, so asked once per visit. */
export function useEnrolment(operatorId: number) {
  return useQuery({
    queryKey: [...OPERATOR_QUERY_KEY, operatorId, 'enrolment'],
    queryFn: async ({ signal }) => firstItem(await operatorCall(operatorEnrolmentRoute, {}, { signal })),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: { globalError: false },
  });
}

/** POST /api/operator/auth/enrolment — the first code confirms the secret; the ten recovery codes come back. */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (code: string) => operatorCall(confirmEnrolmentRoute, { body: { code } }),
    meta: { globalError: false },
  });
}

/** The console opens once the recovery codes are put away: the session is ready since the code. */
export function finishEnrolment(profile: OperatorProfile): void {
  setOperatorSession({ kind: 'in', profile: { ...profile, session: 'ready' } });
}

/**
 * Logs out: the server's session ends, the console's data leaves the cache, and the login shows at the
 * first screen's address, saying so. A logout the server did not hear still ends the session here.
 */
export function useOperatorLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const answer = await operatorCall(operatorLogoutRoute, {}, { redirectOnUnauthorized: false }).catch(
      () => null,
    );
    await navigate(OPERATOR_PATHS.overview, { replace: true });
    setOperatorSession({
      kind: 'out',
      notice: { kind: 'success', text: answer?.message || apiMessages.loggedOut },
    });
    queryClient.removeQueries({ queryKey: OPERATOR_QUERY_KEY });
  }, [navigate, queryClient]);
}
