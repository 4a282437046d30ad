import { fillPath } from '@athar/contract/endpoint';
import { chargeScheduledEndpoint } from '@athar/contract/internal/giving-schedule';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';

/**
 * What became of one bank attempt on a card night: confirmed (pay settled the donation through the
 * one confirmation path), declined by the bank, pending (the bank has not answered yet), or
 * unreachable (no answer from pay at all). Only a decline counts as an attempt made.
 */
export interface ChargeResult {
  outcome: 'confirmed' | 'declined' | 'pending' | 'unreachable';
  reason: string | null;
}

/** Charges a night's donation on its schedule's stored agreement (attempt 1, or 2 the retry). */
export type ChargeNight = (donationId: number, attempt: 1 | 2) => Promise<ChargeResult>;

/**
 * The payment host's signed internal call (contract internal/giving-schedule.ts chargeScheduledEndpoint),
 * signed with PAY_WEBHOOK_SECRET as pay signs its calls to the api. Any failure to get a valid answer
 * is 'unreachable': the night is asked again on a later run, with the same attempt (the same
 * transaction at the bank, never a second charge).
 */
export function payChargeClient(options: {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}): ChargeNight {
  const base = options.baseUrl.replace(/\/$/, '');
  return async (donationId, attempt) => {
    const path = fillPath(chargeScheduledEndpoint.path, { id: donationId });
    const body = JSON.stringify({ attempt });
    const method = chargeScheduledEndpoint.method;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: signedJsonHeaders(options.secret, { method, path, body }),
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
      if (response.status !== 200) {
        return { outcome: 'unreachable', reason: `HTTP ${response.status}` };
      }
      const answer = chargeScheduledEndpoint.response.safeParse(await response.json());
      const row = answer.success ? answer.data.data[0] : undefined;
      if (!row) return { outcome: 'unreachable', reason: 'unexpected answer' };
      return { outcome: row.outcome, reason: row.reason };
    } catch (error) {
      return { outcome: 'unreachable', reason: (error as Error).message };
    }
  };
}
