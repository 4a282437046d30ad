import { STATEMENT_COLUMNS } from '@athar/contract/settlement/settlement-files';
import { piastersToDecimal } from '@athar/contract/settlement/settlement-amounts';

/** One line of a charity's bank statement: a credit (more than zero) or a debit (less), in piasters. */
export interface StatementEntry {
  day: string;
  reference: string;
  amount: number;
  description: string;
}

/** A recorded cash deposit as the charity's bank credits it. */
export interface RecordedDeposit {
  deposited_on: string;
  bank_reference: string;
  amount: number;
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The charity's bank statement as docs/decisions/052 writes it: the header row, then each entry as
 * the bank lists it (day, reference, EGP with exactly two decimals, the description quoted), CRLF.
 */
export function bankStatementCsv(entries: readonly StatementEntry[]): string {
  const rows = entries.map((entry) =>
    [entry.day, entry.reference, piastersToDecimal(entry.amount), quoted(entry.description)].join(','),
  );
  return [STATEMENT_COLUMNS.join(','), ...rows].map((row) => `${row}\r\n`).join('');
}

/** The credits a bank writes for recorded deposits: each on its day, under its reference, of its amount. */
export const creditsOf = (deposits: readonly RecordedDeposit[]): StatementEntry[] =>
  deposits.map((deposit) => ({
    day: deposit.deposited_on,
    reference: deposit.bank_reference,
    amount: Number(deposit.amount),
    description: `إيداع نقدي ${deposit.bank_reference}`,
  }));
