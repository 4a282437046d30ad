import { sql, type Kysely, type Selectable } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';
import type { FeeStatementsTable } from '../schema-fees';
import { cairoMonthStart, monthDay, nextMonth } from './cairo-month-start';

export type FeeStatementRow = Omit<Selectable<FeeStatementsTable>, 'month'> & {
  month: string;
  ngo_name: string;
  credits_number: string | null;
  credited: Piasters;
};

/** The confirmed donations of a charity's Cairo month that no statement has billed yet. */
export function unbilledDonations(db: Kysely<Database>, ngoId: number, month: string) {
  return db
    .selectFrom('donations as d')
    .select(['d.id', 'd.type', 'd.amount', 'd.confirmed_at'])
    .where('d.ngo_id', '=', ngoId)
    .where('d.status', '=', 'confirmed')
    .where('d.confirmed_at', '>=', cairoMonthStart(month))
    .where('d.confirmed_at', '<', cairoMonthStart(nextMonth(month)))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('fee_statement_lines as l')
            .select('l.donation_id')
            .whereRef('l.donation_id', '=', 'd.id'),
        ),
      ),
    )
    .orderBy('d.id')
    .execute();
}

/** The charities with confirmed donations in the month not yet billed, by id. */
export async function charitiesToBill(db: Kysely<Database>, month: string): Promise<number[]> {
  const rows = await db
    .selectFrom('donations as d')
    .select('d.ngo_id')
    .distinct()
    .where('d.status', '=', 'confirmed')
    .where('d.confirmed_at', '>=', cairoMonthStart(month))
    .where('d.confirmed_at', '<', cairoMonthStart(nextMonth(month)))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('fee_statement_lines as l')
            .select('l.donation_id')
            .whereRef('l.donation_id', '=', 'd.id'),
        ),
      ),
    )
    .orderBy('d.ngo_id')
    .execute();
  return rows.map((row) => row.ngo_id);
}

/** Locks the yearly series' counter (made at 0 when new): every issuer of the series waits here. */
export async function lockSeries(
  db: Kysely<Database>,
  series: 'ATH' | 'ATH-CN',
  year: number,
): Promise<void> {
  await db
    .insertInto('fee_statement_numbers')
    .values({ series, year, last: 0 })
    .onConflict((conflict) => conflict.columns(['series', 'year']).doNothing())
    .execute();
  await db
    .selectFrom('fee_statement_numbers')
    .select('last')
    .where('series', '=', series)
    .where('year', '=', year)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The series' next number, taken in the caller's transaction (given back if it rolls back). */
export async function takeNumber(
  db: Kysely<Database>,
  series: 'ATH' | 'ATH-CN',
  year: number,
): Promise<string> {
  const row = await db
    .updateTable('fee_statement_numbers')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('series', '=', series)
    .where('year', '=', year)
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${series}-${year}-${String(row.last).padStart(4, '0')}`;
}

export async function monthStatementExists(db: Kysely<Database>, ngoId: number, month: string) {
  const row = await db
    .selectFrom('fee_statements')
    .select('id')
    .where('ngo_id', '=', ngoId)
    .where('kind', '=', 'statement')
    .where('month', '=', monthDay(month))
    .executeTakeFirst();
  return row !== undefined;
}

/** The charity's months before `month` still carried (under the threshold); locked when they are to be rolled into its statement. */
export function openCarriedMonths(db: Kysely<Database>, ngoId: number, month: string, lock: boolean) {
  return db
    .selectFrom('fee_statements')
    .select(['id', 'fee_amount'])
    .where('ngo_id', '=', ngoId)
    .where('status', '=', 'carried')
    .where('carried_into', 'is', null)
    .where('month', '<', monthDay(month))
    .orderBy('id')
    .$if(lock, (query) => query.forUpdate())
    .execute();
}

export function ngoForStatement(db: Kysely<Database>, ngoId: number) {
  return db
    .selectFrom('ngos')
    .select(['id', 'ar_name', 'legal_name', 'registration_number', 'tax_number'])
    .where('id', '=', ngoId)
    .executeTakeFirstOrThrow();
}

const base = (db: Kysely<Database>) =>
  db
    .selectFrom('fee_statements as s')
    .innerJoin('ngos as n', 'n.id', 's.ngo_id')
    .leftJoin('fee_statements as c', 'c.id', 's.credits_statement_id')
    .selectAll('s')
    .select([
      'n.ar_name as ngo_name',
      'c.number as credits_number',
      sql<string>`to_char(s.month, 'YYYY-MM')`.as('month'),
      sql<Piasters>`coalesce((SELECT sum(cn.fee_amount + cn.vat_amount) FROM fee_statements cn
        WHERE cn.credits_statement_id = s.id), 0)::bigint`.as('credited'),
    ]);

export function feeStatementById(db: Kysely<Database>, id: number, ngoId?: number) {
  return base(db)
    .where('s.id', '=', id)
    .$if(ngoId !== undefined, (query) => query.where('s.ngo_id', '=', ngoId!))
    .executeTakeFirst() as Promise<FeeStatementRow | undefined>;
}

/** A page of statements, latest first; one charity's documents (its carried months left out) when `ngoId` is given. */
export function feeStatementPage(
  db: Kysely<Database>,
  before: number | undefined,
  limit: number,
  ngoId?: number,
) {
  return base(db)
    .$if(before !== undefined, (query) => query.where('s.id', '<', before!))
    .$if(ngoId !== undefined, (query) =>
      query.where('s.ngo_id', '=', ngoId!).where('s.status', '<>', 'carried'),
    )
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute() as Promise<FeeStatementRow[]>;
}

/** Per donation type: how many lines, their sum. */
export function lineSums(db: Kysely<Database>, statementId: number) {
  return db
    .selectFrom('fee_statement_lines')
    .select(['type', sql<number>`count(*)::int`.as('count'), sql<Piasters>`sum(amount)::bigint`.as('total')])
    .where('statement_id', '=', statementId)
    .groupBy('type')
    .execute();
}

export function statementLines(
  db: Kysely<Database>,
  statementId: number,
  after: number | undefined,
  limit: number,
) {
  return db
    .selectFrom('fee_statement_lines')
    .select(['donation_id', 'type', 'amount', 'confirmed_at'])
    .where('statement_id', '=', statementId)
    .$if(after !== undefined, (query) => query.where('donation_id', '>', after!))
    .orderBy('donation_id')
    .limit(limit)
    .execute();
}

/** The charity's staff who receive its fee statements' reminders: finance and admins, not disabled. */
export function feeStaff(db: Kysely<Database>, ngoId: number) {
  return db
    .selectFrom('charity_staff')
    .select(['id', 'email', 'staff_name'])
    .where('ngo_id', '=', ngoId)
    .where((eb) => eb.or([eb('is_finance', '=', true), eb('is_admin', '=', true)]))
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
}
