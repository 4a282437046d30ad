/** The charity's bank statement as Athar reads it (docs/decisions/052): credits only, in piasters. */
import { STATEMENT_COLUMNS } from '@athar/contract/settlement/settlement-files';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';
import { cells, type ProviderFormat } from './line-cells';

/** Control characters refuse the line; invisible formatting ones (bidi overrides) are dropped. */
const CONTROL = /\p{Cc}/u;
const FORMATTING = /\p{Cf}/gu;
const DESCRIPTION_MAX = 500;

export const bankStatement: ProviderFormat = {
  provider: 'statement',
  read(record) {
    const c = cells(record, STATEMENT_COLUMNS);
    const day = c.day('date');
    const reference = c.text('bank_reference');
    const amount = c.amount('amount');
    const raw = c.value('description');
    if (CONTROL.test(raw) || raw.length > DESCRIPTION_MAX) c.refuse(messages.reasons.description);
    if (amount === 0) c.refuse(messages.reasons.amount('amount'));
    // a debit (money out) is not a deposit: read, checked, and left
    if (amount < 0) return null;
    return {
      line: record.line,
      kind: 'payment',
      // the file names no account: the importer's charity is the account (import-settlement)
      account: '',
      transactionId: reference,
      reference,
      providerOrderId: null,
      method: 'cash',
      transactionAt: new Date(`${day}T00:00:00Z`),
      settledOn: day,
      amount,
      fee: 0,
      net: amount,
      payoutReference: '',
      description: raw.replace(FORMATTING, ''),
    };
  },
};
