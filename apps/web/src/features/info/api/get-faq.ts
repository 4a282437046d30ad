import { faqRoute } from '@athar/contract/routes/about';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/about/faq — data[0] holds the donors' and the creators' questions. */
export async function getFaq(signal?: AbortSignal) {
  return (await call(faqRoute, {}, { signal })).data[0] ?? { donators: [], creators: [] };
}

export function useFaq() {
  return useQuery(queryOptions({ queryKey: ['faq'], queryFn: ({ signal }) => getFaq(signal) }));
}
