import { randomBytes } from 'node:crypto';

/**
 * The bank simulator's state: sessions and orders and the outcome of each payment attempt, never a
 * card number, expiry or CSC. The maps are what every request reads; each change is also handed to
 * the store, which keeps it on disk (journal.ts, under DATA_DIR/bank-simulator) so that a restart
 * forgets nothing a real bank would remember, or nowhere (tests that need no restart).
 */
export type AttemptOutcome = 'approved' | 'declined' | 'timeout';

/**
 * What an order is: a cardholder's payment on the hosted page (PURCHASE), a cardholder's verification
 * on it that stores the card for an agreement and charges nothing (VERIFY), or the merchant's own
 * charges on a stored card (MIT: merchant-initiated PAY transactions, no cardholder present).
 */
export type OrderOperation = 'PURCHASE' | 'VERIFY' | 'MIT';

/**
 * How a stored card answers merchant-initiated charges (test cards, chosen by the expiry the card was
 * verified with): always approves; declines the first charge of each order and approves its retry;
 * always declines for insufficient funds.
 */
export type TokenBehaviour = 'approve' | 'decline-first' | 'insufficient';

/**
 * A card stored by a verification: the gateway's token, bound to the merchant and the agreement it
 * was made for. Only the last four digits of the card are kept, never its number, expiry or CSC.
 */
export interface SimulatedToken {
  token: string;
  merchantId: string;
  agreementId: string;
  behaviour: TokenBehaviour;
  last4: string;
}

/** One merchant-initiated PAY of an MIT order; the same transaction id again answers it, never charges. */
export interface SimulatedTransaction {
  id: string;
  outcome: 'approved' | 'declined';
  /** APPROVED, DECLINED, INSUFFICIENT_FUNDS */
  gatewayCode: string;
}

export interface SimulatedSession {
  id: string;
  merchantId: string;
  merchantName: string;
  orderId: string;
  returnUrl: string;
  successIndicator: string;
  /** set once a card was submitted or the payer cancelled */
  finished: boolean;
}

export interface SimulatedOrder {
  merchantId: string;
  id: string;
  /** decimal, as the bank speaks it */
  amount: string;
  currency: string;
  description: string;
  outcome: AttemptOutcome | null;
  /** PURCHASE when absent (orders journalled before agreements existed) */
  operation?: OrderOperation;
  /** VERIFY and MIT orders: the agreement the card is stored for */
  agreementId?: string;
  /** a VERIFY order once its card is verified, an MIT order: the stored card's token */
  token?: string;
  /** MIT orders: the merchant's PAY transactions, in order */
  transactions?: SimulatedTransaction[];
  /** the merchant refunded the captured amount, in whole (its REFUND transaction's id) */
  refundedBy?: string;
  /** when it was refunded (ISO): the day its REFUND line is settled on; absent in older journals */
  refundedAt?: string;
  /** when the payment was captured (ISO): the day it is settled on (settlement-report.ts) */
  capturedAt?: string;
}

/** The current state of some sessions and orders, to be kept. */
export interface SimulatorChange {
  orders?: SimulatedOrder[];
  sessions?: SimulatedSession[];
  tokens?: SimulatedToken[];
}

export interface SimulatorStore {
  /**
   * Keeps the state the given records have now (it is copied at once). Resolves once it is on disk;
   * call it in the same tick as the change to the maps, and answer only after it resolves.
   */
  write(change: SimulatorChange): Promise<void>;
  /**
   * Resolves once every write handed over before this call is on disk (rejects if one failed):
   * whatever a request read from the maps is then durable, and it may answer with it.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface BankSimulatorState {
  sessions: Map<string, SimulatedSession>;
  orders: Map<string, SimulatedOrder>;
  /** stored cards by token */
  tokens: Map<string, SimulatedToken>;
  store: SimulatorStore;
  /** the directory of the journal; null when the state lives in memory only */
  directory: string | null;
}

const memoryStore: SimulatorStore = {
  write: async () => {},
  settled: async () => {},
  close: async () => {},
};

/** State kept in memory only: lost with the process (openSimulatorState in journal.ts keeps it). */
export function createSimulatorState(): BankSimulatorState {
  return { sessions: new Map(), orders: new Map(), tokens: new Map(), store: memoryStore, directory: null };
}

export const orderKey = (merchantId: string, orderId: string) => `${merchantId}/${orderId}`;

export function newSessionId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(25);
  return `SESSION${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export const newIndicator = () => randomBytes(8).toString('hex');

/**
 * The gateway's test outcomes, chosen by the card's expiry (MM/YY). 02/39 and 03/39 are cards that
 * pay and verify like 01/39 but answer the merchant's later charges differently (behaviourForExpiry).
 */
export function outcomeForExpiry(expiry: string): AttemptOutcome {
  if (expiry === '01/39' || expiry === '02/39' || expiry === '03/39') return 'approved';
  if (expiry === '08/28') return 'timeout';
  return 'declined';
}

/** How a card verified with this expiry answers merchant-initiated charges. */
export function behaviourForExpiry(expiry: string): TokenBehaviour {
  if (expiry === '02/39') return 'decline-first';
  if (expiry === '03/39') return 'insufficient';
  return 'approve';
}

/** A gateway token as Mastercard's look: 16 digits, starting with 9 (never a card's number). */
export function newToken(): string {
  const digits = Array.from(randomBytes(15), (byte) => String(byte % 10)).join('');
  return `9${digits}`;
}
