import fs from 'node:fs';
import {
  orderKey,
  type AttemptOutcome,
  type BankSimulatorState,
  type SimulatedOrder,
  type SimulatedSession,
} from './state';

/**
 * The journal's lines: one JSON object per line, each the whole current state of one order or one
 * session, so that replaying it is "the last line of each wins" and a line never depends on another.
 * A last line cut short by a crash (no newline, or not a whole record, with nothing whole after it)
 * was never acknowledged and is cut off. A damaged line followed by whole ones is not a crash's work:
 * start-up refuses, naming the line. The records hold no card data; they do hold each session's
 * successIndicator, which is why the journal is readable by its owner only.
 */
const FORMAT = 1;
const OUTCOMES = new Set<AttemptOutcome>(['approved', 'declined', 'timeout']);

type OrderRecord = SimulatedOrder & { v: typeof FORMAT; kind: 'order' };
type SessionRecord = SimulatedSession & { v: typeof FORMAT; kind: 'session' };
type JournalRecord = OrderRecord | SessionRecord;

export const orderRecord = (order: SimulatedOrder): OrderRecord => ({
  v: FORMAT,
  kind: 'order',
  merchantId: order.merchantId,
  id: order.id,
  amount: order.amount,
  currency: order.currency,
  description: order.description,
  outcome: order.outcome,
});

export const sessionRecord = (session: SimulatedSession): SessionRecord => ({
  v: FORMAT,
  kind: 'session',
  id: session.id,
  merchantId: session.merchantId,
  merchantName: session.merchantName,
  orderId: session.orderId,
  returnUrl: session.returnUrl,
  successIndicator: session.successIndicator,
  finished: session.finished,
});

export const recordLine = (record: JournalRecord) => `${JSON.stringify(record)}\n`;

/** A whole, well-formed record, or null. */
export function parseRecord(text: string): JournalRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const strings = (...keys: string[]) => keys.every((key) => typeof r[key] === 'string');
  if (r.v !== FORMAT) return null;
  if (
    r.kind === 'order' &&
    strings('merchantId', 'id', 'amount', 'currency', 'description') &&
    (r.outcome === null || OUTCOMES.has(r.outcome as AttemptOutcome))
  ) {
    return orderRecord(r as unknown as SimulatedOrder);
  }
  if (
    r.kind === 'session' &&
    strings('id', 'merchantId', 'merchantName', 'orderId', 'returnUrl', 'successIndicator') &&
    typeof r.finished === 'boolean'
  ) {
    return sessionRecord(r as unknown as SimulatedSession);
  }
  return null;
}

export class JournalDamaged extends Error {
  override readonly name = 'JournalDamaged';
}

export interface LoadedJournal {
  records: number;
  /** bytes of whole records; the rest is a torn tail */
  goodLength: number;
  length: number;
}

/** Reads the journal into the maps (last state of each wins). */
export function loadJournal(file: string, state: BankSimulatorState): LoadedJournal {
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: 0, goodLength: 0, length: 0 };
    throw error;
  }
  let offset = 0;
  let lineNumber = 0;
  let records = 0;
  let damaged: { offset: number; lineNumber: number } | null = null;
  while (offset < data.length) {
    lineNumber += 1;
    const end = data.indexOf(0x0a, offset);
    // a last line without its newline was cut short: never whole, whatever it holds
    const record = end === -1 ? null : parseRecord(data.toString('utf8', offset, end));
    if (!record) {
      damaged ??= { offset, lineNumber };
    } else if (damaged) {
      throw new JournalDamaged(
        `${file}: line ${damaged.lineNumber} is damaged but whole records follow it; ` +
          'this is not a crash in mid-write. Repair or move the file aside to start.',
      );
    } else {
      records += 1;
      if (record.kind === 'order') {
        const { merchantId, id, amount, currency, description, outcome } = record;
        state.orders.set(orderKey(merchantId, id), {
          merchantId,
          id,
          amount,
          currency,
          description,
          outcome,
        });
      } else {
        const { id, merchantId, merchantName, orderId, returnUrl, successIndicator, finished } = record;
        state.sessions.set(id, {
          id,
          merchantId,
          merchantName,
          orderId,
          returnUrl,
          successIndicator,
          finished,
        });
      }
    }
    if (end === -1) break;
    offset = end + 1;
  }
  return { records, goodLength: damaged ? damaged.offset : data.length, length: data.length };
}
