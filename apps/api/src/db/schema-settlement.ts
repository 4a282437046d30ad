import type { ColumnType } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { SettlementProvider } from '@athar/contract/settlement/settlement-files';
import type { SettlementOutcome } from '@athar/contract/settlement/settlement-endpoints';
import type { CreatedAt, Identity, Timestamp } from './schema-columns';

// Kysely types of the settlement files and their matched lines (041, docs/decisions/035).

/** A `date` column: written as `YYYY-MM-DD`, read through to_char. */
type Day = ColumnType<string, string, never>;

export interface SettlementImportsTable {
  id: Identity;
  provider: SettlementProvider;
  account: string;
  file_name: string;
  sha256: string;
  lines: number;
  matched: number;
  fees: number;
  exceptions: number;
  not_settled: number;
  imported_by: number | null;
  imported_at: CreatedAt;
}

/** cash: a bank statement's credit or a deposit it should show (052) */
export type SettlementMethod = 'card' | 'wallet' | 'kiosk' | 'meeza' | 'sms' | 'cash';
/** a file's line: a payment, a refund (negative, naming the original), the provider's fee (048) */
export type SettlementLineKind = 'payment' | 'refund' | 'fee';

export interface SettlementLinesTable {
  id: Identity;
  import_id: number;
  provider: SettlementProvider;
  account: string;
  outcome: SettlementOutcome;
  line_number: number | null;
  provider_transaction_id: string | null;
  reference: string | null;
  method: SettlementMethod | null;
  transaction_at: Timestamp | null;
  settled_on: Day | null;
  amount: Piasters | null;
  fee: Piasters | null;
  net: Piasters | null;
  payout_reference: string | null;
  donation_id: number | null;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
  resolution_note: string | null;
  kind: SettlementLineKind | null;
  /** the charity the line belonged to when imported (048) */
  ngo_id: number | null;
  /** a duplicate: the earlier line of another file it repeats */
  duplicate_of: number | null;
  /** the bank statement's (055): the charity's deposit the line is about, the credit's description */
  deposit_id: number | null;
  description: string | null;
}

export type SettlementTables = {
  settlement_imports: SettlementImportsTable;
  settlement_lines: SettlementLinesTable;
};

// Cash deposits and the collected donations each carries (045).

export interface CashDepositsTable {
  id: Identity;
  ngo_id: number;
  amount: Piasters;
  deposited_on: Day;
  bank_reference: string;
  slip_image: string;
  recorded_by: number;
  recorded_at: CreatedAt;
  /** when a bank statement's credit of its reference and amount matched it (055) */
  reconciled_at: Timestamp | null;
}

export interface CashDepositDonationsTable {
  donation_id: number;
  deposit_id: number;
}

export type CashDepositTables = {
  cash_deposits: CashDepositsTable;
  cash_deposit_donations: CashDepositDonationsTable;
};
