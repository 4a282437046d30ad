import type { CampaignDetails } from '@athar/contract/campaigns/details';

/** What the campaign's charity takes: both, cash collection only, or card only (SPEC §3 EPayment, CashCollection). */
export type DonateMethods = 'both' | 'cash' | 'card';

/** null when it takes neither: then there is no donate button at all (SPEC §2 Campaign donation page). */
export function donateMethods(
  campaign: Pick<CampaignDetails, 'EPayment' | 'CashCollection'>,
): DonateMethods | null {
  if (campaign.EPayment && campaign.CashCollection) return 'both';
  if (campaign.CashCollection) return 'cash';
  return campaign.EPayment ? 'card' : null;
}
