import { useQuery } from '@tanstack/react-query';
import { confirmFollowRoute, unsubscribeFollowRoute } from '@athar/contract/routes/remembrance-follows';
import { call } from '../../../lib/api-client';

const once = { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false } as const;

/**
 * The mail's confirmation link: sent once when the page opens (a POST, so a mail scanner that opens
 * links confirms nothing); again changes nothing.
 */
export function useConfirmFollow(token: string) {
  return useQuery({
    queryKey: ['confirm-follow', token],
    queryFn: async () => (await call(confirmFollowRoute, { query: { token } })).data,
    enabled: token !== '',
    meta: { globalError: false },
    ...once,
  });
}

/** The mail's one-click unsubscribe (a POST from the page, for the same reason). */
export function useUnsubscribeFollow(token: string) {
  return useQuery({
    queryKey: ['unsubscribe-follow', token],
    queryFn: async () => (await call(unsubscribeFollowRoute, { query: { token } })).data,
    enabled: token !== '',
    meta: { globalError: false },
    ...once,
  });
}
