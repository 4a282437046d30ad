import type { Kysely, Transaction } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { anonymiseIfDonorDeleted } from '../../db/queries/anonymise-donations';
import { countCampaignReached, countConfirmed } from '../../db/queries/figures-rollup';
import { confirmLinkNight } from '../../db/queries/giving-link-nights';
import {
  addToCampaignTotals,
  closePendingDonation,
  confirmPendingDonation,
  donationStatus,
} from '../../db/queries/donations';
import type { Database } from '../../db/schema';
import { AppError } from '@athar/server-kit/errors';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { enqueueSmsReceipt } from '../sms-outbox/enqueue-receipt';

export type ConfirmOutcome = 'confirmed' | 'already-confirmed';

/**
 * Confirms a pending donation and adds it to its campaign's stored totals, in one transaction. The
 * conditional UPDATE lets exactly one of many concurrent confirmations through; a repeat is an
 * "already done" success, and a failed or cancelled donation is never confirmed — nor one whose
 * charity's permit, in force when the donor was asked to pay, was revoked since (a 409 saying so;
 * a permit that only reached its last day still honours it: docs/decisions/026).
 */
export async function confirmDonation(db: Kysely<Database>, donationId: number): Promise<ConfirmOutcome> {
  return db.transaction().execute((trx) => confirmInTransaction(trx, donationId));
}

/**
 * The body of confirmDonation, for a caller that records something else in the same transaction.
 * The mails of a confirmation are queued here too: the donor's receipt when an e-mail is known (by
 * text message when only a phone is), and the creator's "now visible" mail when this donation takes
 * the total across the listing threshold.
 * The campaign UPDATE's row lock orders concurrent confirmations, so exactly one sees the crossing.
 * A donation whose donor deleted their account while it was pending loses the name, phone and
 * address kept for its collection here too (and, its e-mail gone with the account, gets no receipt).
 * Callers kick `app.outbox` (and `app.smsOutbox`) after the commit.
 */
export async function confirmInTransaction(
  trx: Transaction<Database>,
  donationId: number,
): Promise<ConfirmOutcome> {
  const now = new Date();
  const confirmed = await confirmPendingDonation(trx, donationId, now);
  if (confirmed) {
    if (confirmed.user_id !== null) await anonymiseIfDonorDeleted(trx, donationId);
    // a gift made from a schedule's night link gives that night (docs/decisions/020)
    if (confirmed.schedule_id !== null) await confirmLinkNight(trx, donationId, now);
    const campaign = await addToCampaignTotals(trx, confirmed.campaign_id, confirmed.amount);
    // the dashboards' daily rollups, in this same transaction (docs/decisions/041)
    await countConfirmed(trx, { ...confirmed, id: donationId, amount: Number(confirmed.amount) }, now);
    if (confirmed.email) {
      await enqueueMail(trx, { kind: 'receipt', payload: { donation_id: donationId } });
    } else if (confirmed.msisdn) await enqueueSmsReceipt(trx, donationId);
    const before = campaign.collected - confirmed.amount;
    const crossed =
      before < CAMPAIGN_VISIBLE_FROM_PIASTERS && campaign.collected >= CAMPAIGN_VISIBLE_FROM_PIASTERS;
    if (crossed) await countCampaignReached(trx, confirmed.campaign_id, confirmed.ngo_id, now);
    if (crossed && campaign.user_id !== null) {
      await enqueueMail(trx, {
        kind: 'campaign_visible',
        payload: { campaign_id: confirmed.campaign_id, collected: campaign.collected },
      });
    }
    return 'confirmed';
  }
  const status = await donationStatus(trx, donationId);
  if (!status) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
  if (status === 'confirmed') return 'already-confirmed';
  // still pending: the permit it was asked for under was revoked since (docs/decisions/026)
  if (status === 'pending') throw new AppError('CONFLICT', apiMessages.permitRevoked);
  throw new AppError('CONFLICT', apiMessages.donationClosed);
}

/**
 * Marks a pending donation failed or cancelled; it never counts. Confirmed donations never change.
 * In one transaction (the caller's, if it is one) with erasing its donor's details when their
 * account was deleted while it was pending. Answers whether this call closed it (false: it already was).
 */
export async function closeDonation(
  db: Kysely<Database>,
  donationId: number,
  status: 'failed' | 'cancelled',
): Promise<boolean> {
  if (!db.isTransaction) return db.transaction().execute((trx) => closeDonation(trx, donationId, status));
  const closed = await closePendingDonation(db, donationId, status);
  if (closed) {
    if (closed.user_id !== null) await anonymiseIfDonorDeleted(db, donationId);
    return true;
  }
  const current = await donationStatus(db, donationId);
  if (!current) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
  if (current !== status) throw new AppError('CONFLICT', apiMessages.donationClosed);
  return false;
}
