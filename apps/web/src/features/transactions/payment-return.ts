import { readDecimalId } from '@athar/contract/digits';

/**
 * PRODUCT.md §3 Payment return result, read from
 * /TransactionDonation/{Link}?Status&donationID&campaignName&campaignID.
 */
export interface PaymentReturn {
  donationId: number;
  campaignId: number;
  campaignPath: string;
  /** the receipt key pay adds to a return it verified: it lets this page ask the api for the truth */
  receiptKey: string | null;
}

/**
 * The campaign page a return names: the name arrives with underscores already (PRODUCT.md §2), kept as
 * one segment.
 */
export function returnCampaignPath(campaignName: string | null, campaignId: number): string {
  const name = (campaignName ?? '').trim().replace(/\s+/g, '_') || '_';
  return `/CampaignDonation/${encodeURIComponent(name)}/${campaignId}`;
}

/**
 * The successful payment the query string claims, or null for any other status or a malformed one.
 * A claim only: the page asks the api for the donation's status before it says "paid".
 */
export function readPaymentReturn(query: URLSearchParams, link: string | undefined): PaymentReturn | null {
  if (query.get('Status') !== '1') return null;
  const donationId = readDecimalId(query.get('donationID')) ?? readDecimalId(link);
  const campaignId = readDecimalId(query.get('campaignID'));
  if (!donationId || !campaignId) return null;
  return {
    donationId,
    campaignId,
    campaignPath: returnCampaignPath(query.get('campaignName'), campaignId),
    receiptKey: query.get('key')?.trim() || null,
  };
}
