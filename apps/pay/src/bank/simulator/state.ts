import { randomBytes } from 'node:crypto';

/**
 * The bank simulator's memory (acceptable for a stand-in; a real bank keeps its own). It holds
 * sessions and orders and the outcome of each payment attempt, never a card number, expiry or CSC.
 */
export type AttemptOutcome = 'approved' | 'declined' | 'timeout';

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
}

export interface BankSimulatorState {
  sessions: Map<string, SimulatedSession>;
  orders: Map<string, SimulatedOrder>;
}

export function createSimulatorState(): BankSimulatorState {
  return { sessions: new Map(), orders: new Map() };
}

export const orderKey = (merchantId: string, orderId: string) => `${merchantId}/${orderId}`;

export function newSessionId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(25);
  return `SESSION${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export const newIndicator = () => randomBytes(8).toString('hex');

/** The gateway's test outcomes, chosen by the card's expiry (MM/YY). */
export function outcomeForExpiry(expiry: string): AttemptOutcome {
  if (expiry === '01/39') return 'approved';
  if (expiry === '08/28') return 'timeout';
  return 'declined';
}
