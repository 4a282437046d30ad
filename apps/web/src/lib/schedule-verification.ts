import { paymentHostRefusal } from '@athar/contract/payments/payment-host';
import {
  getScheduleSessionIdEndpoint,
  scheduleSessionResponse,
} from '@athar/contract/payments/schedule-checkout';
import { PaymentHostError, paymentHostUrl } from './payment-host-origin';

/**
 * POST {payment host}/api/hostedcheckout/GetScheduleSessionId — the bank's verification of a card
 * schedule's card, at its set-up or for a raise (docs/decisions/027), for the browser holding its
 * `setup_token`. Answers the bank's full page: the browser goes there, and the bank sends it back
 * through the payment host to /GivingSchedule/<id>?token=… or /GivingSchedule/failed. A refusal carries
 * the payment host's own Arabic words.
 */
export async function openScheduleVerification(scheduleId: number, setupToken: string): Promise<string> {
  const origin = paymentHostUrl();
  if (!origin) throw new PaymentHostError('payment host not configured');
  let response: Response;
  try {
    response = await fetch(`${origin}${getScheduleSessionIdEndpoint.path}`, {
      method: getScheduleSessionIdEndpoint.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ schedule_id: scheduleId, setup_token: setupToken }),
      credentials: 'omit',
    });
  } catch {
    throw new PaymentHostError('payment host unreachable');
  }
  const json: unknown = await response.json().catch(() => null);
  const answer = scheduleSessionResponse.safeParse(json);
  if (response.ok && answer.success) return new URL(answer.data.paymentPageUrl).href;
  const refusal = paymentHostRefusal.safeParse(json);
  if (refusal.success && refusal.data.Message.trim())
    throw new PaymentHostError(refusal.data.Message, refusal.data.Message);
  throw new PaymentHostError(`HTTP ${response.status}`);
}
