import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCampaignDetails } from '../../../lib/queries/campaign-details';
import { useSession } from '../../../lib/session';

export const campaignDetailsKey = (campaignId: number) => ['campaign-details', campaignId] as const;

/**
 * The campaign as the viewer sees it. The page a server rendered was asked as a visitor who is not
 * logged in; once the browser knows the viewer, their own version is asked, and meanwhile that
 * answer stays on screen, not a spinner in its place. Only a visitor's answer of the same campaign
 * stands in (it names no one): never one viewer's for another, after a logout.
 */
export function useCampaignDetails(campaignId: number) {
  const userId = useSession()?.user_id;
  return useQuery(
    queryOptions({
      queryKey: [...campaignDetailsKey(campaignId), userId ?? null],
      queryFn: ({ signal }) => getCampaignDetails(campaignId, userId, signal),
      enabled: campaignId > 0,
      retry: false,
      placeholderData: (previous, previousQuery) =>
        previous?.campaign_id === campaignId && previousQuery?.queryKey[2] === null ? previous : undefined,
    }),
  );
}
