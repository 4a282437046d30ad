import fs from 'node:fs';
import path from 'node:path';
import { lockDirectory, refuseIfOpenHere } from '../../bank/simulator/directory-lock';
import { makeDirectory, replaceFile, syncDirectory } from '../../bank/simulator/durable-files';
import {
  createPaymobSimulatorState,
  FIRST_ORDER_ID,
  FIRST_TRANSACTION_ID,
  type PaymobSimulatorState,
  type PaymobSimulatorStore,
  type SimulatedIntention,
  type SimulatedOrder,
  type SimulatedTransaction,
} from './state';

/**
 * The simulator's state on disk: DATA_DIR/paymob-simulator/state.json, one JSON snapshot of every
 * intention, order, transaction and kiosk reference and the next ids, rewritten after each change
 * (temp file, fsync, rename, fsync of the directory) one write at a time. A request answers only
 * once the snapshot taken after its change is on disk. The directory is locked to one process.
 */
export const PAYMOB_SIMULATOR_DIRECTORY = 'paymob-simulator';
export const STATE_FILE = 'state.json';

interface Snapshot {
  version: 1;
  next: { orderId: number; transactionId: number };
  intentions: SimulatedIntention[];
  orders: SimulatedOrder[];
  transactions: SimulatedTransaction[];
}

export interface StoreLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OpenPaymobSimulatorStateOptions {
  /** DATA_DIR: the snapshot is kept in DATA_DIR/paymob-simulator */
  dataDir: string;
  log?: StoreLog;
}

export function snapshotOf(state: PaymobSimulatorState): string {
  const snapshot: Snapshot = {
    version: 1,
    next: state.next,
    intentions: [...state.intentions.values()],
    orders: [...state.orders.values()],
    transactions: [...state.transactions.values()],
  };
  return `${JSON.stringify(snapshot)}\n`;
}

function load(state: PaymobSimulatorState, text: string) {
  const snapshot = JSON.parse(text) as Snapshot;
  if (snapshot.version !== 1)
    throw new Error(`unknown paymob simulator snapshot version ${snapshot.version}`);
  for (const intention of snapshot.intentions) {
    state.intentions.set(intention.id, intention);
    state.bySecret.set(intention.clientSecret, intention.id);
  }
  for (const order of snapshot.orders) state.orders.set(order.id, order);
  for (const transaction of snapshot.transactions) {
    state.transactions.set(transaction.obj.id, transaction);
    const reference = transaction.obj.data?.bill_reference;
    if (reference !== undefined && reference !== null)
      state.kioskReferences.set(String(reference), transaction.obj.id);
  }
  // never below what is already used, whatever the file says
  const maxOrder = Math.max(FIRST_ORDER_ID - 1, ...state.orders.keys());
  const maxTransaction = Math.max(FIRST_TRANSACTION_ID - 1, ...state.transactions.keys());
  state.next = {
    orderId: Math.max(snapshot.next.orderId, maxOrder + 1),
    transactionId: Math.max(snapshot.next.transactionId, maxTransaction + 1),
  };
}

class SnapshotStore implements PaymobSimulatorStore {
  private tail: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly state: PaymobSimulatorState,
    private readonly release: () => void,
    private readonly log?: StoreLog,
  ) {}

  write(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the paymob simulator is closed'));
    // taken now: the snapshot holds this change and every earlier one
    const text = snapshotOf(this.state);
    const written = this.tail.then(() => replaceFile(this.file, text));
    this.tail = written.catch((error: unknown) => {
      this.log?.error({ err: error, file: this.file }, 'paymob simulator state not written');
    });
    return written;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.tail;
    this.release();
  }
}

/** The simulator's state read back from DATA_DIR/paymob-simulator (created on first use), every change kept there. */
export async function openPaymobSimulatorState(
  options: OpenPaymobSimulatorStateOptions,
): Promise<PaymobSimulatorState> {
  const directory = path.resolve(options.dataDir, PAYMOB_SIMULATOR_DIRECTORY);
  refuseIfOpenHere(directory);
  if (!fs.existsSync(directory)) await makeDirectory(directory);
  const release = lockDirectory(directory);
  try {
    const file = path.join(directory, STATE_FILE);
    fs.rmSync(`${file}.tmp`, { force: true });
    const state = createPaymobSimulatorState();
    if (fs.existsSync(file)) load(state, fs.readFileSync(file, 'utf8'));
    await syncDirectory(directory);
    state.store = new SnapshotStore(file, state, release, options.log);
    state.directory = directory;
    options.log?.info(
      { directory, intentions: state.intentions.size, transactions: state.transactions.size },
      'paymob simulator state loaded',
    );
    return state;
  } catch (error) {
    release();
    throw error;
  }
}
