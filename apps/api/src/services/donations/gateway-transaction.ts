import type { Kysely, Transaction } from 'kysely';
import { PAYMENT_TYPE, isGatewayType } from '@athar/contract/constants';
import type { GatewayResult, GatewayTransactionBody } from '@athar/contract/internal/gateway-transaction';
import { BANK_CURRENCY } from '@athar/contract/internal/payment-donation';
import { apiMessages } from '@athar/contract/messages';
import { piasters } from '@athar/contract/piasters';
import {
  insertGatewayTransaction,
  keepKioskReference,
  lockDonationForGateway,
  reversalReported,
  setGatewayTransactionResult,
} from '../../db/queries/gateway-transactions';
import { donationPermitStands, recordRevokedPayment } from '../../db/queries/permit-when-asked';
import type { Database } from '../../db/schema';
import { AppError } from '@athar/server-kit/errors';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { closeDonation, confirmInTransaction } from './confirm-donation';
import { reverseDonation } from './reverse-donation';
import { cancelRevokedIfPending } from './revoked-payments';

type LockedDonation = NonNullable<Awaited<ReturnType<typeof lockDonationForGateway>>>;

export interface GatewayTransactionOutcome {
  result: GatewayResult;
  /** the donation's type, for the metrics of a confirmation */
  type: number;
}

/**
 * Acts once on what the gateway said about one of its transactions for a wallet, kiosk or Meeza
 * donation (pay checked the callback's HMAC and the gateway's own inquiry first), in one database
 * transaction: the donation's row is locked, the (transaction, outcome) recorded — a repeat finds it
 * and changes nothing — and then the donation is confirmed through the one confirmInTransaction,
 * closed, given its kiosk reference, or reversed after a refund or void. Figures that differ from
 * the donation's are refused (409) with nothing recorded. Callers kick `app.outbox` after the commit.
 */
export async function recordGatewayTransaction(
  db: Kysely<Database>,
  donationId: number,
  transaction: GatewayTransactionBody,
): Promise<GatewayTransactionOutcome> {
  return db.transaction().execute(async (trx) => {
    const donation = await lockDonationForGateway(trx, donationId);
    if (!donation) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
    if (!isGatewayType(donation.type)) throw new AppError('CONFLICT', apiMessages.conflict);
    if (transaction.amount !== donation.amount || transaction.currency !== BANK_CURRENCY)
      throw new AppError('CONFLICT', apiMessages.conflict);
    const kioskPending =
      transaction.outcome === 'pending' &&
      donation.type === PAYMENT_TYPE.kiosk &&
      donation.status === 'pending';
    if (kioskPending && (!transaction.kiosk_reference || !transaction.kiosk_expires_at))
      throw new AppError('BAD_REQUEST', apiMessages.badRequest);

    const key = { transaction_id: transaction.transaction_id, outcome: transaction.outcome };
    const recorded = await insertGatewayTransaction(trx, {
      ...key,
      donation_id: donationId,
      amount: piasters(transaction.amount),
      currency: transaction.currency,
    });
    // seen before; but money or a reference its charity may no longer keep is asked back again,
    // until the gateway reports the refund or void (the revocation came after the first report)
    if (!recorded) return { result: await stillOwedBack(trx, donation, transaction), type: donation.type };
    const result = await act(trx, donation, transaction);
    await setGatewayTransactionResult(trx, key, result);
    return { result, type: donation.type };
  });
}

