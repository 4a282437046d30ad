import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeFeatured, SaveHomeFeaturedBody } from '@athar/contract/operator/home-featured';
import { homeFeaturedRoute, saveHomeFeaturedRoute } from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { operatorCall } from './operator-client';

const featuredKey = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'home-featured'];

/** GET /api/operator/home-featured — the home page's choice and what can be chosen. */
export function useHomeFeatured(operatorId: number) {
  return useQuery({
    queryKey: featuredKey(operatorId),
    queryFn: async ({ signal }) => firstItem(await operatorCall(homeFeaturedRoute, {}, { signal })),
    meta: { globalError: false },
  });
}

/** PUT /api/operator/home-featured — the whole choice, in order; its answer replaces the one shown. */
export function useSaveHomeFeatured(operatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveHomeFeaturedBody) => {
      const answer = await operatorCall(saveHomeFeaturedRoute, { body });
      return { message: answer.message, data: firstItem(answer) as HomeFeatured };
    },
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      queryClient.setQueryData(featuredKey(operatorId), answer.data);
    },
  });
}
