import { egpToPiasters, piastersToEgpText } from '@athar/contract/money';
import type { Piasters } from '@athar/contract/piasters';

/**
 * The bank's hosted-checkout REST API, Mastercard Gateway style: create a checkout session
 * (INITIATE_CHECKOUT: a payment, or a verification that stores the card for an agreement), retrieve
 * an order, and charge a stored card without its holder (a merchant-initiated PAY, credential on
 * file), with Basic auth `merchant.<id>:<password>`.
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

/**
 * The cardholder's first, cardholder-initiated step of an agreement: the bank verifies the card and
 * stores it (a token) for later merchant-initiated payments; nothing is charged.
 */
export interface VerificationRequest {
  merchantId: string;
  merchantName: string;
  orderId: string;
  agreementId: string;
  currency: string;
  description: string;
  returnUrl: string;
}

/** A merchant-initiated PAY on the agreement's stored card. */
export interface AgreementPayment {
  merchantId: string;
  orderId: string;
  /** the same (order, transaction id) again is the same transaction: answered, never charged twice */
  transactionId: string;
  agreementId: string;
  token: string;
  amountPiasters: Piasters;
  currency: string;
}

export interface AgreementPaymentResult {
  result: 'SUCCESS' | 'FAILURE' | 'PENDING';
  /** APPROVED, DECLINED, INSUFFICIENT_FUNDS, … ; INVALID_REQUEST when the bank refused the request */
  gatewayCode: string;
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
  /** a verified card's token (sourceOfFunds.token), when the order has one */
  token: string | null;
  /** the order's agreement (agreement.id), when it has one */
  agreementId: string | null;
  /** the last four digits of the card the bank names (sourceOfFunds.provided.card.number), if any */
  cardLast4: string | null;
  /** the last transaction's gatewayCode (response.gatewayCode), when the bank lists transactions */
  gatewayCode: string | null;
  /** the merchant gave the captured amount back (status REFUNDED): it never confirms a donation */
  refunded: boolean;
}

/** A merchant's refund of a captured order, in whole (docs/decisions/026). */
export interface OrderRefund {
  merchantId: string;
  orderId: string;
  /** the same transaction id again is the same refund: answered, never a second one */
  transactionId: string;
  amountPiasters: Piasters;
  currency: string;
}

export class BankError extends Error {
  override readonly name = 'BankError';
}

