/** How a provider file's line is read, cell by cell, whichever the provider (docs/decisions/035, 042). */
import { decimalToPiasters } from '@athar/contract/settlement/settlement-amounts';
import type { SettlementProvider } from '@athar/contract/settlement/settlement-files';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';
import type { SettlementLineKind, SettlementMethod } from '../../db/schema-settlement';
import { LineRefused, type CsvRecord } from './csv-records';

const reasons = messages.reasons;

/** One line of a provider's file, in Athar's words and piasters. */
export interface ProviderLine {
  line: number;
  kind: SettlementLineKind;
  account: string;
  transactionId: string;
  /** Athar's order reference as the provider has it ('' on a fee line) */
  reference: string;
  /** the gateway's own order id (null for the bank) */
  providerOrderId: string | null;
  method: SettlementMethod | null;
  transactionAt: Date;
  settledOn: string;
  amount: number;
  fee: number;
  net: number;
  payoutReference: string;
  /** the bank statement's description of the credit (052), kept as text */
  description?: string;
}

/** A provider known by its header row, and how each of its lines reads. */
export interface ProviderFormat {
  provider: SettlementProvider;
  /** null: a line that does not matter here (a bank statement's debit) */
  read(record: CsvRecord): ProviderLine | null;
}

/** An id or reference: no control or invisible formatting characters (bidi marks among them), at most 80. */
const TEXT = /^[^\p{C}]{1,80}$/u;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The columns of a line by name, each check refusing the line with its reason. A class, its checks on
 * its prototype: a file's 100,000 lines make as many of these, and no closures each (P12).
 */
class Cells {
  constructor(
    private readonly record: CsvRecord,
    private readonly columns: readonly string[],
  ) {}

  value(column: string): string {
    return this.record.fields[this.columns.indexOf(column)]!;
  }

  refuse(reason: string): never {
    throw new LineRefused(this.record.line, reason);
  }

  text(column: string, optional = false): string {
    const text = this.value(column);
    if (optional && text === '') return '';
    return TEXT.test(text) ? text : this.refuse(reasons.text(column));
  }

  amount(column: string): number {
    return decimalToPiasters(this.value(column)) ?? this.refuse(reasons.amount(column));
  }

  day(column: string): string {
    const text = this.value(column);
    return DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))
      ? text
      : this.refuse(reasons.date(column));
  }

  instant(column: string): Date {
    const text = this.value(column);
    const at = new Date(text);
    return INSTANT.test(text) && !Number.isNaN(at.getTime()) ? at : this.refuse(reasons.date(column));
  }
}

/** The columns of a line by name (the line refused when it has another number of cells). */
export function cells(record: CsvRecord, columns: readonly string[]): Cells {
  if (record.fields.length !== columns.length)
    throw new LineRefused(record.line, reasons.columns(columns.length, record.fields.length));
  return new Cells(record, columns);
}

/**
 * Amount, fee and net agree, the fee is not negative; a payment is more than zero, a refund less
 * (it gives money back), a fee line's amount zero. `fees` may name several withheld columns, summed.
 */
export function figures(c: Cells, names: [string, string | string[], string], kind: SettlementLineKind) {
  const amount = c.amount(names[0]);
  const feeColumns = typeof names[1] === 'string' ? [names[1]] : names[1];
  let fee = 0;
  for (const column of feeColumns) {
    const part = c.amount(column);
    if (part < 0) c.refuse(reasons.amount(column));
    fee += part;
  }
  const net = c.amount(names[2]);
  const sign = kind === 'payment' ? amount > 0 : kind === 'refund' ? amount < 0 : amount === 0;
  if (!sign) c.refuse(reasons.amount(names[0]));
  if (net !== amount - fee) c.refuse(reasons.net);
  return { amount, fee, net };
}

/** The kind of a line by its type cell, or the line refused. */
export function kindOf(
  c: Cells,
  type: string,
  types: { payment: string; refund: string; fee?: string },
): SettlementLineKind {
  if (type === types.payment) return 'payment';
  if (type === types.refund) return 'refund';
  if (types.fee !== undefined && type === types.fee) return 'fee';
  return c.refuse(reasons.type);
}
