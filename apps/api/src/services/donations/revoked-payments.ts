import type { Kysely, Transaction } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { RevokedPaymentBody } from '@athar/contract/internal/revoked-payments';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { lockDonationForGateway } from '../../db/queries/gateway-transactions';
import {
  donationPermitStands,
  recordPermitRevoked,
  recordRevokedPayment,
} from '../../db/queries/permit-when-asked';
import type { Database } from '../../db/schema';
import { closeDonation } from './confirm-donation';

/**
 * POST /api/internal/donations/:id/revoked-payment (docs/decisions/026): the bank took money for a card
 * donation whose permit was revoked since its donor was asked to pay — a lightbox left open, a card
 * night charged as the permit went. In one transaction on the locked row: a donation still pending is
 * cancelled as the revocation cancels it; the money is recorded once as owed back (`refund_due`, and
 * pay is told to refund it) or, `returned`, the bank's refund is recorded once (`refunded`). Anything
 * else is a 409: a confirmed donation, one whose permit still stands, figures that are not its own.
 */
export async function recordRevokedCardPayment(
  db: Kysely<Database>,
  donationId: number,
  payment: RevokedPaymentBody,
): Promise<{ refund: boolean }> {
  return db.transaction().execute(async (trx) => {
    const donation = await lockDonationForGateway(trx, donationId);
    if (!donation) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
    const unsettled = ['pending', 'cancelled', 'failed'].includes(donation.status);
    if (
      donation.type !== PAYMENT_TYPE.card ||
      !unsettled ||
      payment.amount !== donation.amount ||
      (await donationPermitStands(trx, donationId))
    )
      throw new AppError('CONFLICT', apiMessages.conflict);
    await cancelRevokedIfPending(trx, donation);
    const note = apiMessages.revokedPaymentNote('bank', payment.order_id);
    if (payment.returned) {
      await recordRevokedPayment(trx, { donation_id: donationId, action: 'refunded', note });
      return { refund: false };
    }
    await recordRevokedPayment(trx, { donation_id: donationId, action: 'refund_due', note });
    return { refund: true };
  });
}

/** Cancels a donation still pending after its permit's revocation, as the revocation itself does. */
export async function cancelRevokedIfPending(
  trx: Transaction<Database>,
  donation: { id: number; status: string },
): Promise<void> {
  if (donation.status !== 'pending') return;
  await closeDonation(trx, donation.id, 'cancelled');
  await recordPermitRevoked(trx, [donation.id]);
}
