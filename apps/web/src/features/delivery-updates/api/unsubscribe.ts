import { useMutation } from '@tanstack/react-query';
import { unsubscribeUpdatesRoute } from '@athar/contract/routes/campaigns';
import { call } from '../../../lib/api-client';

/** POST /api/updates/unsubscribe?token — the campaign whose update mails stop. */
export async function unsubscribe(token: string): Promise<string> {
  return (await call(unsubscribeUpdatesRoute, { query: { token } })).data[0]?.campaign_title ?? '';
}

/**
 * Sent when the person presses the page's button, never as the page opens (a mail scanner that opens
 * the link stops nothing); doing it again changes nothing.
 */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe, meta: { globalError: false } });
}
