import { useMutation } from '@tanstack/react-query';
import { confirmFollowRoute, unsubscribeFollowRoute } from '@athar/contract/routes/remembrance-follows';
import { call } from '../../../lib/api-client';

/**
 * The mail's confirmation link: sent when the person presses the page's button (a POST), never as the
 * page opens, so a mail scanner that opens links confirms nothing; again changes nothing.
 */
export function useConfirmFollow() {
  return useMutation({
    mutationFn: async (token: string) => (await call(confirmFollowRoute, { query: { token } })).data,
    meta: { globalError: false },
  });
}

/** The mail's unsubscribe link: a POST from the page's button, for the same reason. */
export function useUnsubscribeFollow() {
  return useMutation({
    mutationFn: async (token: string) => (await call(unsubscribeFollowRoute, { query: { token } })).data,
    meta: { globalError: false },
  });
}
