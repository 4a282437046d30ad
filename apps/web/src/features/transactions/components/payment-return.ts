import { readDecimalId } from '@athar/contract/digits';

/** SPEC §3 Payment return result, read from /TransactionDonation/{Link}?Status&donationID&campaignName&campaignID. */
export interface PaymentReturn {
  donationId: number;
  campaignPath: string;
}

/** The successful payment the query string reports, or null for any other status or a malformed one. */
export function readPaymentReturn(query: URLSearchParams, link: string | undefined): PaymentReturn | null {
  if (query.get('Status') !== '1') return null;
  const donationId = readDecimalId(query.get('donationID')) ?? readDecimalId(link);
  const campaignId = readDecimalId(query.get('campaignID'));
  if (!donationId || !campaignId) return null;
  // the name arrives with underscores for spaces already (SPEC §2); keep it as one path segment
  const campaignName = (query.get('campaignName') ?? '').trim().replace(/\s+/g, '_') || '_';
  return { donationId, campaignPath: `/CampaignDonation/${encodeURIComponent(campaignName)}/${campaignId}` };
}
