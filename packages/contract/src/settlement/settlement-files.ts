/**
 * The settlement files the providers send, as Athar reads them (docs/decisions/035). The simulators
 * write them with these header rows; the importer knows a provider by its header row alone.
 */
/** `statement`: the charity's bank statement, matched against its recorded cash deposits (052). */
export const SETTLEMENT_PROVIDERS = ['bank', 'gateway', 'sms', 'statement'] as const;
export type SettlementProvider = (typeof SETTLEMENT_PROVIDERS)[number];

/** The card acquirer's daily settlement file, one per merchant and Cairo day; amounts in EGP, 2 decimals. */
export const BANK_SETTLEMENT_COLUMNS = [
  'Merchant ID',
  'Settlement Date',
  'Transaction ID',
  'Order ID',
  'Transaction Type',
  'Transaction Date',
  'Amount',
  'Currency',
  'Fee',
  'Net Amount',
  'Payout Reference',
] as const;

/** The wallet/kiosk/Meeza gateway's transactions settlement report, one per account; amounts in EGP. */
export const GATEWAY_SETTLEMENT_COLUMNS = [
  'Account',
  'Transaction ID',
  'Merchant Order ID',
  'Order ID',
  'Type',
  'Method',
  'Created At',
  'Amount (EGP)',
  'Fee (EGP)',
  'Net (EGP)',
  'Payout Reference',
] as const;

/**
 * The SMS aggregator's monthly report, one per short number and Cairo month (docs/decisions/042): each
 * billed `T<code>` message with the subscriber's number masked, the 5.00 EGP charged, the mobile
 * operator's share and the aggregator's fee withheld, the net and the month's payout reference.
 */
export const SMS_SETTLEMENT_COLUMNS = [
  'Short Code',
  'Billing Month',
  'Message ID',
  'MSISDN',
  'Operator',
  'Received At',
  'Type',
  'Gross (EGP)',
  'Operator Share (EGP)',
  'Aggregator Fee (EGP)',
  'Net (EGP)',
  'Payout Reference',
] as const;

/**
 * The charity's bank statement (docs/decisions/052), one per charity and period, named by the
 * importer (the file holds no account): the day (YYYY-MM-DD), the bank's reference, the amount in EGP
 * with exactly 2 decimals (a debit negative) and the bank's description. Only credits are read.
 */
export const STATEMENT_COLUMNS = ['date', 'bank_reference', 'amount', 'description'] as const;
/** A recorded deposit no imported statement shows this many days after its day is an exception. */
export const STATEMENT_DEPOSIT_DAYS = 5;

/**
 * The bank's kinds of line: a card payment captured, a refund of one (a negative amount, its order id
 * the original's), or the bank's own charge on the day's payout.
 */
export const BANK_LINE_TYPES = { payment: 'PURCHASE', refund: 'REFUND', fee: 'PAYOUT_FEE' } as const;
/** The gateway's kinds of line; a refund names the original transaction and order, amount negative. */
export const GATEWAY_LINE_TYPES = { payment: 'TRANSACTION', refund: 'REFUND', fee: 'PAYOUT_FEE' } as const;
/** The aggregator's: a billed message (MO), a charge the operator reversed to its subscriber. */
export const SMS_LINE_TYPES = { payment: 'MO', refund: 'REVERSAL' } as const;
export const GATEWAY_METHODS = ['wallet', 'kiosk', 'meeza'] as const;

/**
 * What each provider charges (what the simulators deduct; the real contracts are the charity's own):
 * the card acquirer 2.25% of each payment (at least 1.00 EGP) and 5.00 EGP per daily payout; the
 * gateway by method, a percentage plus a fixed amount, and 10.00 EGP per payout. Basis points and piasters.
 */
export const PROVIDER_FEES = {
  bank: { card: { basisPoints: 225, fixed: 0, minimum: 100 }, payout: 500 },
  gateway: {
    wallet: { basisPoints: 275, fixed: 300, minimum: 0 },
    kiosk: { basisPoints: 200, fixed: 500, minimum: 0 },
    meeza: { basisPoints: 200, fixed: 100, minimum: 0 },
    payout: 1000,
  },
  /** of each 5.00 EGP message: the mobile operator keeps 30%, the aggregator 10% (no payout fee) */
  sms: {
    operator: { basisPoints: 3000, fixed: 0, minimum: 0 },
    aggregator: { basisPoints: 1000, fixed: 0, minimum: 0 },
  },
} as const;

/** A fee on an amount in piasters: the rate rounded half up to the piaster, plus the fixed part, at least the minimum. */
export function providerFee(
  amount: number,
  rule: { basisPoints: number; fixed: number; minimum: number },
): number {
  return Math.max(Math.floor((amount * rule.basisPoints + 5000) / 10000) + rule.fixed, rule.minimum);
}

/**
 * How many days after its confirmation a donation must appear in its provider's settlement, after
 * which it is an exception: the card acquirer settles the next working day (T+1, 3 days allowed for a
 * weekend), the gateway's wallets, kiosks and Meeza within T+2 (5 days allowed).
 */
export const SETTLEMENT_DAYS = { bank: 3, gateway: 5 } as const;

/**
 * The aggregator pays a month's messages once the month closes: an SMS donation is an exception when
 * no report carries it 15 days after the end of its Cairo month.
 */
export const SMS_SETTLEMENT_GRACE_DAYS = 15;
