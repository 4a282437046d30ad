import { useQuery } from '@tanstack/react-query';
import { unsubscribeUpdatesRoute } from '@athar/contract/routes/campaigns';
import { call } from '../../../lib/api-client';

/** POST /api/updates/unsubscribe?token — the campaign whose update mails stop. */
export async function unsubscribe(token: string): Promise<string> {
  return (await call(unsubscribeUpdatesRoute, { query: { token } })).data[0]?.campaign_title ?? '';
}

/**
 * Sent once when the page opens, so the mail's link is one click; doing it again changes nothing,
 * so a reload is harmless.
 */
export function useUnsubscribe(token: string) {
  return useQuery({
    queryKey: ['unsubscribe-updates', token],
    queryFn: () => unsubscribe(token),
    enabled: token !== '',
    retry: false,
    meta: { globalError: false },
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
