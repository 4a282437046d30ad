import type { Receipt } from '@athar/contract/donations/receipt';
import { campaignPath } from '../../lib/entity-paths';
import type { PaymentReturn } from './payment-return';

/**
 * What the payment return page does once the api has told it the donation's real status:
 * - paid: the campaign page with its success dialog (PRODUCT.md §2 Payment return);
 * - pending: says the payment is being confirmed, and keeps asking;
 * - failed: /transactionfailed with the reason and the way back to the campaign;
 * - unknown: the api does not show this donation to this browser (no such donation, another
 *   browser's, a link without its key), or it was refunded since: no claim either way, the campaign
 *   page without a dialog.
 */
export type ReturnVerdict =
  | { kind: 'paid'; campaignPath: string }
  | { kind: 'pending'; receipt: Receipt }
  | { kind: 'failed'; reason: 'declined' | 'cancelled'; campaign: { name: string; id: number } }
  | { kind: 'unknown'; campaignPath: string };

/** The verdict on a return from the receipt the api sent for it, or null when there is none (refused, lost). */
export function returnVerdict(claim: PaymentReturn, receipt: Receipt | null): ReturnVerdict {
  if (!receipt || receipt.donation_id !== claim.donationId)
    return { kind: 'unknown', campaignPath: claim.campaignPath };
  // the donation's own campaign, whatever the query says
  const path =
    receipt.campaign_id === claim.campaignId
      ? claim.campaignPath
      : campaignPath(receipt.deceased_name, receipt.campaign_id);
  switch (receipt.status) {
    case 'confirmed':
      return { kind: 'paid', campaignPath: path };
    case 'pending':
      return { kind: 'pending', receipt };
    case 'failed':
    case 'cancelled':
      return {
        kind: 'failed',
        reason: receipt.status === 'failed' ? 'declined' : 'cancelled',
        campaign: { name: receipt.deceased_name, id: receipt.campaign_id },
      };
    case 'refunded':
      // paid, then given back at the gateway: neither a success to celebrate nor a failed payment to retry
      return { kind: 'unknown', campaignPath: path };
  }
}
