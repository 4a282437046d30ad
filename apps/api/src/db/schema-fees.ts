import type { ColumnType } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { FeeStatementKind, FeeStatementStatus } from '@athar/contract/fees/fee-statements';
import type { Identity, Timestamp } from './schema-columns';

// Kysely types of the monthly service-fee statements (037).

/** A `date` column: written as `YYYY-MM-DD`, read through to_char. */
type Day = ColumnType<string, string, never>;
/** Written once, never updated (the trigger refuses it). */
type Fixed<T> = ColumnType<T, T, never>;

export interface FeeStatementNumbersTable {
  series: 'ATH' | 'ATH-CN';
  year: number;
  last: number;
}

export interface FeeStatementsTable {
  id: Identity;
  ngo_id: Fixed<number>;
  kind: Fixed<FeeStatementKind>;
  month: Day;
  status: FeeStatementStatus;
  number: Fixed<string> | null;
  rate_basis_points: Fixed<number>;
  donations_count: Fixed<number>;
  donations_total: Fixed<Piasters>;
  fee_amount: Fixed<Piasters>;
  carried_in: ColumnType<Piasters, Piasters | undefined, never>;
  vat_basis_points: Fixed<number>;
  vat_amount: Fixed<Piasters>;
  total_due: Fixed<Piasters>;
  carried_into: number | null;
  credits_statement_id: Fixed<number> | null;
  reason: Fixed<string> | null;
  issued_at: ColumnType<Date, Date | string | undefined, never>;
  paid_at: Timestamp | null;
  paid_reference: string | null;
  paid_by: number | null;
  reminded_15_at: Timestamp | null;
  reminded_30_at: Timestamp | null;
}

export interface FeeStatementLinesTable {
  statement_id: Fixed<number>;
  donation_id: Fixed<number>;
  type: Fixed<number>;
  amount: Fixed<Piasters>;
  confirmed_at: Fixed<Date>;
}

export type FeeTables = {
  fee_statement_numbers: FeeStatementNumbersTable;
  fee_statements: FeeStatementsTable;
  fee_statement_lines: FeeStatementLinesTable;
};
