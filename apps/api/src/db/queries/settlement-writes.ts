import { sql, type Kysely } from 'kysely';
import type { SettlementOutcome } from '@athar/contract/settlement/settlement-endpoints';
import type { SettlementProvider } from '@athar/contract/settlement/settlement-files';
import type { Database } from '../schema';
import type { SettlementLineKind, SettlementMethod } from '../schema-settlement';

/** A file's line as it is kept, with its outcome. */
export interface SettlementLineRow {
  line: number;
  kind: SettlementLineKind;
  transactionId: string;
  reference: string;
  method: SettlementMethod | null;
  transactionAt: Date;
  settledOn: string;
  amount: number;
  fee: number;
  net: number;
  payoutReference: string;
  outcome: SettlementOutcome;
  donationId: number | null;
  /** the charity the line belongs to: its donation's, else the one holding the account */
  ngoId: number | null;
  /** a duplicate: the earlier file's line */
  duplicateOf: number | null;
  /** a bank statement's line (052): the deposit it names, the credit's description */
  depositId?: number | null;
  description?: string;
}

/** The import's row, written before its first lines; `placeholder` stands for its digest until the end. */
export async function insertImportRow(
  db: Kysely<Database>,
  row: {
    provider: SettlementProvider;
    account: string;
    fileName: string;
    placeholder: string;
    operatorId: number | null;
  },
): Promise<number> {
  const created = await db
    .insertInto('settlement_imports')
    .values({
      provider: row.provider,
      account: row.account,
      file_name: row.fileName,
      sha256: row.placeholder,
      lines: 1,
      matched: 0,
      fees: 0,
      exceptions: 0,
      not_settled: 0,
      imported_by: row.operatorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(created.id);
}

/** One batch of a file's lines, in one statement. */
export async function insertLineRows(
  db: Kysely<Database>,
  importId: number,
  provider: SettlementProvider,
  account: string,
  rows: readonly SettlementLineRow[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('settlement_lines')
    .values(
      rows.map((row) => ({
        import_id: importId,
        provider,
        account,
        outcome: row.outcome,
        line_number: row.line,
        provider_transaction_id: row.transactionId,
        reference: row.reference || null,
        method: row.method,
        transaction_at: row.transactionAt,
        settled_on: row.settledOn,
        amount: row.amount as never,
        fee: row.fee as never,
        net: row.net as never,
        payout_reference: row.payoutReference,
        donation_id: row.donationId,
        kind: row.kind,
        ngo_id: row.ngoId,
        duplicate_of: row.duplicateOf,
        deposit_id: row.depositId ?? null,
        description: row.description ?? null,
      })),
    )
    .execute();
}

/**
 * The lines of earlier files of this provider's account that carried these transactions (a line that
 * is itself a duplicate does not count), keyed `kind transaction id`.
 */
export async function earlierLines(
  db: Kysely<Database>,
  provider: SettlementProvider,
  account: string,
  transactionIds: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (transactionIds.length === 0) return found;
  const rows = await db
    .selectFrom('settlement_lines')
    .select(['id', 'kind', 'provider_transaction_id'])
    .where('provider', '=', provider)
    .where('account', '=', account)
    .where('line_number', 'is not', null)
    .where('outcome', '<>', 'duplicate')
    .where('provider_transaction_id', 'in', [...new Set(transactionIds)])
    .execute();
  for (const row of rows) found.set(`${row.kind} ${row.provider_transaction_id}`, Number(row.id));
  return found;
}

/** The import's digest and counts, last: a digest imported before fails here on the unique index (23505). */
export async function finishImportRow(
  db: Kysely<Database>,
  importId: number,
  done: {
    sha256: string;
    lines: number;
    matched: number;
    fees: number;
    exceptions: number;
    not_settled: number;
  },
) {
  await db.updateTable('settlement_imports').set(done).where('id', '=', importId).execute();
}

/**
 * One import of a provider's account at a time, until the caller's transaction ends: a second waits,
 * then finds the first's lines (its duplicates) or, the same bytes, fails on the digest.
 */
export async function lockAccountImports(
  db: Kysely<Database>,
  provider: SettlementProvider,
  account: string,
) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`settlement ${provider} ${account}`}))`.execute(db);
}
