import {
  markCancelledRoute,
  markCollectedRoute,
  markContactedRoute,
  markFailedRoute,
} from '@athar/contract/routes/charity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseReasonBody, ContactedBody } from '@athar/contract/charity/donation-action';
import { showSuccess } from '../../../lib/alerts';
import { ApiError, isConnectionFailure } from '../../../lib/api-error';
import { consoleOfflineMessages } from '../../../lib/messages/console-offline';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

/** One of the four actions on a pending cash donation, with its body (collected has none). */
export type DonationActionRequest =
  | { action: 'contacted'; id: number; body: ContactedBody }
  | { action: 'collected'; id: number }
  | { action: 'failed' | 'cancelled'; id: number; body: CloseReasonBody };

/** POST /api/charity/donations/:id/{action}; resolves with the server's Arabic confirmation. */
export async function actOnDonation(request: DonationActionRequest): Promise<string> {
  const params = { id: request.id };
  switch (request.action) {
    case 'contacted':
      return (await staffCall(markContactedRoute, { params, body: request.body })).message;
    case 'collected':
      return (await staffCall(markCollectedRoute, { params })).message;
    case 'failed':
      return (await staffCall(markFailedRoute, { params, body: request.body })).message;
    case 'cancelled':
      return (await staffCall(markCancelledRoute, { params, body: request.body })).message;
  }
}

/** A refusal that names the connection: the dialog stays open with what was typed, nothing was saved. */
const notSent = (message: string) => new ApiError(0, 0, message, {}, true);

/**
 * Offline, the action is refused before it is sent; a call that never got an answer says it was not
 * saved. Never queued for later: a worker must not believe a collection is recorded when it is not.
 */
export async function actOnDonationIfOnline(request: DonationActionRequest): Promise<string> {
  if (!navigator.onLine) throw notSent(consoleOfflineMessages.offlineRefused);
  try {
    return await actOnDonation(request);
  } catch (error) {
    throw isConnectionFailure(error) ? notSent(consoleOfflineMessages.notSaved) : error;
  }
}

/**
 * Acts on a donation; the answer goes to the success banner and every console list reloads (also
 * after a refusal: another representative may have closed the donation meanwhile).
 */
export function useDonationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnDonationIfOnline,
    // offline, react-query would pause the call and send it whenever the connection came back, with
    // the dialog stuck on "saving": it runs now, and is refused
    networkMode: 'always',
    // the dialog shows a refusal itself
    meta: { globalError: false },
    onSuccess: (message) => showSuccess(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY }),
  });
}
