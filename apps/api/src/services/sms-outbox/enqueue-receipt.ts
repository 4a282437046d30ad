import type { Transaction } from 'kysely';
import { insertSmsReceipt, receiptSmsDonation } from '../../db/queries/sms-outbox';
import type { Database } from '../../db/schema';
import { composeReceiptSms } from './compose-receipt';
import { toSmsNumber } from './sms-number';

/**
 * Queues a confirmed donation's receipt as a text message to its donor's phone, in the transaction
 * that confirms it (after the donor's details were erased if their account is gone, so read here,
 * not from before). Nothing when no phone a message can reach is known; once per donation.
 * Callers kick `app.smsOutbox` after the commit.
 */
export async function enqueueSmsReceipt(trx: Transaction<Database>, donationId: number): Promise<void> {
  const donation = await receiptSmsDonation(trx, donationId);
  if (!donation?.msisdn || !toSmsNumber(donation.msisdn)) return;
  await insertSmsReceipt(trx, {
    donation_id: donation.id,
    body: composeReceiptSms({
      donationId: donation.id,
      amount: donation.amount,
      deceasedName: donation.campaign_title,
      ngoName: donation.ngo_name,
    }),
  });
}
