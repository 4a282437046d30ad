import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { DonationConflict } from '../internal-api';
import type { GatewayPaymentDeps } from '../payments/payment-deps';
import { kioskReferenceOf } from './gateway-outcome';
import { settleGateway, type GatewaySettlement } from './settle-gateway';

export interface GatewayReconcileOptions {
  /** only orders at least this old (the callback usually settles them first) */
  olderThanSeconds?: number;
  /** an order with no transaction at the gateway this long after it was opened was abandoned */
  abandonAfterSeconds?: number;
  limit?: number;
  now?: Date;
}

export interface GatewayReconcileSummary {
  checked: number;
  confirmed: number;
  failed: number;
  /** kiosk references kept or still awaiting payment, wallets awaiting their answer */
  pending: number;
  /** kiosk references past their due time, cancelled */
  expired: number;
  /** orders the donor never paid at the gateway, cancelled */
  abandoned: number;
  /** figures that did not match the donation (logged as errors) */
  mismatched: number;
  errors: number;
}

/**
 * Asks the gateway about wallet, kiosk and Meeza donations left pending with an order and settles
 * each on the inquiry alone (settle-gateway.ts); cancels kiosk references past their due time and
 * orders never paid at the gateway.
 */
export async function reconcileGateway(
  deps: GatewayPaymentDeps,
  options: GatewayReconcileOptions = {},
): Promise<GatewayReconcileSummary> {
  const summary: GatewayReconcileSummary = {
    checked: 0,
    confirmed: 0,
    failed: 0,
    pending: 0,
    expired: 0,
    abandoned: 0,
    mismatched: 0,
    errors: 0,
  };
  const now = options.now ?? new Date();
  const abandonBefore = now.getTime() - (options.abandonAfterSeconds ?? 3600) * 1000;
  const donations = await deps.api.listPendingGateway(options.olderThanSeconds ?? 60, options.limit ?? 100);
  for (const donation of donations) {
    summary.checked += 1;
    try {
      const settled = await settleGateway(deps, donation);
      const closing = closingReason(donation, settled, now, abandonBefore);
      if (closing) {
        if (await cancel(deps, donation.id)) summary[closing] += 1;
        deps.log.info({ donationId: donation.id, reason: closing }, 'gateway donation cancelled');
      } else if (settled.reported && settled.result === 'confirmed') summary.confirmed += 1;
      else if (settled.reported && settled.result === 'failed') summary.failed += 1;
      else if (!settled.reported && settled.reason === 'mismatch') summary.mismatched += 1;
      else summary.pending += 1;
    } catch (error) {
      summary.errors += 1;
      deps.log.warn(
        { err: error, donationId: donation.id },
        'gateway reconciliation could not settle a donation',
      );
    }
  }
  if (summary.checked > 0) deps.log.info(summary, 'gateway reconciliation');
  return summary;
}

/** Why a donation still pending after its inquiry is cancelled now, if it is. */
function closingReason(
  donation: PaymentDonation,
  settled: GatewaySettlement,
  now: Date,
  abandonBefore: number,
): 'expired' | 'abandoned' | null {
  if (!settled.reported && settled.reason === 'no-transaction') {
    // the donor never paid at the gateway (nor took a kiosk reference)
    const openedAt = donation.gateway_order_at ? new Date(donation.gateway_order_at).getTime() : NaN;
    return openedAt < abandonBefore ? 'abandoned' : null;
  }
  const stillPending = settled.reported ? settled.outcome === 'pending' : settled.reason === 'awaiting';
  if (!stillPending || donation.type !== PAYMENT_TYPE.kiosk) return null;
  const issued = settled.transaction ? kioskReferenceOf(settled.transaction) : null;
  const dueAt = issued?.kiosk_expires_at ?? donation.kiosk_expires_at;
  return dueAt && new Date(dueAt).getTime() < now.getTime() ? 'expired' : null;
}

async function cancel(deps: GatewayPaymentDeps, id: number): Promise<boolean> {
  try {
    await deps.api.close(id, 'cancelled');
    return true;
  } catch (error) {
    if (error instanceof DonationConflict) return false;
    throw error;
  }
}
