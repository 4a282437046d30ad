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

const QUOTED = /["\\]/;
const QUOTED_ALL = /["\\]/g;

/**
 * A column of a batch as one text[] literal, for unnest: one parameter per column, not one per cell.
 * Written as pg writes a string array (each value quoted, `"` and `\` escaped, null as NULL), in one
 * pass: 17 columns of 100,000 lines through pg's own escaping cost the api ~0.5–1 s of CPU (P12).
 */
function column(rows: readonly SettlementLineRow[], cell: (row: SettlementLineRow) => unknown): string {
  const cells = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = cell(rows[i]!);
    if (value === null || value === undefined) cells[i] = 'NULL';
    else {
      const text = value instanceof Date ? value.toISOString() : String(value);
      cells[i] = `"${QUOTED.test(text) ? text.replace(QUOTED_ALL, '\\$&') : text}"`;
    }
  }
  return `{${cells.join(',')}}`;
}

/** One batch of a file's lines, in one statement (each column one array parameter). */
export async function insertLineRows(
  db: Kysely<Database>,
  importId: number,
  provider: SettlementProvider,
  account: string,
  rows: readonly SettlementLineRow[],
) {
  if (rows.length === 0) return;
  const arrays = [
    column(rows, (row) => row.outcome),
    column(rows, (row) => row.line),
    column(rows, (row) => row.transactionId),
    column(rows, (row) => row.reference || null),
    column(rows, (row) => row.method),
    column(rows, (row) => row.transactionAt),
    column(rows, (row) => row.settledOn),
    column(rows, (row) => row.amount),
    column(rows, (row) => row.fee),
    column(rows, (row) => row.net),
    column(rows, (row) => row.payoutReference),
    column(rows, (row) => row.donationId),
    column(rows, (row) => row.kind),
    column(rows, (row) => row.ngoId),
    column(rows, (row) => row.duplicateOf),
    column(rows, (row) => row.depositId),
    column(rows, (row) => row.description),
  ].map((values) => sql`${values}::text[]`);
  await sql`
    INSERT INTO settlement_lines (import_id, provider, account, outcome, line_number,
      provider_transaction_id, reference, method, transaction_at, settled_on, amount, fee, net,
      payout_reference, donation_id, kind, ngo_id, duplicate_of, deposit_id, description)
    SELECT ${importId}, ${provider}, ${account}, t.outcome, t.line::integer, t.transaction_id,
           t.reference, t.method, t.transaction_at::timestamptz, t.settled_on::date, t.amount::bigint,
           t.fee::bigint, t.net::bigint, t.payout_reference, t.donation_id::bigint, t.kind,
           t.ngo_id::integer, t.duplicate_of::bigint, t.deposit_id::bigint, t.description
    FROM unnest(${sql.join(arrays)}) AS t (outcome, line, transaction_id, reference, method,
      transaction_at, settled_on, amount, fee, net, payout_reference, donation_id, kind, ngo_id,
      duplicate_of, deposit_id, description)`.execute(db);
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
  // one index lookup per transaction (settlement_lines_once): as an IN list, on an account whose lines
  // the statistics do not know yet (its first big file, written in this very transaction), the planner
  // scanned every line of the account for each batch, quadratic in the file (P12, docs/PERFORMANCE.md)
  const { rows } = await sql<{ id: number | string; kind: string; provider_transaction_id: string }>`
    SELECT s.id, s.kind, s.provider_transaction_id
    FROM unnest(${[...new Set(transactionIds)]}::text[]) AS t (transaction_id)
    CROSS JOIN LATERAL (
      SELECT id, kind, provider_transaction_id FROM settlement_lines
      WHERE provider = ${provider} AND account = ${account} AND provider_transaction_id = t.transaction_id
        AND line_number IS NOT NULL AND outcome <> 'duplicate'
      OFFSET 0) s`.execute(db);
  for (const row of rows) found.set(`${row.kind} ${row.provider_transaction_id}`, Number(row.id));
  return found;
}

/**
 * Whether an earlier file of this provider's account left a line (a duplicate aside): when none did,
 * no line of a new file can be a duplicate of one, and `earlierLines` need not be asked per batch.
 * Asked under the account's lock (`lockAccountImports`), before the new file writes its first line.
 */
export async function hasEarlierLines(
  db: Kysely<Database>,
  provider: SettlementProvider,
  account: string,
): Promise<boolean> {
  const { rows } = await sql<{ found: unknown }>`
    SELECT EXISTS (
      SELECT 1 FROM settlement_lines
      WHERE provider = ${provider} AND account = ${account}
        AND line_number IS NOT NULL AND outcome <> 'duplicate') AS found`.execute(db);
  const found = rows[0]?.found;
  return found === true || found === 1 || found === 't';
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
