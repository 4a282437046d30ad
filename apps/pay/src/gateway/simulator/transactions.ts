import type { FastifyBaseLogger } from 'fastify';
import { PAYMOB_HMAC_FIELDS, type PaymobTransaction } from '@athar/contract/paymob/transaction';
import { paymobHmacOfQuery, paymobHmacOfTransaction } from '../paymob-hmac';
import { sendCallback } from './callbacks';
import {
  ownerOf,
  takeTransactionId,
  type PaymobSimulatorState,
  type SimulatedIntention,
  type SimulatedTransaction,
} from './state';

/** What a new transaction is: its outcome and how it was paid (never a full card number). */
export interface NewTransaction {
  pending: boolean;
  success: boolean;
  source: { type: string; sub_type: string; pan: string | null };
  message: string;
  is3dSecure: boolean;
  /** a kiosk payment's reference and its due time */
  kiosk?: { billReference: string; dueAt: string };
}

/** A transaction object shaped as Paymob's processed callback and inquiry carry it. */
export function createTransaction(
  state: PaymobSimulatorState,
  intention: SimulatedIntention,
  details: NewTransaction,
  now = new Date(),
): SimulatedTransaction {
  const id = takeTransactionId(state);
  const obj: PaymobTransaction = {
    id,
    pending: details.pending,
    amount_cents: intention.amountCents,
    success: details.success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: details.is3dSecure,
    integration_id: intention.integrationId,
    profile_id: ownerOf(intention.account),
    has_parent_transaction: false,
    order: {
      id: intention.orderId,
      created_at: intention.createdAt,
      merchant_order_id: intention.specialReference,
      amount_cents: intention.amountCents,
      currency: intention.currency,
    },
    created_at: now.toISOString(),
    currency: intention.currency,
    source_data: { ...details.source },
    api_source: 'INVOICE',
    error_occured: false,
    refunded_amount_cents: 0,
    is_void: false,
    is_refund: false,
    owner: ownerOf(intention.account),
    data: {
      message: details.message,
      ...(details.kiosk
        ? { bill_reference: Number(details.kiosk.billReference), due_at: details.kiosk.dueAt }
        : {}),
    },
  };
  const transaction: SimulatedTransaction = { account: intention.account, intentionId: intention.id, obj };
  state.transactions.set(id, transaction);
  state.orders.get(intention.orderId)?.transactionIds.push(id);
  if (details.kiosk) state.kioskReferences.set(details.kiosk.billReference, id);
  intention.transactionId = id;
  return transaction;
}

const queryValue = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value as string | number);
};

/** The transaction response callback's query (the browser's redirect): the signed fields, then hmac. */
export function responseQuery(obj: PaymobTransaction, hmacSecret: string): URLSearchParams {
  const query: Record<string, string> = {};
  for (const field of PAYMOB_HMAC_FIELDS) {
    let value: unknown = obj;
    for (const key of field.obj) value = (value as Record<string, unknown> | undefined)?.[key];
    query[field.query] = queryValue(value);
  }
  query.merchant_order_id = queryValue(obj.order.merchant_order_id);
  query['data.message'] = queryValue(obj.data?.message);
  query.txn_response_code = obj.success ? 'APPROVED' : obj.pending ? 'PENDING' : 'DECLINED';
  const params = new URLSearchParams(query);
  params.set('hmac', paymobHmacOfQuery(query, hmacSecret));
  return params;
}

export function responseRedirect(
  intention: SimulatedIntention,
  obj: PaymobTransaction,
  hmacSecret: string,
): string {
  const url = new URL(intention.redirectionUrl);
  for (const [key, value] of responseQuery(obj, hmacSecret)) url.searchParams.set(key, value);
  return url.toString();
}

export interface CallbackContext {
  state: PaymobSimulatorState;
  hmacSecrets: ReadonlyMap<string, string>;
  retryDelaysMs: readonly number[];
  log: FastifyBaseLogger;
}

/** Sends the processed callback of a transaction's current state, in the background. */
export function sendProcessedCallback(context: CallbackContext, transaction: SimulatedTransaction) {
  const intention = context.state.intentions.get(transaction.intentionId);
  const secret = context.hmacSecrets.get(transaction.account);
  if (!intention || secret === undefined) {
    context.log.error(
      { transactionId: transaction.obj.id },
      'paymob simulator has no HMAC secret for a callback',
    );
    return;
  }
  // a copy as it is now: a later change (a refund) is sent by its own callback
  const obj = structuredClone(transaction.obj);
  const url = new URL(intention.notificationUrl);
  url.searchParams.set('hmac', paymobHmacOfTransaction(obj, secret));
  sendCallback(context.state.deliveries, {
    url: url.toString(),
    body: { type: 'TRANSACTION', obj },
    retryDelaysMs: context.retryDelaysMs,
    log: context.log,
    transactionId: obj.id,
  });
}