export interface GatewayClient {
  initiateCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** a VERIFY checkout session: the card is verified and stored for the agreement, nothing charged */
  initiateVerification(request: VerificationRequest): Promise<CheckoutSession>;
  /** a merchant-initiated PAY on a stored card (no cardholder present) */
  payWithAgreement(payment: AgreementPayment): Promise<AgreementPaymentResult>;
  /** null when the bank has no payment attempt for the order */
  retrieveOrder(merchantId: string, orderId: string): Promise<BankOrder | null>;
  /** gives a captured order's amount back (REFUND); a BankError unless the bank says SUCCESS */
  refund(refund: OrderRefund): Promise<void>;
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

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The agreement, token, card and last transaction's code an order answer carries, if any. */
function storedCardOf(json: Record<string, unknown>) {
  const sourceOfFunds = json.sourceOfFunds as
    { token?: unknown; provided?: { card?: { number?: unknown } } } | undefined;
  const agreement = json.agreement as { id?: unknown } | undefined;
  const number = textOrNull(sourceOfFunds?.provided?.card?.number);
  const transactions = Array.isArray(json.transaction) ? (json.transaction as unknown[]) : [];
  const last = transactions.at(-1) as { response?: { gatewayCode?: unknown } } | undefined;
  return {
    token: textOrNull(sourceOfFunds?.token),
    agreementId: textOrNull(agreement?.id),
    cardLast4: number && /[0-9]{4}$/.test(number) ? number.slice(-4) : null,
    gatewayCode: textOrNull(last?.response?.gatewayCode),
  };
}

export function createGatewayClient(options: {
  /** e.g. https://bank.example/ or ${PAY_PUBLIC_URL}/bank for the simulator */
  baseUrl: string;
  passwords: Map<string, string>;
  timeoutMs?: number;
}): GatewayClient {
  const base = options.baseUrl.replace(/\/$/, '');
  const merchantUrl = (merchantId: string) =>
    `${base}/api/rest/version/${GATEWAY_API_VERSION}/merchant/${encodeURIComponent(merchantId)}`;

  async function send(merchantId: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
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

  /** The session's id and successIndicator, or a BankError. */
  function sessionOf(status: number, json: Record<string, unknown>): CheckoutSession {
    const session = json.session as { id?: unknown } | undefined;
    if (status !== 201 && status !== 200) throw new BankError(`session refused (HTTP ${status})`);
    if (typeof session?.id !== 'string' || typeof json.successIndicator !== 'string')
      throw new BankError('session answer without id or successIndicator');
    return { sessionId: session.id, successIndicator: json.successIndicator };
  }

  return {
    async initiateVerification(request) {
      const { status, json } = await send(request.merchantId, 'POST', '/session', {
        apiOperation: 'INITIATE_CHECKOUT',
        interaction: {
          operation: 'VERIFY',
          returnUrl: request.returnUrl,
          merchant: { name: request.merchantName },
        },
        order: {
          id: request.orderId,
          amount: toBankAmount(0 as Piasters),
          currency: request.currency,
          description: request.description,
        },
        agreement: { id: request.agreementId, type: 'UNSCHEDULED' },
        sourceOfFunds: { provided: { card: { storedOnFile: 'TO_BE_STORED' } } },
        transaction: { source: 'INTERNET' },
      });
      return sessionOf(status, json);
    },

    async payWithAgreement(payment) {
      const path =
        `/order/${encodeURIComponent(payment.orderId)}` +
        `/transaction/${encodeURIComponent(payment.transactionId)}`;
      const { status, json } = await send(payment.merchantId, 'PUT', path, {
        apiOperation: 'PAY',
        agreement: { id: payment.agreementId, type: 'UNSCHEDULED' },
        order: { amount: toBankAmount(payment.amountPiasters), currency: payment.currency },
        sourceOfFunds: {
          type: 'CARD',
          token: payment.token,
          provided: { card: { storedOnFile: 'STORED' } },
        },
        transaction: { source: 'MERCHANT' },
      });
      const error = json.error as { cause?: unknown } | undefined;
      // the bank refused the request itself (an unknown token, another agreement's): no charge
      if (status === 400 && error?.cause === 'INVALID_REQUEST')
        return { result: 'FAILURE', gatewayCode: 'INVALID_REQUEST' };
      const response = json.response as { gatewayCode?: unknown } | undefined;
      if (status !== 200 && status !== 201) throw new BankError(`payment refused (HTTP ${status})`);
      if (typeof json.result !== 'string' || !RESULTS.has(json.result))
        throw new BankError('payment answer without a result');
      return {
        result: json.result as AgreementPaymentResult['result'],
        gatewayCode: textOrNull(response?.gatewayCode) ?? '',
      };
    },

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
      return sessionOf(status, json);
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
        ...storedCardOf(json),
        refunded: json.status === 'REFUNDED' || Number(json.totalRefundedAmount ?? 0) > 0,
      };
    },

    async refund(refund) {
      const path =
        `/order/${encodeURIComponent(refund.orderId)}` +
        `/transaction/${encodeURIComponent(refund.transactionId)}`;
      const { status, json } = await send(refund.merchantId, 'PUT', path, {
        apiOperation: 'REFUND',
        transaction: { amount: toBankAmount(refund.amountPiasters), currency: refund.currency },
      });
      if ((status !== 200 && status !== 201) || json.result !== 'SUCCESS')
        throw new BankError(`refund refused (HTTP ${status})`);
    },

    lightboxUrl: (sessionId) => `${base}/checkout/lightbox/${encodeURIComponent(sessionId)}`,
    paymentPageUrl: (sessionId) => `${base}/checkout/pay/${encodeURIComponent(sessionId)}`,
  };
}
