import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';
import {
  BANK_LINE_TYPES,
  BANK_SETTLEMENT_COLUMNS,
  GATEWAY_LINE_TYPES,
  GATEWAY_METHODS,
  GATEWAY_SETTLEMENT_COLUMNS,
  SMS_SETTLEMENT_COLUMNS,
  STATEMENT_COLUMNS,
} from '@athar/contract/settlement/settlement-files';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';
import type { SettlementMethod } from '../../db/schema-settlement';
import { cells, figures, kindOf, type ProviderFormat } from './line-cells';
import { smsReport } from './sms-report-lines';
import { bankStatement } from './statement-lines';

export type { ProviderFormat, ProviderLine } from './line-cells';

const reasons = messages.reasons;

const bank: ProviderFormat = {
  provider: 'bank',
  read(record) {
    const c = cells(record, BANK_SETTLEMENT_COLUMNS);
    const kind = kindOf(c, c.value('Transaction Type'), BANK_LINE_TYPES);
    if (c.value('Currency') !== 'EGP') c.refuse(reasons.currency);
    return {
      line: record.line,
      kind,
      account: c.text('Merchant ID'),
      transactionId: c.text('Transaction ID'),
      // a refund's order id is the original payment's
      reference: c.text('Order ID', kind === 'fee'),
      providerOrderId: null,
      method: kind === 'fee' ? null : 'card',
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
    const kind = kindOf(c, c.value('Type'), GATEWAY_LINE_TYPES);
    const method = c.value('Method');
    if (kind !== 'fee' && !(GATEWAY_METHODS as readonly string[]).includes(method)) c.refuse(reasons.method);
    const transactionAt = c.instant('Created At');
    return {
      line: record.line,
      kind,
      account: c.text('Account'),
      // a refund names the original transaction, its merchant order and order
      transactionId: c.text('Transaction ID'),
      reference: c.text('Merchant Order ID', kind === 'fee'),
      providerOrderId: c.text('Order ID', kind === 'fee') || null,
      method: kind === 'fee' ? null : (method as SettlementMethod),
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
  if (same(fields, SMS_SETTLEMENT_COLUMNS)) return smsReport;
  if (same(fields, STATEMENT_COLUMNS)) return bankStatement;
  return null;
}
