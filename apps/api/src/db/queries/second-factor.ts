import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

// The second factor's rows, shared by operators (030) and charity staff (034): the same columns in
// each side's own tables, named by FactorTables.

export interface FactorTables {
  accounts: 'operators' | 'charity_staff';
  codes: 'operator_recovery_codes' | 'staff_recovery_codes';
  /** the codes' column naming the account */
  owner: 'operator_id' | 'staff_id';
  sessions: 'operator_sessions' | 'staff_sessions';
}

export const operatorFactorTables = {
  accounts: 'operators',
  codes: 'operator_recovery_codes',
  owner: 'operator_id',
  sessions: 'operator_sessions',
} as const satisfies FactorTables;

export const staffFactorTables = {
  accounts: 'charity_staff',
  codes: 'staff_recovery_codes',
  owner: 'staff_id',
  sessions: 'staff_sessions',
} as const satisfies FactorTables;

/** The factor of an account: its e-mail (the app's label) and the sealed secret. */
export async function findFactor(db: Kysely<Database>, t: FactorTables, id: number) {
  return db
    .selectFrom(t.accounts)
    .select(['email', 'factor_secret', 'factor_enrolled_at', 'factor_last_step'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A new secret waiting for its first code (an enrolled factor is never replaced this way). */
export async function setPendingFactor(
  db: Kysely<Database>,
  t: FactorTables,
  id: number,
  sealed: string,
): Promise<void> {
  await db
    .updateTable(t.accounts)
    .set({ factor_secret: sealed, factor_last_step: null })
    .where('id', '=', id)
    .where('factor_enrolled_at', 'is', null)
    .execute();
}

/**
 * Takes a code's step in one conditional UPDATE: of two requests with the same code, one wins. False
 * when that step (or a later one) was taken already.
 */
export async function takeFactorStep(
  db: Kysely<Database>,
  t: FactorTables,
  id: number,
  step: number,
  enrol = false,
): Promise<boolean> {
  const result = await db
    .updateTable(t.accounts)
    .set({ factor_last_step: step, ...(enrol ? { factor_enrolled_at: sql<Date>`now()` } : {}) })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('factor_last_step', 'is', null), eb('factor_last_step', '<', step)]))
    .where('factor_enrolled_at', enrol ? 'is' : 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Forgets the factor: the account enrols again at the next login. */
export async function clearFactor(db: Kysely<Database>, t: FactorTables, id: number): Promise<void> {
  await db
    .updateTable(t.accounts)
    .set({ factor_secret: null, factor_enrolled_at: null, factor_last_step: null })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom(t.codes).where(t.owner, '=', id).execute();
}

export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  t: FactorTables,
  id: number,
  hashes: Buffer[],
): Promise<void> {
  await db.deleteFrom(t.codes).where(t.owner, '=', id).execute();
  await sql`INSERT INTO ${sql.table(t.codes)} (${sql.ref(t.owner)}, code_hash)
    SELECT ${id}, unnest(${hashes}::bytea[])`.execute(db);
}

/** Uses a recovery code up (once, even under racing requests); how many are left, or null if refused. */
export async function useRecoveryCode(
  db: Kysely<Database>,
  t: FactorTables,
  id: number,
  hash: Buffer,
): Promise<number | null> {
  const used = await db
    .updateTable(t.codes)
    .set({ used_at: sql<Date>`now()` })
    .where(t.owner, '=', id)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) return null;
  return recoveryCodesLeft(db, t, id);
}

export async function recoveryCodesLeft(db: Kysely<Database>, t: FactorTables, id: number): Promise<number> {
  const row = await db
    .selectFrom(t.codes)
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where(t.owner, '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/**
 * The session passed the second factor. Never a step-up: a sensitive act asks its own code, however
 * recent the login's (decision 031).
 */
export async function markSessionFactor(db: Kysely<Database>, t: FactorTables, id: number): Promise<void> {
  await db
    .updateTable(t.sessions)
    .set({ factor_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function markSessionSteppedUp(db: Kysely<Database>, t: FactorTables, id: number): Promise<Date> {
  const row = await db
    .updateTable(t.sessions)
    .set({ stepped_up_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning('stepped_up_at')
    .executeTakeFirstOrThrow();
  return new Date(row.stepped_up_at!);
}
