import type { Transaction } from 'kysely';
import { apiMessages } from '@athar/contract/messages';
import { subtractFromCampaignTotals } from '../../db/queries/donations';
import { countRefunded } from '../../db/queries/figures-rollup';
import { insertGatewayEvent, refundConfirmedDonation } from '../../db/queries/gateway-transactions';
import type { Database } from '../../db/schema';

/**
 * Undoes a confirmed donation the gateway refunded or voided (or a mobile operator reversed, told by
 * the aggregator's report, `note` then saying so), in the caller's transaction (which has
 * locked its row): it becomes 'refunded' and counts nowhere any more — its amount and its donor leave
 * the campaign's stored totals — and the charity console shows the event, recorded by no staff member.
 * False when the donation was not confirmed (nothing changes).
 */
export async function reverseDonation(
  trx: Transaction<Database>,
  donationId: number,
  action: 'refunded' | 'voided',
  transactionId: string,
  note = apiMessages.gatewayReversalNote(action, transactionId),
): Promise<boolean> {
  const refunded = await refundConfirmedDonation(trx, donationId, new Date());
  if (!refunded) return false;
  await subtractFromCampaignTotals(trx, refunded.campaign_id, refunded.amount);
  await countRefunded(trx, { ...refunded, confirmed_at: refunded.confirmed_at! });
  await insertGatewayEvent(trx, {
    donation_id: donationId,
    action,
    note,
  });
  return true;
}
