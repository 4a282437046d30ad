import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NgoDetails } from '@athar/contract/ngos/details';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** GET /api/ngos/details?ngoid — one charity; anything but status 1 with data is "not found". */
export async function getNgo(ngoId: number, signal?: AbortSignal) {
  const envelope = await apiGet<NgoDetails[]>('/api/ngos/details', { ngoid: ngoId }, { signal });
  const ngo = envelope.data[0];
  if (envelope.status !== 1 || !ngo) throw new ApiError(404, envelope.status, envelope.message);
  return ngo;
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
