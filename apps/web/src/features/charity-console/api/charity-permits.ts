import { charityPermitsRoute, requestPermitRoute } from '@athar/contract/routes/charity';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import type { RequestPermitBody } from '@athar/contract/charity/permits';
import { showSuccess } from '../../../lib/alerts';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

export const charityPermitsKey = [...CONSOLE_QUERY_KEY, 'permits'] as const;

/** GET /api/charity/permits — the charity's permits, the latest ending first. */
export async function getCharityPermits(signal?: AbortSignal): Promise<PermitRecord[]> {
  return (await staffCall(charityPermitsRoute, {}, { signal })).data;
}

export function useCharityPermits() {
  return useQuery(
    queryOptions({
      queryKey: charityPermitsKey,
      queryFn: ({ signal }) => getCharityPermits(signal),
      // the page shows the failure in place of the list
      meta: { globalError: false },
    }),
  );
}

/** POST /api/charity/permits — asks for a permit; the list reloads and the answer goes to the banner. */
export function useRequestPermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestPermitBody) => (await staffCall(requestPermitRoute, { body })).message,
    // the form shows a refusal itself
    meta: { globalError: false },
    onSuccess: (message) => showSuccess(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: charityPermitsKey }),
  });
}
