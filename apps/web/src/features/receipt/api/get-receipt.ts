import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@athar/contract/donations/receipt';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';

/**
 * GET /api/receipts/:id?key — one donation's receipt. The key opens it for a guest; without one the
 * api client's token lets the logged-in owner in. Anyone else gets a 404.
 */
export async function getReceipt(donationId: number, key: string | null, signal?: AbortSignal) {
  const envelope = await apiGet<Receipt[]>(`/api/receipts/${donationId}`, { key }, { signal });
  const receipt = envelope.data[0];
  if (envelope.status !== 1 || !receipt) throw new ApiError(404, envelope.status, envelope.message);
  return receipt;
}

export function useReceipt(donationId: number, key: string | null) {
  // another user on this browser must not see the previous one's cached receipt
  const userId = useSession()?.user_id ?? null;
  return useQuery(
    queryOptions({
      queryKey: ['receipt', donationId, key, userId],
      queryFn: ({ signal }) => getReceipt(donationId, key, signal),
      enabled: donationId > 0,
      meta: { globalError: false },
    }),
  );
}
