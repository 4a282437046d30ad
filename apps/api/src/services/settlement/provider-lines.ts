import { cairoDayOf, decimalToPiasters } from '@athar/contract/settlement/settlement-amounts';
import {
  BANK_LINE_TYPES,
  BANK_SETTLEMENT_COLUMNS,
  GATEWAY_LINE_TYPES,
  GATEWAY_METHODS,
  GATEWAY_SETTLEMENT_COLUMNS,
  type SettlementProvider,
} from '@athar/contract/settlement/settlement-files';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';
import type { SettlementMethod } from '../../db/schema-settlement';
import { LineRefused, type CsvRecord } from './csv-records';

const reasons = messages.reasons;

/** One line of a provider's file, in Athar's words and piasters. */
export interface ProviderLine {
  line: number;
  kind: 'payment' | 'fee';
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
}

/** A provider known by its header row, and how each of its lines reads. */
export interface ProviderFormat {
  provider: SettlementProvider;
  read(record: CsvRecord): ProviderLine;
}

/** An id or reference: no control or invisible formatting characters (bidi marks among them), at most 80. */
const TEXT = /^[^\p{C}]{1,80}$/u;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/** The columns of a line by name, each check refusing the line with its reason. */
function cells(record: CsvRecord, columns: readonly string[]) {
  if (record.fields.length !== columns.length)
    throw new LineRefused(record.line, reasons.columns(columns.length, record.fields.length));
  const value = (column: string) => record.fields[columns.indexOf(column)]!;
  const refuse = (reason: string): never => {
    throw new LineRefused(record.line, reason);
  };
  return {
    value,
    text: (column: string, optional = false) => {
      const text = value(column);
      if (optional && text === '') return '';
      return TEXT.test(text) ? text : refuse(reasons.text(column));
    },
    amount: (column: string) => decimalToPiasters(value(column)) ?? refuse(reasons.amount(column)),
    day: (column: string) => {
      const text = value(column);
      return DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))
        ? text
        : refuse(reasons.date(column));
    },
    instant: (column: string) => {
      const text = value(column);
      const at = new Date(text);
      return INSTANT.test(text) && !Number.isNaN(at.getTime()) ? at : refuse(reasons.date(column));
    },
    refuse,
  };
}

/** Amount, fee and net agree, the fee is not negative, a payment is more than zero. */
function figures(c: ReturnType<typeof cells>, names: [string, string, string], kind: 'payment' | 'fee') {
  const amount = c.amount(names[0]);
  const fee = c.amount(names[1]);
  const net = c.amount(names[2]);
  if (fee < 0 || (kind === 'payment' ? amount <= 0 : amount !== 0)) c.refuse(reasons.amount(names[0]));
  if (net !== amount - fee) c.refuse(reasons.net);
  return { amount, fee, net };
}

const bank: ProviderFormat = {
  provider: 'bank',
  read(record) {
    const c = cells(record, BANK_SETTLEMENT_COLUMNS);
    const type = c.value('Transaction Type');
    const kind =
      type === BANK_LINE_TYPES.payment
        ? 'payment'
        : type === BANK_LINE_TYPES.fee
          ? 'fee'
          : c.refuse(reasons.type);
    if (c.value('Currency') !== 'EGP') c.refuse(reasons.currency);
    return {
      line: record.line,
      kind,
      account: c.text('Merchant ID'),
      transactionId: c.text('Transaction ID'),
      reference: c.text('Order ID', kind === 'fee'),
      providerOrderId: null,
      method: kind === 'payment' ? 'card' : null,
      transactionAt: c.instant('Transaction Date'),
      settledOn: c.day('Settlement Date'),
      ...figures(c, ['Amount', 'Fee', 'Net Amount'], kind),
      payoutReference: c.text('Payout Reference'),
    };
  },
};

const gateway: ProviderFormat = {
  provider: 'gateway',
  read(record) {
    const c = cells(record, GATEWAY_SETTLEMENT_COLUMNS);
    const type = c.value('Type');
    const kind =
      type === GATEWAY_LINE_TYPES.payment
        ? 'payment'
        : type === GATEWAY_LINE_TYPES.fee
          ? 'fee'
          : c.refuse(reasons.type);
    const method = c.value('Method');
    if (kind === 'payment' && !(GATEWAY_METHODS as readonly string[]).includes(method))
      c.refuse(reasons.method);
    const transactionAt = c.instant('Created At');
    return {
      line: record.line,
      kind,
      account: c.text('Account'),
      transactionId: c.text('Transaction ID'),
      reference: c.text('Merchant Order ID', kind === 'fee'),
      providerOrderId: c.text('Order ID', kind === 'fee') || null,
      method: kind === 'payment' ? (method as SettlementMethod) : null,
      transactionAt,
      settledOn: cairoDayOf(transactionAt),
      ...figures(c, ['Amount (EGP)', 'Fee (EGP)', 'Net (EGP)'], kind),
      payoutReference: c.text('Payout Reference'),
    };
  },
};

const same = (fields: string[], columns: readonly string[]) =>
  fields.length === columns.length && fields.every((field, i) => field.trim() === columns[i]);

/** The provider whose header row this is, or null. */
export function formatOfHeader(fields: string[]): ProviderFormat | null {
  if (same(fields, BANK_SETTLEMENT_COLUMNS)) return bank;
  if (same(fields, GATEWAY_SETTLEMENT_COLUMNS)) return gateway;
  return null;
}
