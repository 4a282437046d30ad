import type { FastifyBaseLogger } from 'fastify';
import { fillPath } from '@athar/contract/endpoint';
import { closeRevokedEndpoint } from '@athar/contract/internal/revoked-payments';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';

/** What a revocation cancelled that the bank or the gateway may still hold open. */
export interface OpenAtPay {
  id: number;
  gateway_order_id: string | null;
  /** a card donation's bank order */
  payment_ref: string | null;
  /** a scheduled card night: its bank order is the night's own (`athar-n-<id>`) */
  schedule_id: number | null;
}

export interface CloseSummary {
  closed: number;
  refunded: number;
  nothingOpen: number;
  /** pay did not answer: what it left open is given back when it is paid (docs/decisions/026) */
  unreachable: number;
}

/**
 * Asks the payment host to close, one by one, what a permit's revocation cancelled and the bank or the
 * gateway may still hold: the signed POST /api/internal/revoked-donations/:id/close (contract
 * internal/revoked-payments.ts) at PAY_INTERNAL_URL. Only donations that reached a payment page have
 * anything there. A failure is logged, never thrown: the revocation stands, and a payment arriving
 * later for a cancelled donation is refunded on its way in.
 */
export async function closeRevokedAtPay(
  donations: OpenAtPay[],
  options: { baseUrl: string; secret: string; log: FastifyBaseLogger; timeoutMs?: number },
): Promise<CloseSummary> {
  const summary: CloseSummary = { closed: 0, refunded: 0, nothingOpen: 0, unreachable: 0 };
  const base = options.baseUrl.replace(/\/$/, '');
  const { method } = closeRevokedEndpoint;
  for (const donation of donations) {
    const reached = [donation.gateway_order_id, donation.payment_ref, donation.schedule_id];
    if (reached.every((value) => value === null)) continue;
    const path = fillPath(closeRevokedEndpoint.path, { id: donation.id });
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: signedJsonHeaders(options.secret, { method, path, body: '' }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const answer = closeRevokedEndpoint.response.safeParse(await response.json().catch(() => null));
      const outcome = response.status === 200 && answer.success ? answer.data.data[0]?.outcome : undefined;
      if (outcome === 'closed') summary.closed += 1;
      else if (outcome === 'refunded') summary.refunded += 1;
      else if (outcome === 'nothing-open') summary.nothingOpen += 1;
      else throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      summary.unreachable += 1;
      options.log.warn(
        { err: error, donationId: donation.id },
        'revoked donation not closed at the payment host',
      );
    }
  }
  return summary;
}
