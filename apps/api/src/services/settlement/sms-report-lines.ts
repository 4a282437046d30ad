import { SMS_LINE_TYPES, SMS_SETTLEMENT_COLUMNS } from '@athar/contract/settlement/settlement-files';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';
import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';
import { cells, figures, kindOf, type ProviderFormat } from './line-cells';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A number as aggregators print it: digits with the middle starred (`20100****567`). */
const MASKED = /^\+?[0-9]{2,6}\*{2,}[0-9]{2,4}$/;

/**
 * The SMS aggregator's monthly report per short number (docs/decisions/042): the account is the short
 * code, the reference Athar matches is the aggregator's message id (the one it delivered to us), the
 * fee the operator's share and the aggregator's together. Every message must fall in the report's
 * month (Cairo); the line is settled on that month's first day.
 */
export const smsReport: ProviderFormat = {
  provider: 'sms',
  read(record) {
    const c = cells(record, SMS_SETTLEMENT_COLUMNS);
    const kind = kindOf(c, c.value('Type'), SMS_LINE_TYPES);
    const month = c.value('Billing Month');
    if (!MONTH.test(month)) c.refuse(messages.reasons.date('Billing Month'));
    const receivedAt = c.instant('Received At');
    if (cairoDayOf(receivedAt).slice(0, 7) !== month) c.refuse(messages.reasons.month);
    if (!MASKED.test(c.value('MSISDN'))) c.refuse(messages.reasons.text('MSISDN'));
    const messageId = c.text('Message ID');
    return {
      line: record.line,
      kind,
      account: c.text('Short Code'),
      transactionId: messageId,
      reference: messageId,
      providerOrderId: null,
      method: 'sms',
      transactionAt: receivedAt,
      settledOn: `${month}-01`,
      ...figures(c, ['Gross (EGP)', ['Operator Share (EGP)', 'Aggregator Fee (EGP)'], 'Net (EGP)'], kind),
      payoutReference: c.text('Payout Reference'),
    };
  },
};
