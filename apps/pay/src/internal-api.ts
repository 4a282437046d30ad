import type { z } from 'zod';
import { fillPath, type Endpoint, type EndpointInput } from '@athar/contract/endpoint';
import { cancelCardWithoutSessionEndpoint } from '@athar/contract/internal/cancel-card-without-session';
import { closeDonationEndpoint } from '@athar/contract/internal/close-donation';
import { confirmDonationEndpoint } from '@athar/contract/internal/confirm-donation';
import {
  gatewayTransactionEndpoint,
  type GatewayResult,
  type GatewayTransactionBody,
} from '@athar/contract/internal/gateway-transaction';
import { getDonationEndpoint } from '@athar/contract/internal/get-donation';
import {
  activateScheduleEndpoint,
  getPaymentScheduleEndpoint,
  getScheduledChargeEndpoint,
  recordScheduleSessionEndpoint,
  type ActivateScheduleBody,
  type PaymentSchedule,
  type RecordScheduleSessionBody,
  type ScheduledCharge,
} from '@athar/contract/internal/giving-schedule';
import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { pendingCardEndpoint } from '@athar/contract/internal/pending-card';
import { pendingCashEndpoint, type PendingCashDonation } from '@athar/contract/internal/pending-cash';
import { pendingGatewayEndpoint } from '@athar/contract/internal/pending-gateway';
import {
  recordGatewayOrderEndpoint,
  type RecordGatewayOrderBody,
} from '@athar/contract/internal/record-gateway-order';
import {
  recordPaymentSessionEndpoint,
  type RecordSessionBody,
} from '@athar/contract/internal/record-payment-session';
import { revokedPaymentEndpoint, type RevokedPaymentBody } from '@athar/contract/internal/revoked-payments';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';

/** The api answered 409: the donation is closed or the bank's figures do not match it. */
export class DonationConflict extends Error {
  override readonly name = 'DonationConflict';
}

export class InternalApiError extends Error {
  override readonly name = 'InternalApiError';
}

export interface InternalApi {
  /** null when there is no such donation */
  getDonation(id: number): Promise<PaymentDonation | null>;
  recordSession(id: number, session: RecordSessionBody): Promise<PaymentDonation>;
  confirm(
    id: number,
    reported?: { amount: number; currency: string },
  ): Promise<'confirmed' | 'already-confirmed'>;
  close(id: number, status: 'failed' | 'cancelled'): Promise<void>;
  listPendingCard(olderThanSeconds: number, limit?: number): Promise<PaymentDonation[]>;
  listPendingCash(): Promise<PendingCashDonation[]>;
  /** cancels card donations older than this that never reached the bank; answers their ids */
  cancelCardWithoutSession(olderThanSeconds: number, limit?: number): Promise<number[]>;
  /** the gateway intention just opened for a wallet, kiosk or Meeza donation; 409 when it has another */
  recordGatewayOrder(id: number, order: RecordGatewayOrderBody): Promise<PaymentDonation>;
  /** what the gateway said about one of its transactions (checked by pay); what the api did */
  gatewayTransaction(id: number, transaction: GatewayTransactionBody): Promise<GatewayResult>;
  listPendingGateway(olderThanSeconds: number, limit?: number): Promise<PaymentDonation[]>;
  /** a card schedule as pay verifies its card; null when there is no such schedule */
  getSchedule(id: number): Promise<PaymentSchedule | null>;
  /** the verification session just opened; DonationConflict (409) unless the schedule is in set-up */
  recordScheduleSession(id: number, session: RecordScheduleSessionBody): Promise<PaymentSchedule>;
  /** the bank verified the card: the schedule is active (idempotent); answers the donor's page */
  activateSchedule(id: number, card: ActivateScheduleBody): Promise<{ manage_url: string }>;
  /** a night's scheduled card donation and its agreement; null unless one */
  getScheduledCharge(id: number): Promise<ScheduledCharge | null>;
  /**
   * the bank took money for a card donation whose permit was revoked since (docs/decisions/026):
   * recorded as owed back (`refund`: pay must refund it), or, `returned`, as refunded
   */
  revokedPayment(id: number, payment: RevokedPaymentBody): Promise<{ refund: boolean }>;
}

/** An /api/internal/* call: its answer is the envelope `{ status: 1, message, data: [...] }`. */
type InternalEndpoint = Endpoint & { response: z.ZodType<{ data: unknown[] }> };
type AnswerRows<E extends InternalEndpoint> = z.infer<E['response']>['data'];

