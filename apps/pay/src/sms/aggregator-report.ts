import { toWesternDigits } from '@athar/contract/arabic';
import { SMS_DONATION_PIASTERS } from '@athar/contract/constants';
import { cairoDayOf, piastersToDecimal } from '@athar/contract/settlement/settlement-amounts';
import {
  PROVIDER_FEES,
  providerFee,
  SMS_LINE_TYPES,
  SMS_SETTLEMENT_COLUMNS,
} from '@athar/contract/settlement/settlement-files';

/** A message the aggregator delivered to Athar, as its own records keep it. */
export interface DeliveredSms {
  message_id: string;
  from: string;
  to: string;
  text: string;
  received_at: string;
}

/** A charge a mobile operator reversed to its subscriber (a complaint, a line barred): when, which message. */
export interface ReversedSms {
  message_id: string;
  reversed_at: string;
}

const INVISIBLE = /[\s\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * The aggregator bills the subscriber 5 EGP for a message carrying the donation service's keyword
 * (`T` and a number), whatever Athar then made of it: its own rule, not Athar's answer.
 */
export const billed = (text: string) => /^t\d{1,9}$/i.test(toWesternDigits(text).replace(INVISIBLE, ''));

/** The subscriber's number as aggregators print it: country code and prefix, the middle starred. */
export function maskMsisdn(from: string): string {
  let digits = toWesternDigits(from).replace(/\D/g, '');
  if (digits.startsWith('0')) digits = `2${digits}`;
  if (digits.length < 9) return `${digits.slice(0, 2)}****${digits.slice(-2).padStart(2, '0')}`;
  return `${digits.slice(0, 5)}****${digits.slice(-3)}`;
}

/** Egypt's mobile operators by their prefix. */
export function operatorOf(from: string): string {
  const digits = toWesternDigits(from)
    .replace(/\D/g, '')
    .replace(/^(20|0)/, '');
  const prefix = digits.slice(0, 2);
  return { '10': 'Vodafone', '11': 'Etisalat', '12': 'Orange', '15': 'WE' }[prefix] ?? 'Other';
}

/**
 * The aggregator's monthly report of one short number (docs/decisions/042): every billed message it
 * delivered that Cairo month (`YYYY-MM`), oldest first, with the operator's share and its own fee
 * withheld from the 5.00 EGP and the month's payout reference. No payout fee: aggregators net theirs.
 * Then each reversal made that month of a billed message to this number (docs/decisions/048): a
 * `REVERSAL` line naming the original message id, -5.00, the shares kept (0.00), net -5.00.
 */
export function smsMonthlyReportCsv(
  messages: readonly DeliveredSms[],
  shortCode: string,
  month: string,
  reversals: readonly ReversedSms[] = [],
) {
  const payout = `AGG-PO-${shortCode}-${month.replace('-', '')}`;
  const amount = SMS_DONATION_PIASTERS as number;
  const operatorShare = providerFee(amount, PROVIDER_FEES.sms.operator);
  const aggregatorFee = providerFee(amount, PROVIDER_FEES.sms.aggregator);
  const rows: string[][] = [[...SMS_SETTLEMENT_COLUMNS]];
  const ofNumber = messages.filter(
    (message) => toWesternDigits(message.to).replace(/\D/g, '') === shortCode && billed(message.text),
  );
  const inMonth = ofNumber
    .filter((message) => cairoDayOf(new Date(message.received_at)).slice(0, 7) === month)
    .sort((a, b) => a.received_at.localeCompare(b.received_at) || a.message_id.localeCompare(b.message_id));
  /** A line of the report: a message's cells, when and what, then the four figures in piasters. */
  const line = (message: DeliveredSms, at: string, type: string, figures: number[]) =>
    rows.push([
      shortCode,
      month,
      message.message_id,
      maskMsisdn(message.from),
      operatorOf(message.from),
      new Date(at).toISOString(),
      type,
      ...figures.map(piastersToDecimal),
      payout,
    ]);
  for (const message of inMonth)
    line(message, message.received_at, SMS_LINE_TYPES.payment, [
      amount,
      operatorShare,
      aggregatorFee,
      amount - operatorShare - aggregatorFee,
    ]);
  const byId = new Map(ofNumber.map((message) => [message.message_id, message]));
  const reversed = reversals
    .filter((reversal) => byId.has(reversal.message_id))
    .filter((reversal) => cairoDayOf(new Date(reversal.reversed_at)).slice(0, 7) === month)
    .sort((a, b) => a.reversed_at.localeCompare(b.reversed_at) || a.message_id.localeCompare(b.message_id));
  // the operator and the aggregator keep their shares: the whole 5.00 comes off the charity's payout
  for (const reversal of reversed)
    line(byId.get(reversal.message_id)!, reversal.reversed_at, SMS_LINE_TYPES.refund, [
      -amount,
      0,
      0,
      -amount,
    ]);
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}
