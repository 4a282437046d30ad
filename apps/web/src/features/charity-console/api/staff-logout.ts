import { staffLogoutRoute } from '@athar/contract/routes/charity';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearStaffSession } from '../../../lib/staff-session';
import { CONSOLE_PATHS, CONSOLE_QUERY_KEY } from '../console-paths';
import { forgetKeptCashQueues } from '../kept-cash-queue';
import { staffCall } from './staff-client';

/**
 * Logs the staff member out: the local session ends whether or not the server call succeeds, and the
 * charity's data leaves the cache, and the phone (the queue kept for offline reading), with it.
 */
export function useStaffLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const options = { redirectOnUnauthorized: false };
    await staffCall(staffLogoutRoute, {}, options).catch(() => undefined);
    await navigate(CONSOLE_PATHS.login, { replace: true });
    clearStaffSession();
    forgetKeptCashQueues();
    queryClient.removeQueries({ queryKey: CONSOLE_QUERY_KEY });
  }, [navigate, queryClient]);
}
