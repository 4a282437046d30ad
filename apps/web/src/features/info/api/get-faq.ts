import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqItem } from '@athar/contract/about/faq';
import { apiGet } from '../../../lib/api-client';

/** GET /api/about/faq — data[0] holds the donors' and the creators' questions. */
export async function getFaq(signal?: AbortSignal) {
  const envelope = await apiGet<Array<{ donators: FaqItem[]; creators: FaqItem[] }>>(
    '/api/about/faq',
    undefined,
    {
      signal,
    },
  );
  return envelope.data[0] ?? { donators: [], creators: [] };
}

export function useFaq() {
  return useQuery(queryOptions({ queryKey: ['faq'], queryFn: ({ signal }) => getFaq(signal) }));
}
