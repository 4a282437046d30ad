import { sql, type Kysely } from 'kysely';
import { STATEMENT_DEPOSIT_DAYS } from '@athar/contract/settlement/settlement-files';
import type { Piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';

// A charity's recorded cash deposits against its bank statement (055, docs/decisions/052).

/** The charity a statement is imported for, by its id (null: no such charity). */
export async function statementCharity(db: Kysely<Database>, charity: string): Promise<number | null> {
  if (!/^[1-9]\d{0,15}$/.test(charity)) return null;
  const row = await db.selectFrom('ngos').select('id').where('id', '=', Number(charity)).executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** This charity's deposits by bank reference — never another charity's, whatever its reference. */
export async function depositsByReference(
  db: Kysely<Database>,
  ngoId: number,
  references: readonly string[],
): Promise<Map<string, { id: number; amount: Piasters }>> {
  const found = new Map<string, { id: number; amount: Piasters }>();
  if (references.length === 0) return found;
  const rows = await db
    .selectFrom('cash_deposits')
    .select(['id', 'amount', 'bank_reference'])
    .where('ngo_id', '=', ngoId)
    .where('bank_reference', 'in', [...references])
    .execute();
  for (const row of rows)
    found.set(row.bank_reference, { id: Number(row.id), amount: Number(row.amount) as Piasters });
  return found;
}

/**
 * The deposits a statement's credit matched are reconciled; the figures count their donations as
 * reconciled (each once: 047's settled row flips, its amount added to the day's reconciled series).
 */
export async function reconcileDeposits(db: Kysely<Database>, depositIds: readonly number[]) {
  if (depositIds.length === 0) return;
  await db
    .updateTable('cash_deposits')
    .set({ reconciled_at: sql`now()` })
    .where('id', 'in', [...depositIds])
    .where('reconciled_at', 'is', null)
    .execute();
  await sql`
    WITH fresh AS (
      UPDATE figures_settled_donations f SET reconciled = true
      FROM cash_deposit_donations c
      WHERE c.deposit_id IN (${sql.join([...depositIds])}) AND f.donation_id = c.donation_id
        AND NOT f.reconciled
      RETURNING f.donation_id)
    UPDATE daily_figures f SET reconciled_amount = f.reconciled_amount + r.amount
    FROM (
      SELECT d.ngo_id, (d.confirmed_at AT TIME ZONE 'Africa/Cairo')::date AS day, sum(d.amount) AS amount
      FROM fresh JOIN donations d ON d.id = fresh.donation_id
      WHERE d.confirmed_at IS NOT NULL
      GROUP BY 1, 2) r
    WHERE f.ngo_id = r.ngo_id AND f.day = r.day AND f.channel = 'cash'`.execute(db);
}

/** A deposit a statement now shows: its open `deposit_not_shown` line is closed with a note saying where. */
export async function closeDepositsNotShown(
  db: Kysely<Database>,
  depositIds: readonly number[],
  note: string,
) {
  if (depositIds.length === 0) return;
  await db
    .updateTable('settlement_lines')
    .set({ resolved_at: sql`now()`, resolution_note: note })
    .where('outcome', '=', 'deposit_not_shown')
    .where('resolved_at', 'is', null)
    .where('deposit_id', 'in', [...depositIds])
    .execute();
}

/**
 * Lists, as `deposit_not_shown` lines of this import, the charity's deposits dated more than
 * STATEMENT_DEPOSIT_DAYS before `today` (Cairo) and on or after the first day any of its statements
 * covers, that no statement line names and that were not listed before. Returns how many.
 */
export async function listDepositsNotShown(
  db: Kysely<Database>,
  importId: number,
  ngoId: number,
  today: string,
): Promise<number> {
  const account = String(ngoId);
  const result = await sql`
    INSERT INTO settlement_lines (import_id, provider, account, outcome, method, reference, amount,
                                  settled_on, deposit_id, ngo_id)
    SELECT ${importId}, 'statement', ${account}, 'deposit_not_shown', 'cash', k.bank_reference, k.amount,
           k.deposited_on, k.id, k.ngo_id
    FROM cash_deposits k
    WHERE k.ngo_id = ${ngoId}
      AND k.deposited_on < ${today}::date - ${STATEMENT_DEPOSIT_DAYS}::int
      AND k.deposited_on >= (
        SELECT min(s.settled_on) FROM settlement_lines s
        WHERE s.provider = 'statement' AND s.account = ${account} AND s.line_number IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM settlement_lines s WHERE s.deposit_id = k.id)
    ORDER BY k.id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
