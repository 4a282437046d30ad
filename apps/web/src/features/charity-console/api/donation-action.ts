import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CloseReasonBody,
  ContactedBody,
  DonationActionResponse,
} from '@athar/contract/charity/donation-action';
import { showSuccess } from '../../../lib/alerts';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffSend } from './staff-client';

/** One of the four actions on a pending cash donation, with its body (collected has none). */
export type DonationActionRequest =
  | { action: 'contacted'; id: number; body: ContactedBody }
  | { action: 'collected'; id: number }
  | { action: 'failed' | 'cancelled'; id: number; body: CloseReasonBody };

/** POST /api/charity/donations/:id/{action}; resolves with the server's Arabic confirmation. */
export async function actOnDonation(request: DonationActionRequest): Promise<string> {
  const body = 'body' in request ? request.body : undefined;
  const envelope = await staffSend<DonationActionResponse['data']>(
    'POST',
    `/api/charity/donations/${request.id}/${request.action}`,
    body,
  );
  return envelope.message;
}

/**
 * Acts on a donation; the answer goes to the success banner and every console list reloads (also
 * after a refusal: another representative may have closed the donation meanwhile).
 */
export function useDonationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnDonation,
    // the dialog shows a refusal itself
    meta: { globalError: false },
    onSuccess: (message) => showSuccess(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY }),
  });
}
