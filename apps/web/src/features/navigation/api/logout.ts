import { logoutRoute } from '@athar/contract/routes/users';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** POST /api/users/logout; its own 401 (an expired token) must not bounce to /Login. */
export function logoutRequest() {
  return call(logoutRoute, {}, { redirectOnUnauthorized: false });
}

/**
 * Logs out (PRODUCT.md §7): the local session ends whether or not the server call succeeds. We navigate home
 * before clearing, so the logged-in-only guard of the current page cannot redirect to /Login first.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logoutRequest().catch(() => undefined);
    await navigate('/');
    clearSession();
    queryClient.removeQueries();
  }, [navigate, queryClient]);
}