async function act(
  trx: Transaction<Database>,
  donation: LockedDonation,
  transaction: GatewayTransactionBody,
): Promise<GatewayResult> {
  switch (transaction.outcome) {
    case 'paid': {
      // paid after its charity's permit was revoked: never confirmed, the money goes back
      if (await revokedBeforeSettling(trx, donation))
        return takenAfterRevocation(trx, donation, transaction, 'refund-due');
      // a failed, cancelled or refunded donation is never confirmed: 409, and the row goes with it
      const outcome = await confirmInTransaction(trx, donation.id);
      return outcome === 'confirmed' ? 'confirmed' : 'unchanged';
    }
    case 'declined':
      return closeIfPending(trx, donation);
    case 'pending':
      if (donation.type !== PAYMENT_TYPE.kiosk) return 'unchanged';
      // a reference issued on a checkout opened before the revocation: it must not be paid
      if (await revokedBeforeSettling(trx, donation))
        return takenAfterRevocation(trx, donation, transaction, 'void-due');
      if (donation.status !== 'pending') return 'unchanged';
      return keepReference(trx, donation, transaction.kiosk_reference!, transaction.kiosk_expires_at!);
    case 'refunded':
    case 'voided':
      if (donation.status === 'confirmed') {
        await reverseDonation(trx, donation.id, transaction.outcome, transaction.transaction_id);
        return 'reversed';
      }
      if (await revokedBeforeSettling(trx, donation)) {
        // the refund or void pay asked for after a revocation: recorded, the donation stays cancelled
        await cancelRevokedIfPending(trx, donation);
        await recordRevokedPayment(trx, {
          donation_id: donation.id,
          action: transaction.outcome,
          note: apiMessages.revokedPaymentNote('gateway', transaction.transaction_id),
        });
        return 'unchanged';
      }
      return closeIfPending(trx, donation);
  }
}

/**
 * A transaction reported before, again: a payment or an open kiosk reference of a donation whose
 * permit was revoked since is owed back while the gateway has reported no refund or void of it.
 */
async function stillOwedBack(
  trx: Transaction<Database>,
  donation: LockedDonation,
  transaction: GatewayTransactionBody,
): Promise<GatewayResult> {
  const owed = transaction.outcome === 'paid' || transaction.outcome === 'pending';
  if (!owed || !(await revokedBeforeSettling(trx, donation))) return 'unchanged';
  if (await reversalReported(trx, transaction.transaction_id)) return 'unchanged';
  return takenAfterRevocation(
    trx,
    donation,
    transaction,
    transaction.outcome === 'paid' ? 'refund-due' : 'void-due',
  );
}

/** A donation not settled yet whose permit, in force when its donor was asked to pay, was revoked since. */
async function revokedBeforeSettling(trx: Transaction<Database>, donation: LockedDonation) {
  const unsettled = ['pending', 'cancelled', 'failed'].includes(donation.status);
  return unsettled && !(await donationPermitStands(trx, donation.id));
}

/**
 * Money paid (or a kiosk reference issued) at the gateway for a donation whose permit was revoked:
 * the donation stays (or becomes) cancelled, money taken is recorded as owed back, and pay is told to
 * refund or void the transaction (docs/decisions/026).
 */
async function takenAfterRevocation(
  trx: Transaction<Database>,
  donation: LockedDonation,
  transaction: GatewayTransactionBody,
  result: 'refund-due' | 'void-due',
): Promise<GatewayResult> {
  await cancelRevokedIfPending(trx, donation);
  if (result === 'refund-due')
    await recordRevokedPayment(trx, {
      donation_id: donation.id,
      action: 'refund_due',
      note: apiMessages.revokedPaymentNote('gateway', transaction.transaction_id),
    });
  return result;
}

async function closeIfPending(trx: Transaction<Database>, donation: LockedDonation): Promise<GatewayResult> {
  if (donation.status !== 'pending') return 'unchanged';
  await closeDonation(trx, donation.id, 'failed');
  return 'failed';
}

/**
 * Keeps the kiosk reference the gateway issued, and tells the donor (when an e-mail is known) the
 * code, until when it can be paid and how: the mail goes only when the code is new to the donation.
 */
async function keepReference(
  trx: Transaction<Database>,
  donation: LockedDonation,
  reference: string,
  expiresAt: string,
): Promise<GatewayResult> {
  const expires = new Date(expiresAt);
  const known =
    donation.kiosk_reference === reference && donation.kiosk_expires_at?.getTime() === expires.getTime();
  if (known) return 'unchanged';
  await keepKioskReference(trx, donation.id, { kiosk_reference: reference, kiosk_expires_at: expires });
  if (donation.email)
    await enqueueMail(trx, {
      kind: 'kiosk_reference',
      payload: {
        donation_id: donation.id,
        kiosk_reference: reference,
        kiosk_expires_at: expires.toISOString(),
      },
    });
  return 'reference-kept';
}
