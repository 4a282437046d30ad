import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { PaymobTransaction } from '@athar/contract/paymob/transaction';
import { createCallbackDeliveries, type CallbackDeliveries } from './callbacks';

/**
 * The Paymob-protocol simulator's state: accounts' intentions, orders and transactions, kiosk
 * references and the next ids. Never a card number or CVV (a Meeza card leaves only its last 4
 * digits in the transaction, as Paymob's `source_data.pan`). The maps are what requests read; each
 * change is handed to the store (store.ts keeps a snapshot under DATA_DIR/paymob-simulator) before
 * the request answers, so a restart forgets nothing. Auth tokens and callbacks in flight live in
 * memory only.
 */
export type PaymobMethod = 'wallet' | 'kiosk' | 'meeza';

export interface SimulatedBilling {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

export interface SimulatedIntention {
  id: string;
  clientSecret: string;
  account: string;
  integrationId: number;
  method: PaymobMethod;
  amountCents: number;
  currency: string;
  specialReference: string;
  notificationUrl: string;
  redirectionUrl: string;
  billing: SimulatedBilling;
  /** the merchant's first item, as the checkout shows it: what is paid for, and to whom */
  item: { name: string; description: string } | null;
  orderId: number;
  createdAt: string;
  expiresAt: string;
  /** the wallet number typed at the first step (the OTP step follows) */
  walletPhone: string | null;
  /** the transaction this intention ended in (a kiosk reference's pending one, too) */
  transactionId: number | null;
  /** a final outcome was given: every later POST is refused */
  finished: boolean;
}

export interface SimulatedOrder {
  id: number;
  account: string;
  merchantOrderId: string;
  intentionId: string;
  amountCents: number;
  createdAt: string;
  /** oldest first */
  transactionIds: number[];
}

export interface SimulatedTransaction {
  account: string;
  intentionId: string;
  /** exactly what the callback and the inquiry carry */
  obj: PaymobTransaction;
  /** when the merchant refunded it (ISO): the day of its REFUND line in the settlement report */
  refundedAt?: string;
}

export interface PaymobSimulatorStore {
  /** keeps the state as it is now (serialised at once); resolves once it is on disk */
  write(): Promise<void>;
  close(): Promise<void>;
}

export interface PaymobSimulatorState {
  intentions: Map<string, SimulatedIntention>;
  /** client secret → intention id */
  bySecret: Map<string, string>;
  orders: Map<number, SimulatedOrder>;
  transactions: Map<number, SimulatedTransaction>;
  /** kiosk bill reference → transaction id */
  kioskReferences: Map<string, number>;
  next: { orderId: number; transactionId: number };
  /** auth tokens (memory only, 1 hour): token → account and expiry */
  tokens: Map<string, { account: string; expiresAt: number }>;
  /** processed callbacks being delivered (memory only) */
  deliveries: CallbackDeliveries;
  store: PaymobSimulatorStore;
  /** DATA_DIR/paymob-simulator, or null when the state lives in memory only */
  directory: string | null;
}

export const FIRST_ORDER_ID = 30000001;
export const FIRST_TRANSACTION_ID = 50000001;

const memoryStore: PaymobSimulatorStore = { write: async () => {}, close: async () => {} };

/** State kept in memory only (tests): lost with the process. openPaymobSimulatorState (store.ts) keeps it. */
export function createPaymobSimulatorState(): PaymobSimulatorState {
  return {
    intentions: new Map(),
    bySecret: new Map(),
    orders: new Map(),
    transactions: new Map(),
    kioskReferences: new Map(),
    next: { orderId: FIRST_ORDER_ID, transactionId: FIRST_TRANSACTION_ID },
    tokens: new Map(),
    deliveries: createCallbackDeliveries(),
    store: memoryStore,
    directory: null,
  };
}

const alphanumeric = (length: number) => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
};

export const newIntentionId = () => `pi_test_${alphanumeric(32)}`;
export const newClientSecret = () => `egy_csk_test_${alphanumeric(40)}`;
export const newToken = () => randomBytes(48).toString('base64url');

/** An unused 8-digit kiosk reference. */
export function newKioskReference(state: PaymobSimulatorState): string {
  for (;;) {
    const reference = String(randomInt(10_000_000, 100_000_000));
    if (!state.kioskReferences.has(reference)) return reference;
  }
}

/** The merchant account's `owner` number in Paymob's objects: stable for an account name. */
export function ownerOf(account: string): number {
  return 100_000 + (createHash('sha256').update(account).digest().readUInt32BE(0) % 900_000);
}

export function takeOrderId(state: PaymobSimulatorState): number {
  return state.next.orderId++;
}

export function takeTransactionId(state: PaymobSimulatorState): number {
  return state.next.transactionId++;
}

/** The latest transaction of an order, if any. */
export function latestTransaction(state: PaymobSimulatorState, order: SimulatedOrder) {
  const id = order.transactionIds.at(-1);
  return id === undefined ? undefined : state.transactions.get(id);
}

/** The card test outcomes, by expiry (MM/YY), as the bank simulator has them. */
export type SimulatedOutcome = 'approved' | 'declined' | 'timeout';

export function outcomeForCardExpiry(expiry: string): SimulatedOutcome {
  if (expiry === '01/39') return 'approved';
  if (expiry === '08/28') return 'timeout';
  return 'declined';
}

export const WALLET_OTP = '123456';
export const WALLET_APPROVES = '01000000001';
export const WALLET_DECLINES = '01000000002';
export const WALLET_TIMES_OUT = '01000000003';

export function outcomeForWallet(phone: string): SimulatedOutcome {
  if (phone === WALLET_APPROVES) return 'approved';
  if (phone === WALLET_TIMES_OUT) return 'timeout';
  return 'declined';
}
