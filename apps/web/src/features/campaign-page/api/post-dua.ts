import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostDuaBody } from '@athar/contract/remembrance/duas';
import { postDuaRoute } from '@athar/contract/routes/remembrance-duas';
import { call, firstItem } from '../../../lib/api-client';
import { campaignDuasKey } from './get-duas';
import { pendingDuasKey } from './dua-moderation';

/** POST /api/campaigns/duas — answers whether the dua shows now or waits for the family. */
export async function postDua(body: PostDuaBody) {
  return firstItem(await call(postDuaRoute, { body }));
}

/** Writes a dua; a shown one reloads the wall, a pending one the family's list (if the viewer is family). */
export function usePostDua(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalError: false },
    mutationFn: (body: Omit<PostDuaBody, 'campaign_id'>) => postDua({ ...body, campaign_id: campaignId }),
    onSuccess: (posted) =>
      queryClient.invalidateQueries({
        queryKey: posted.status === 'shown' ? campaignDuasKey(campaignId) : pendingDuasKey(campaignId),
      }),
  });
}
