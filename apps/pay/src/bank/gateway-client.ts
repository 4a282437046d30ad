import { egpToPiasters, piastersToEgpText } from '@athar/contract/money';
import type { Piasters } from '@athar/contract/piasters';

/**
 * The bank's hosted-checkout REST API, Mastercard Gateway style: create a checkout session
 * (INITIATE_CHECKOUT) and retrieve an order, with Basic auth `merchant.<id>:<password>`.
 */
export const GATEWAY_API_VERSION = 100;

export interface CheckoutRequest {
  merchantId: string;
  merchantName: string;
  orderId: string;
  amountPiasters: Piasters;
  currency: string;
  description: string;
  returnUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** compared with the browser's resultIndicator; never sent to the browser by us */
  successIndicator: string;
}

export interface BankOrder {
  result: 'SUCCESS' | 'PENDING' | 'FAILURE';
  status: string;
  /** the bank's decimal amount, converted to piasters (null when unreadable: never equal) */
  amountPiasters: Piasters | null;
  currency: string;
}

export class BankError extends Error {
  override readonly name = 'BankError';
}

export interface GatewayClient {
  initiateCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** null when the bank has no payment attempt for the order */
  retrieveOrder(merchantId: string, orderId: string): Promise<BankOrder | null>;
  lightboxUrl(sessionId: string): string;
  paymentPageUrl(sessionId: string): string;
}

/** The bank's API speaks EGP with two decimals (`250.00`). */
export function toBankAmount(amount: Piasters): string {
  return piastersToEgpText(amount);
}

/** The bank's EGP amount in piasters; null when it is not a number. */
export function fromBankAmount(amount: unknown): Piasters | null {
  const value = typeof amount === 'number' || typeof amount === 'string' ? Number(amount) : NaN;
  return Number.isFinite(value) ? egpToPiasters(value) : null;
}

const RESULTS = new Set(['SUCCESS', 'PENDING', 'FAILURE']);

export function createGatewayClient(options: {
  /** e.g. https://bank.example/ or ${PAY_PUBLIC_URL}/bank for the simulator */
  baseUrl: string;
  passwords: Map<string, string>;
  timeoutMs?: number;
}): GatewayClient {
  const base = options.baseUrl.replace(/\/$/, '');
  const merchantUrl = (merchantId: string) =>
    `${base}/api/rest/version/${GATEWAY_API_VERSION}/merchant/${encodeURIComponent(merchantId)}`;

  async function send(merchantId: string, method: 'GET' | 'POST', path: string, body?: unknown) {
    const password = options.passwords.get(merchantId);
    if (password === undefined) throw new BankError(`no API password for merchant ${merchantId}`);
    const auth = Buffer.from(`merchant.${merchantId}:${password}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${merchantUrl(merchantId)}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new BankError(`bank unreachable: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => null);
    return { status: response.status, json: (json ?? {}) as Record<string, unknown> };
  }

  return {
    async initiateCheckout(request) {
      const { status, json } = await send(request.merchantId, 'POST', '/session', {
        apiOperation: 'INITIATE_CHECKOUT',
        interaction: {
          operation: 'PURCHASE',
          returnUrl: request.returnUrl,
          merchant: { name: request.merchantName },
        },
        order: {
          id: request.orderId,
          amount: toBankAmount(request.amountPiasters),
          currency: request.currency,
          description: request.description,
        },
      });
      const session = json.session as { id?: unknown } | undefined;
      if (status !== 201 && status !== 200) throw new BankError(`session refused (HTTP ${status})`);
      if (typeof session?.id !== 'string' || typeof json.successIndicator !== 'string')
        throw new BankError('session answer without id or successIndicator');
      return { sessionId: session.id, successIndicator: json.successIndicator };
    },

    async retrieveOrder(merchantId, orderId) {
      const { status, json } = await send(merchantId, 'GET', `/order/${encodeURIComponent(orderId)}`);
      const error = json.error as { cause?: unknown } | undefined;
      if ((status === 400 || status === 404) && error?.cause === 'INVALID_REQUEST') return null;
      if (status !== 200 || typeof json.result !== 'string' || !RESULTS.has(json.result))
        throw new BankError(`order retrieval failed (HTTP ${status})`);
      return {
        result: json.result as BankOrder['result'],
        status: String(json.status ?? ''),
        amountPiasters: fromBankAmount(json.amount),
        currency: String(json.currency ?? ''),
      };
    },

    lightboxUrl: (sessionId) => `${base}/checkout/lightbox/${encodeURIComponent(sessionId)}`,
    paymentPageUrl: (sessionId) => `${base}/checkout/pay/${encodeURIComponent(sessionId)}`,
  };
}
