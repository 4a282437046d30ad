import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAMILY_UPDATE_PHOTO_FIELD } from '@athar/contract/remembrance/family-updates';
import { postFamilyUpdateRoute } from '@athar/contract/routes/remembrance-family';
import { showSuccess } from '../../../lib/alerts';
import { call, firstItem } from '../../../lib/api-client';

/** POST /api/campaigns/family-updates (multipart): the text and at most one photo. */
export function usePostFamilyUpdate(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalError: false },
    mutationFn: async ({ body, photo }: { body: string; photo: Blob | null }) => {
      const form = new FormData();
      form.append('campid', String(campaignId));
      form.append('body', body);
      if (photo) form.append(FAMILY_UPDATE_PHOTO_FIELD, photo);
      const envelope = await call(postFamilyUpdateRoute, { body: form });
      showSuccess(envelope.message);
      return firstItem(envelope);
    },
    // the campaign page's list of the family's updates (its key: ['family-updates', id])
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['family-updates', campaignId] }),
  });
}
