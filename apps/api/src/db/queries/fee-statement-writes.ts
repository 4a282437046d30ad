import type { Insertable, Kysely } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';
import type { FeeStatementsTable } from '../schema-fees';

const LINES_PER_INSERT = 1000;

/** Writes a statement, carried month or credit note; its id. */
export async function insertFeeStatement(
  db: Kysely<Database>,
  values: Insertable<FeeStatementsTable>,
): Promise<number> {
  const row = await db.insertInto('fee_statements').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The statement's lines, one per donation, in inserts of a thousand. */
export async function insertFeeLines(
  db: Kysely<Database>,
  statementId: number,
  donations: readonly { id: number; type: number; amount: Piasters; confirmed_at: Date | null }[],
): Promise<void> {
  for (let start = 0; start < donations.length; start += LINES_PER_INSERT) {
    await db
      .insertInto('fee_statement_lines')
      .values(
        donations.slice(start, start + LINES_PER_INSERT).map((donation) => ({
          statement_id: statementId,
          donation_id: donation.id,
          type: donation.type,
          amount: donation.amount,
          confirmed_at: donation.confirmed_at!,
        })),
      )
      .execute();
  }
}

/** The carried months billed by the statement `into`. */
export async function rollCarriedInto(db: Kysely<Database>, ids: number[], into: number): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('fee_statements').set({ carried_into: into }).where('id', 'in', ids).execute();
}

/** Locks one statement row for the caller's transaction; whether it exists. */
export async function lockFeeStatement(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('fee_statements')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function setFeeStatementPaid(
  db: Kysely<Database>,
  id: number,
  paid: { paid_at: Date; paid_reference: string; paid_by: number },
): Promise<void> {
  await db
    .updateTable('fee_statements')
    .set({ status: 'paid', ...paid })
    .where('id', '=', id)
    .execute();
}

/** The sum of the credit notes' amounts (before VAT) against a statement. */
export async function creditedBeforeVat(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('fee_statements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('fee_amount'), eb.lit(0)).as('sum'))
    .where('credits_statement_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

/** Marks the unpaid statements issued at least `days` days before `now` as reminded; those marked. */
export function claimFeeReminders(
  db: Kysely<Database>,
  mark: 'reminded_15_at' | 'reminded_30_at',
  now: Date,
  issuedBefore: Date,
) {
  return db
    .updateTable('fee_statements')
    .set({ [mark]: now })
    .where('kind', '=', 'statement')
    .where('status', '=', 'issued')
    .where(mark, 'is', null)
    .where('issued_at', '<=', issuedBefore)
    .returning(['id', 'ngo_id'])
    .execute();
}

/** A staff member as a reminder addresses them. */
export function staffToRemind(db: Kysely<Database>, staffId: number) {
  return db
    .selectFrom('charity_staff')
    .select(['email', 'staff_name', 'ngo_id'])
    .where('id', '=', staffId)
    .executeTakeFirst();
}
