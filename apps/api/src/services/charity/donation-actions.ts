import type { Kysely } from 'kysely';
import type { DonationAction } from '@athar/contract/charity/donation-action';
import { apiMessages } from '@athar/contract/messages';
import { insertDonationEvent, lockCashDonation } from '../../db/queries/donations';
import type { Database, DonationStatusColumn } from '../../db/schema';
import { AppError } from '@athar/server-kit/errors';
import { closeDonation, confirmInTransaction } from '../donations/confirm-donation';
import { recordAudit, staffAct, type AuditOrigin } from '../audit/audit-trail';

export interface ActionOutcome {
  id: number;
  /** a cash donation is never refunded: only the gateway refunds */
  status: Exclude<DonationStatusColumn, 'refunded'>;
  /** false when nothing changed (the same close or collection had already been recorded) */
  changed: boolean;
}

/**
 * One console action on a cash donation of the staff member's own charity (any other donation is a
 * 404, as if it did not exist). The status change goes through confirmInTransaction / closeDonation,
 * and the donation_events record is written in the same transaction, with who and when, and so is
 * the audit entry (`charity.donation.<action>`, the status before and after) of an action that changed
 * something.
 */
export async function actOnDonation(
  db: Kysely<Database>,
  staff: { id: number; ngoId: number },
  donationId: number,
  action: DonationAction,
  note: string | null,
  origin: AuditOrigin,
): Promise<ActionOutcome> {
  return db.transaction().execute(async (trx) => {
    const donation = await lockCashDonation(trx, donationId, staff.ngoId);
    if (!donation) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);

    const record = async (status: ActionOutcome['status']) => {
      await insertDonationEvent(trx, { donation_id: donationId, staff_id: staff.id, action, note });
      await recordAudit(
        trx,
        staffAct(origin, staff, {
          action: `charity.donation.${action}`,
          object_kind: 'donation',
          object_id: donationId,
          changes: { status: [donation.status, status] },
        }),
      );
    };

    if (action === 'contacted') {
      if (donation.status !== 'pending') throw new AppError('CONFLICT', apiMessages.donationClosed);
      await record(donation.status);
      return { id: donationId, status: donation.status, changed: true };
    }
    if (action === 'collected') {
      const outcome = await confirmInTransaction(trx, donationId);
      if (outcome === 'confirmed') await record('confirmed');
      return { id: donationId, status: 'confirmed', changed: outcome === 'confirmed' };
    }
    if (donation.status === action) return { id: donationId, status: action, changed: false };
    await closeDonation(trx, donationId, action);
    await record(action);
    return { id: donationId, status: action, changed: true };
  });
}
