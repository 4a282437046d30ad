import { randomBytes } from 'node:crypto';

/**
 * The bank simulator's state: sessions and orders and the outcome of each payment attempt, never a
 * card number, expiry or CSC. The maps are what every request reads; each change is also handed to
 * the store, which keeps it on disk (journal.ts, under DATA_DIR/bank-simulator) so that a restart
 * forgets nothing a real bank would remember, or nowhere (tests that need no restart).
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

/** The current state of some sessions and orders, to be kept. */
export interface SimulatorChange {
  orders?: SimulatedOrder[];
  sessions?: SimulatedSession[];
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
  return { sessions: new Map(), orders: new Map(), store: memoryStore, directory: null };
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
