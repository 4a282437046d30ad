import type { SettledStatus } from '@athar/contract/payments/save-payment';
import { settlePayment } from './settle-payment';
import { reconcileGateway } from '../gateway/reconcile-gateway';
import { hasGateway, type PaymentDeps } from './payment-deps';

export interface ReconcileOptions {
  /** only sessions at least this old (the browser's own Save usually settles them first) */
  olderThanSeconds?: number;
  /**
   * a session this old whose order has no attempt at the bank was abandoned, and so was a card
   * donation this old that never got a session: both cancelled
   */
  abandonAfterSeconds?: number;
  limit?: number;
}

export type ReconcileSummary = Record<SettledStatus | 'errors', number> & {
  checked: number;
  /** card donations cancelled because they never reached the bank */
  neverSent: number;
};

/** Asks the bank about card donations left pending with a session, and settles each it can. */
export async function reconcilePending(
  deps: PaymentDeps,
  options: ReconcileOptions = {},
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = {
    checked: 0,
    confirmed: 0,
    failed: 0,
    pending: 0,
    errors: 0,
    neverSent: 0,
  };
  const abandonAfterSeconds = options.abandonAfterSeconds ?? 3600;
  const abandonBefore = new Date(Date.now() - abandonAfterSeconds * 1000);
  const donations = await deps.api.listPendingCard(options.olderThanSeconds ?? 60, options.limit ?? 100);
  for (const donation of donations) {
    summary.checked += 1;
    try {
      summary[await settlePayment(deps, donation, { allowConfirm: true, abandonBefore })] += 1;
    } catch (error) {
      summary.errors += 1;
      deps.log.warn({ err: error, donationId: donation.id }, 'reconciliation could not settle a donation');
    }
  }
  try {
    const neverSent = await deps.api.cancelCardWithoutSession(
      Math.max(abandonAfterSeconds, 60),
      options.limit,
    );
    summary.neverSent = neverSent.length;
  } catch (error) {
    summary.errors += 1;
    deps.log.warn({ err: error }, 'reconciliation could not cancel card donations never sent to the bank');
  }
  if (summary.checked > 0 || summary.neverSent > 0) deps.log.info(summary, 'payment reconciliation');
  return summary;
}

/**
 * Runs the reconciliation every `everyMs` (the bank's card donations, then the gateway's wallet,
 * kiosk and Meeza ones), never two runs at once; returns the stop function.
 */
export function startReconciliation(deps: PaymentDeps, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const card = reconcilePending(deps).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'payment reconciliation failed'),
    );
    const gateway = card.then(() =>
      hasGateway(deps)
        ? reconcileGateway(deps).catch((error: unknown) =>
            deps.log.warn({ err: error }, 'gateway reconciliation failed'),
          )
        : undefined,
    );
    void gateway.finally(() => {
      running = false;
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
