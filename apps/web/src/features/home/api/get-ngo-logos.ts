import { ngoDetailsRoute } from '@athar/contract/routes/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@athar/contract/constants';
import type { NgoListItem } from '@athar/contract/ngos/details';
import { call } from '../../../lib/api-client';

/** GET /api/ngos/details?offset=0&rowscount=100 — the charities of the logo carousel. */
export async function getNgoLogos(signal?: AbortSignal) {
  const query = { offset: 0, rowscount: MAX_PAGE_SIZE };
  return (await call(ngoDetailsRoute, { query }, { signal })).data as NgoListItem[];
}

export function useNgoLogos() {
  return useQuery(queryOptions({ queryKey: ['ngo-logos'], queryFn: ({ signal }) => getNgoLogos(signal) }));
}
