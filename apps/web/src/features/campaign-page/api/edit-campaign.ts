import { editCampaignRoute } from '@athar/contract/routes/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditCampaignBody, editedCampaign } from '@athar/contract/campaigns/edit-campaign';
import type { z } from 'zod';
import { showSuccess } from '../../../lib/alerts';
import { call, firstItem } from '../../../lib/api-client';
import { campaignDetailsKey } from './get-campaign-details';

export type EditedCampaign = z.infer<typeof editedCampaign>;

/** PATCH /api/campaigns/{campid} (docs/decisions/013): the creator's change to the deceased's details. */
export async function editCampaign(campaignId: number, changes: EditCampaignBody): Promise<EditedCampaign> {
  const envelope = await call(editCampaignRoute, { params: { campid: campaignId }, body: changes });
  const edited = firstItem(envelope);
  showSuccess(envelope.message);
  return edited;
}

/** Saves the edit, then reloads the campaign so the page speaks of the deceased as now chosen. */
export function useEditCampaign(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalError: false },
    mutationFn: (changes: EditCampaignBody) => editCampaign(campaignId, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignDetailsKey(campaignId) }),
  });
}
