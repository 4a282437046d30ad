import { ngoDetailsRoute } from '@athar/contract/routes/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NgoDetails } from '@athar/contract/ngos/details';
import { call, firstItem } from '../../../lib/api-client';

/** GET /api/ngos/details?ngoid — one charity; anything but status 1 with data is "not found". */
export async function getNgo(ngoId: number, signal?: AbortSignal) {
  const envelope = await call(ngoDetailsRoute, { query: { ngoid: ngoId } }, { signal });
  return firstItem(envelope, 404) as NgoDetails;
}

export function useNgo(ngoId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['ngo', ngoId],
      queryFn: ({ signal }) => getNgo(ngoId, signal),
      enabled: ngoId > 0,
      retry: false,
    }),
  );
}
