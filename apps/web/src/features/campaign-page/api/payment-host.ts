import type { z } from 'zod';
import type { Endpoint, EndpointResponse } from '@athar/contract/endpoint';
import { gatewayCheckoutEndpoint } from '@athar/contract/payments/gateway-checkout';
import { getSessionIdEndpoint } from '@athar/contract/payments/get-session-id';
import { paymentHostRefusal } from '@athar/contract/payments/payment-host';
import { savePaymentEndpoint, type SettledStatus } from '@athar/contract/payments/save-payment';
import { PaymentHostError, paymentHostUrl } from '../../../lib/payment-host-origin';

/**
 * The payment host (PRODUCT.md §7 Payment host): its own origin, announced by the api in the
 * `athar-pay-url` meta tag, answering `{ Success, Message, … }` rather than the api's envelope.
 */

// the origin and its refusal live in lib/ (a schedule's page verifies a raise there too): the campaign
// page's callers keep importing them from here
export { PaymentHostError, paymentHostUrl };

/** A payment host call: a JSON body, `{ Success: true, … }` on 200, `{ Success: false, Message }` otherwise. */
type PaymentHostCall = Endpoint & { body: z.ZodType };

async function callPaymentHost<E extends PaymentHostCall>(
  endpoint: E,
  body: z.input<E['body']>,
): Promise<EndpointResponse<E>> {
  const origin = paymentHostUrl();
  if (!origin) throw new PaymentHostError('payment host not configured');
  let response: Response;
  try {
    response = await fetch(`${origin}${endpoint.path}`, {
      method: endpoint.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new PaymentHostError('payment host unreachable');
  }
  const json: unknown = await response.json().catch(() => null);
  const answer = endpoint.response.safeParse(json);
  if (!response.ok || !answer.success) {
    const refusal = paymentHostRefusal.safeParse(json);
    if (refusal.success && refusal.data.Message.trim())
      throw new PaymentHostError(refusal.data.Message, refusal.data.Message);
    throw new PaymentHostError(`HTTP ${response.status}`);
  }
  return answer.data as EndpointResponse<E>;
}

export interface CardSessionRequest {
  donationId: number;
  /** the donation's payment token from POST /api/donations: only this browser may pay it */
  paymentToken: string;
}

export interface CardSession {
  sessionId: string;
  lightboxUrl: string;
}

/** POST /api/hostedcheckout/GetSessionId — `Message` is the session id, `LightboxUrl` the bank's page. */
export async function getCardSession(request: CardSessionRequest): Promise<CardSession> {
  const answer = await callPaymentHost(getSessionIdEndpoint, request);
  return { sessionId: answer.Message, lightboxUrl: new URL(answer.LightboxUrl).href };
}

/**
 * POST /api/hostedcheckout/Save — the donation id and its payment token; pay asks the bank itself and
 * answers whether the donation is now confirmed, still pending, or failed.
 */
export async function saveCardPayment(donationId: number, paymentToken: string): Promise<SettledStatus> {
  const answer = await callPaymentHost(savePaymentEndpoint, { donationId, paymentToken });
  return answer.Status;
}

/**
 * POST /api/gateway/checkout — the donation id and its payment token of a wallet, kiosk or Meeza
 * donation; pay opens (or reopens) its order at the gateway and answers the unified checkout's address.
 */
export async function openGatewayCheckout(request: CardSessionRequest): Promise<string> {
  const answer = await callPaymentHost(gatewayCheckoutEndpoint, request);
  return new URL(answer.URL).href;
}
