import { receiptRoute } from '@athar/contract/routes/donations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, firstItem } from '../api-client';
import { useSession } from '../session';

/**
 * GET /api/receipts/:id?key — one donation's receipt. The key opens it for a guest; without one the
 * api client's token lets the logged-in owner in. Anyone else gets a 404.
 */
export async function getReceipt(donationId: number, key: string | null, signal?: AbortSignal) {
  const query = { key: key ?? undefined };
  return firstItem(await call(receiptRoute, { params: { id: donationId }, query }, { signal }), 404);
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