/** The path with its parameters filled in and the query, if any, as sent and signed. */
function pathOf(endpoint: Endpoint, input: { params?: unknown; query?: unknown }): string {
  const path = fillPath(endpoint.path, input.params as Record<string, string | number> | undefined);
  const query = Object.entries((input.query ?? {}) as Record<string, string | number>);
  return query.length === 0
    ? path
    : `${path}?${new URLSearchParams(query.map(([name, value]): [string, string] => [name, String(value)]))}`;
}

/** Signed (X-Signature, PAY_WEBHOOK_SECRET) calls to the api's /api/internal/*. */
export function createInternalApi(options: {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}): InternalApi {
  const base = options.baseUrl.replace(/\/$/, '');

  async function send<E extends InternalEndpoint>(
    endpoint: E,
    input: EndpointInput<E>,
  ): Promise<AnswerRows<E> | null> {
    const { method } = endpoint;
    const text = input.body === undefined ? '' : JSON.stringify(input.body);
    const url = new URL(`${base}${pathOf(endpoint, input)}`);
    const path = url.pathname + url.search;
    let response: Response;
    try {
      // signed afresh for each request: the api takes every signature once
      response = await fetch(url, {
        method,
        headers: signedJsonHeaders(options.secret, { method, path, body: text }),
        body: text || undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new InternalApiError(`api unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (response.status === 409) throw new DonationConflict(`${method} ${path}: conflict`);
    if (response.status !== 200) throw new InternalApiError(`${method} ${path}: HTTP ${response.status}`);
    return (endpoint.response.parse(await response.json()) as z.infer<E['response']>).data;
  }

  const one = <T>(rows: T[] | null, what: string): T => {
    const first = rows?.[0];
    if (first === undefined) throw new InternalApiError(`${what}: no such donation`);
    return first;
  };

  return {
    async getDonation(id) {
      return (await send(getDonationEndpoint, { params: { id } }))?.[0] ?? null;
    },
    async recordSession(id, session) {
      return one(
        await send(recordPaymentSessionEndpoint, { params: { id }, body: session }),
        'payment-session',
      );
    },
    async confirm(id, reported) {
      return one(await send(confirmDonationEndpoint, { params: { id }, body: reported ?? {} }), 'confirm')
        .outcome;
    },
    async close(id, status) {
      one(await send(closeDonationEndpoint, { params: { id }, body: { status } }), 'fail');
    },
    async listPendingCard(olderThanSeconds, limit = 100) {
      const query = { older_than_seconds: olderThanSeconds, limit };
      return (await send(pendingCardEndpoint, { query })) ?? [];
    },
    async listPendingCash() {
      return (await send(pendingCashEndpoint, {})) ?? [];
    },
    async cancelCardWithoutSession(olderThanSeconds, limit = 100) {
      const body = { older_than_seconds: olderThanSeconds, limit };
      const rows = await send(cancelCardWithoutSessionEndpoint, { body });
      return (rows ?? []).map((row) => row.id);
    },
    async recordGatewayOrder(id, order) {
      return one(await send(recordGatewayOrderEndpoint, { params: { id }, body: order }), 'gateway-order');
    },
    async gatewayTransaction(id, transaction) {
      return one(
        await send(gatewayTransactionEndpoint, { params: { id }, body: transaction }),
        'gateway-transaction',
      ).result;
    },
    async listPendingGateway(olderThanSeconds, limit = 100) {
      const query = { older_than_seconds: olderThanSeconds, limit };
      return (await send(pendingGatewayEndpoint, { query })) ?? [];
    },
    async getSchedule(id) {
      return (await send(getPaymentScheduleEndpoint, { params: { id } }))?.[0] ?? null;
    },
    async recordScheduleSession(id, session) {
      return one(
        await send(recordScheduleSessionEndpoint, { params: { id }, body: session }),
        'schedule-session',
      );
    },
    async activateSchedule(id, card) {
      return one(await send(activateScheduleEndpoint, { params: { id }, body: card }), 'schedule-activate');
    },
    async getScheduledCharge(id) {
      return (await send(getScheduledChargeEndpoint, { params: { id } }))?.[0] ?? null;
    },
    async revokedPayment(id, payment) {
      return one(await send(revokedPaymentEndpoint, { params: { id }, body: payment }), 'revoked-payment');
    },
  };
}
