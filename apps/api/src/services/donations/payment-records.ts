import type { Kysely } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { anonymiseIfDonorDeleted } from '../../db/queries/anonymise-donations';
import {
  cancelNeverSentRows,
  paymentDonationRow,
  pendingCardRows,
  pendingCashRows,
  pendingGatewayRows,
  recordGatewayOrderRow,
  recordPaymentSessionRow,
  type PaymentDonationRow,
} from '../../db/queries/payment-donations';
import type { Database } from '../../db/schema';
import { AppError } from '@athar/server-kit/errors';
import { BANK_CURRENCY, type PaymentDonation } from '@athar/contract/internal/payment-donation';
import type { PendingCashDonation } from '@athar/contract/internal/pending-cash';
import type { RecordGatewayOrderBody } from '@athar/contract/internal/record-gateway-order';
import type { RecordSessionBody } from '@athar/contract/internal/record-payment-session';
import { gatewayIntegration } from '../../lib/gateway-integration';

const UNIQUE_VIOLATION = '23505';

function toPaymentDonation(row: PaymentDonationRow): PaymentDonation {
  const { wallet_integration_id, kiosk_integration_id, meeza_integration_id, donations_open, ...donation } =
    row;
  return {
    ...donation,
    donations_paused: !donations_open,
    permit_revoked: Boolean(row.permit_revoked),
    currency: BANK_CURRENCY,
    payment_session_at: row.payment_session_at?.toISOString() ?? null,
    payment_token_expires_at: row.payment_token_expires_at?.toISOString() ?? null,
    paymob_integration_id: gatewayIntegration(
      {
        paymob_account: row.paymob_account,
        wallet_integration_id,
        kiosk_integration_id,
        meeza_integration_id,
      },
      row.type,
    ),
    gateway_order_at: row.gateway_order_at?.toISOString() ?? null,
    kiosk_expires_at: row.kiosk_expires_at?.toISOString() ?? null,
  };
}

/** A donation as the payment host needs it: amount, status, campaign and the charity's merchant. */
export async function readPaymentDonation(db: Kysely<Database>, id: number): Promise<PaymentDonation> {
  const row = await paymentDonationRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
  return toPaymentDonation(row);
}

/** Card donations still pending whose bank session is older than the given age, oldest first. */
export async function listPendingCard(
  db: Kysely<Database>,
  olderThanSeconds: number,
  limit: number,
): Promise<PaymentDonation[]> {
  const rows = await pendingCardRows(db, new Date(Date.now() - olderThanSeconds * 1000), limit);
  return rows.map(toPaymentDonation);
}

/** Wallet, kiosk and Meeza donations still pending whose gateway order is older than the given age, oldest first. */
export async function listPendingGateway(
  db: Kysely<Database>,
  olderThanSeconds: number,
  limit: number,
): Promise<PaymentDonation[]> {
  const rows = await pendingGatewayRows(db, new Date(Date.now() - olderThanSeconds * 1000), limit);
  return rows.map(toPaymentDonation);
}

/**
 * Cancels card donations still pending that never got a bank session, and wallet, kiosk and Meeza
 * donations that never got a gateway order, older than the given age: the bank or gateway never saw
 * them, so no payment can arrive for them (a donor who left before its page, or whose session was
 * refused). Answers the ids cancelled, oldest first.
 */
export async function cancelCardWithoutSession(
  db: Kysely<Database>,
  olderThanSeconds: number,
  limit: number,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const createdBefore = new Date(Date.now() - olderThanSeconds * 1000);
    const cancelled = [
      ...(await cancelNeverSentRows(trx, 'card', createdBefore, limit)),
      ...(await cancelNeverSentRows(trx, 'gateway', createdBefore, limit)),
    ];
    for (const row of cancelled) if (row.user_id !== null) await anonymiseIfDonorDeleted(trx, row.id);
    return cancelled.map((row) => row.id).sort((a, b) => a - b);
  });
}

/** Cash donations waiting for the charity's collector, oldest first. */
export async function listPendingCash(db: Kysely<Database>): Promise<PendingCashDonation[]> {
  const rows = await pendingCashRows(db);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/**
 * Records the bank session opened for a pending card donation. The order id is set once (the first
 * session) and must stay the same, so that every attempt of a donation is one order at the bank.
 */
export async function recordPaymentSession(
  db: Kysely<Database>,
  id: number,
  session: RecordSessionBody,
): Promise<void> {
  const updated = await recordPaymentSessionRow(db, id, session);
  if (updated) return;
  await readPaymentDonation(db, id);
  throw new AppError('CONFLICT', apiMessages.donationClosed);
}

/**
 * Records the gateway order (intention) opened for a pending wallet, kiosk or Meeza donation. The
 * order is set once: the same order again answers the donation as it is, another one is refused (409),
 * so that reopening the checkout reuses the one intention.
 */
export async function recordGatewayOrder(
  db: Kysely<Database>,
  id: number,
  order: RecordGatewayOrderBody,
): Promise<PaymentDonation> {
  const updated = await recordGatewayOrderRow(db, id, order).catch((error: unknown) => {
    // another donation holds that order id: it can never be this one's
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', apiMessages.conflict);
    throw error;
  });
  const donation = await readPaymentDonation(db, id);
  if (updated || donation.gateway_order_id === order.gateway_order_id) return donation;
  throw new AppError(
    'CONFLICT',
    donation.gateway_order_id === null ? apiMessages.donationClosed : apiMessages.conflict,
  );
}

/**
 * Confirms only when what the bank reported matches the stored amount and currency. A card donation
 * is confirmed only with the bank's figures; cash (the collector's word) has none to give.
 */
export function assertBankAmount(
  donation: PaymentDonation,
  reported: { amount?: number | undefined; currency?: string | undefined },
) {
  if (
    donation.type === PAYMENT_TYPE.card &&
    (reported.amount === undefined || reported.currency === undefined)
  )
    throw new AppError('BAD_REQUEST', apiMessages.badRequest);
  const amountDiffers = reported.amount !== undefined && reported.amount !== donation.amount;
  const currencyDiffers = reported.currency !== undefined && reported.currency !== donation.currency;
  if (amountDiffers || currencyDiffers) throw new AppError('CONFLICT', apiMessages.conflict);
}
