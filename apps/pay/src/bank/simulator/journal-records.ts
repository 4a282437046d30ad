import fs from 'node:fs';
import {
  orderKey,
  type AttemptOutcome,
  type BankSimulatorState,
  type OrderOperation,
  type SimulatedOrder,
  type SimulatedSession,
  type SimulatedToken,
  type SimulatedTransaction,
  type TokenBehaviour,
} from './state';

/**
 * The journal's lines: one JSON object per line, each the whole current state of one order, one
 * session or one stored card (token), so that replaying it is "the last line of each wins" and a line never depends on another.
 * A last line cut short by a crash (no newline, or not a whole record, with nothing whole after it)
 * was never acknowledged and is cut off. A damaged line followed by whole ones is not a crash's work:
 * start-up refuses, naming the line. The records hold no card data (a stored card is its token and
 * last four digits); they do hold each session's successIndicator, which is why the journal is
 * readable by its owner only.
 */
const FORMAT = 1;
const OUTCOMES = new Set<AttemptOutcome>(['approved', 'declined', 'timeout']);

const OPERATIONS = new Set<OrderOperation>(['PURCHASE', 'VERIFY', 'MIT']);
const BEHAVIOURS = new Set<TokenBehaviour>(['approve', 'decline-first', 'insufficient']);

type OrderRecord = SimulatedOrder & { v: typeof FORMAT; kind: 'order' };
type SessionRecord = SimulatedSession & { v: typeof FORMAT; kind: 'session' };
type TokenRecord = SimulatedToken & { v: typeof FORMAT; kind: 'token' };
type JournalRecord = OrderRecord | SessionRecord | TokenRecord;

/** An order's record; the agreement fields only when present, so a PURCHASE's line is as before. */
export const orderRecord = (order: SimulatedOrder): OrderRecord => ({
  v: FORMAT,
  kind: 'order',
  merchantId: order.merchantId,
  id: order.id,
  amount: order.amount,
  currency: order.currency,
  description: order.description,
  outcome: order.outcome,
  ...(order.operation && order.operation !== 'PURCHASE' ? { operation: order.operation } : {}),
  ...(order.agreementId === undefined ? {} : { agreementId: order.agreementId }),
  ...(order.token === undefined ? {} : { token: order.token }),
  ...(order.refundedBy === undefined ? {} : { refundedBy: order.refundedBy }),
  ...(order.capturedAt === undefined ? {} : { capturedAt: order.capturedAt }),
  ...(order.refundedAt === undefined ? {} : { refundedAt: order.refundedAt }),
  ...(order.transactions === undefined
    ? {}
    : {
        transactions: order.transactions.map(({ id, outcome, gatewayCode }) => ({
          id,
          outcome,
          gatewayCode,
        })),
      }),
});

export const tokenRecord = (token: SimulatedToken): TokenRecord => ({
  v: FORMAT,
  kind: 'token',
  token: token.token,
  merchantId: token.merchantId,
  agreementId: token.agreementId,
  behaviour: token.behaviour,
  last4: token.last4,
});

const isTransaction = (value: unknown): value is SimulatedTransaction => {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    (t.outcome === 'approved' || t.outcome === 'declined') &&
    typeof t.gatewayCode === 'string'
  );
};

/** The optional agreement fields of an order record are absent or well-formed. */
function agreementFieldsValid(r: Record<string, unknown>): boolean {
  const optionalString = (key: string) => r[key] === undefined || typeof r[key] === 'string';
  return (
    (r.operation === undefined || OPERATIONS.has(r.operation as OrderOperation)) &&
    optionalString('agreementId') &&
    optionalString('token') &&
    optionalString('refundedBy') &&
    optionalString('capturedAt') &&
    optionalString('refundedAt') &&
    (r.transactions === undefined || (Array.isArray(r.transactions) && r.transactions.every(isTransaction)))
  );
}

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
    (r.outcome === null || OUTCOMES.has(r.outcome as AttemptOutcome)) &&
    agreementFieldsValid(r)
  ) {
    return orderRecord(r as unknown as SimulatedOrder);
  }
  if (
    r.kind === 'token' &&
    strings('token', 'merchantId', 'agreementId', 'last4') &&
    BEHAVIOURS.has(r.behaviour as TokenBehaviour)
  ) {
    return tokenRecord(r as unknown as SimulatedToken);
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
        const { v: _v, kind: _kind, ...order } = record;
        state.orders.set(orderKey(order.merchantId, order.id), order);
      } else if (record.kind === 'token') {
        const { v: _v, kind: _kind, ...token } = record;
        state.tokens.set(token.token, token);
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
