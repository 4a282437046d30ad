import { sql, type Kysely } from 'kysely';
import { piastersToEgp } from '@athar/contract/money';
import type { Piasters } from '@athar/contract/piasters';
import {
  SETTLEMENT_EXCEPTIONS,
  type SettlementException,
  type SettlementImport,
} from '@athar/contract/settlement/settlement-endpoints';
import type { Database } from '../schema';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const egp = (amount: Piasters | number | string | null) =>
  amount === null ? null : piastersToEgp(Number(amount) as Piasters);

function importsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('settlement_imports')
    .select([
      'id',
      'provider',
      'account',
      'file_name',
      'sha256',
      'lines',
      'matched',
      'fees',
      'exceptions',
      'not_settled',
      'imported_at',
    ]);
}

type ImportRow = Awaited<ReturnType<ReturnType<typeof importsQuery>['executeTakeFirstOrThrow']>>;

const importOf = (row: ImportRow): Omit<SettlementImport, 'new'> => ({
  ...row,
  id: Number(row.id),
  imported_at: iso(row.imported_at)!,
});

export async function importOut(db: Kysely<Database>, id: number) {
  return importOf(await importsQuery(db).where('id', '=', id).executeTakeFirstOrThrow());
}

export async function importBySha(db: Kysely<Database>, sha256: string) {
  const row = await importsQuery(db).where('sha256', '=', sha256).executeTakeFirst();
  return row ? importOf(row) : null;
}

/** The imports, the latest first: `limit` rows before `before`. */
export async function importsPage(db: Kysely<Database>, before: number | undefined, limit: number) {
  let query = importsQuery(db).orderBy('id', 'desc').limit(limit);
  if (before !== undefined) query = query.where('id', '<', before);
  return (await query.execute()).map((row) => ({ ...importOf(row), new: false }));
}

function exceptionsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('settlement_lines as s')
    .innerJoin('settlement_imports as i', 'i.id', 's.import_id')
    .leftJoin('donations as d', 'd.id', 's.donation_id')
    .leftJoin('settlement_lines as first', 'first.id', 's.duplicate_of')
    .leftJoin('settlement_imports as fi', 'fi.id', 'first.import_id')
    .leftJoin('cash_deposits as k', 'k.id', 's.deposit_id')
    .select([
      'k.id as deposit_id',
      'k.amount as deposit_amount',
      sql<string | null>`to_char(k.deposited_on, 'YYYY-MM-DD')`.as('deposited_on'),
      'k.bank_reference as deposit_reference',
      's.description',
      'first.import_id as first_import_id',
      'fi.file_name as first_file_name',
      'first.line_number as first_line_number',
      's.id',
      's.outcome',
      's.provider',
      's.account',
      's.import_id',
      'i.file_name',
      's.line_number',
      's.provider_transaction_id',
      's.reference',
      's.amount',
      's.fee',
      's.payout_reference',
      's.donation_id',
      'd.amount as donation_amount',
      'd.status as donation_status',
      'd.confirmed_at',
      's.resolved_at',
      's.resolution_note',
    ])
    .where('s.outcome', 'in', [...SETTLEMENT_EXCEPTIONS]);
}

type ExceptionRow = Awaited<ReturnType<ReturnType<typeof exceptionsQuery>['executeTakeFirstOrThrow']>>;

const exceptionOf = (row: ExceptionRow): SettlementException => ({
  id: Number(row.id),
  outcome: row.outcome,
  provider: row.provider,
  account: row.account,
  import_id: Number(row.import_id),
  file_name: row.file_name,
  line_number: row.line_number,
  provider_transaction_id: row.provider_transaction_id,
  reference: row.reference,
  settled_amount: egp(row.amount),
  fee: egp(row.fee),
  payout_reference: row.payout_reference,
  donation_id: row.donation_id === null ? null : Number(row.donation_id),
  donation_amount: egp(row.donation_amount),
  donation_status: row.donation_status,
  confirmed_at: iso(row.confirmed_at),
  resolved_at: iso(row.resolved_at),
  resolution_note: row.resolution_note,
  description: row.description,
  deposit:
    row.deposit_id === null || row.deposited_on === null || row.deposit_reference === null
      ? null
      : {
          id: Number(row.deposit_id),
          amount: egp(row.deposit_amount)!,
          deposited_on: row.deposited_on,
          bank_reference: row.deposit_reference,
        },
  duplicate_of:
    row.first_import_id === null || row.first_file_name === null || row.first_line_number === null
      ? null
      : {
          import_id: Number(row.first_import_id),
          file_name: row.first_file_name,
          line_number: row.first_line_number,
        },
});

/**
 * The unresolved exceptions, the latest first: `limit` rows before `before`; `ngoId`: only the lines
 * that belonged to that charity when they were imported (its own view).
 */
export async function openExceptionsPage(
  db: Kysely<Database>,
  before: number | undefined,
  limit: number,
  ngoId?: number,
) {
  let query = exceptionsQuery(db).where('s.resolved_at', 'is', null).orderBy('s.id', 'desc').limit(limit);
  if (before !== undefined) query = query.where('s.id', '<', before);
  if (ngoId !== undefined) query = query.where('s.ngo_id', '=', ngoId);
  return (await query.execute()).map(exceptionOf);
}

/** One exception; with `ngoId`, only if it was that charity's line (else null: a 404). */
export async function exceptionById(db: Kysely<Database>, id: number, ngoId?: number) {
  let query = exceptionsQuery(db).where('s.id', '=', id);
  if (ngoId !== undefined) query = query.where('s.ngo_id', '=', ngoId);
  const row = await query.executeTakeFirst();
  return row ? exceptionOf(row) : null;
}

/** Resolves an open exception with finance's note; false when it is not open (resolved meanwhile). */
export async function resolveExceptionRow(
  db: Kysely<Database>,
  id: number,
  operatorId: number,
  note: string,
) {
  const row = await db
    .updateTable('settlement_lines')
    .set({ resolved_at: sql`now()`, resolved_by: operatorId, resolution_note: note })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .where('outcome', 'in', [...SETTLEMENT_EXCEPTIONS])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
