import { sql, type Kysely } from 'kysely';
import type { OperatorListItem } from '@athar/contract/operator/operators';
import type { OperatorRole } from '@athar/contract/operator/roles';
import type { Database } from '../schema';

export async function findOperatorByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findOperator(db: Kysely<Database>, id: number) {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOperator(
  db: Kysely<Database>,
  operator: { email: string; operator_name: string; password_hash: string; roles: OperatorRole[] },
): Promise<number> {
  const row = await db.insertInto('operators').values(operator).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A new secret waiting for its first code (an enrolled factor is never replaced this way). */
export async function setPendingFactor(db: Kysely<Database>, id: number, sealed: string): Promise<void> {
  await db
    .updateTable('operators')
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
  id: number,
  step: number,
  enrol = false,
): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ factor_last_step: step, ...(enrol ? { factor_enrolled_at: sql<Date>`now()` } : {}) })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('factor_last_step', 'is', null), eb('factor_last_step', '<', step)]))
    .where('factor_enrolled_at', enrol ? 'is' : 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Forgets the factor: the operator enrols again at the next login. */
export async function clearFactor(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('operators')
    .set({ factor_secret: null, factor_enrolled_at: null, factor_last_step: null })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', id).execute();
}

export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  id: number,
  hashes: Buffer[],
): Promise<void> {
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', id).execute();
  await db
    .insertInto('operator_recovery_codes')
    .values(hashes.map((code_hash) => ({ operator_id: id, code_hash })))
    .execute();
}

/** Uses a recovery code up (once, even under racing requests); how many are left, or null if refused. */
export async function useRecoveryCode(
  db: Kysely<Database>,
  id: number,
  hash: Buffer,
): Promise<number | null> {
  const used = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('operator_id', '=', id)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) return null;
  return recoveryCodesLeft(db, id);
}

export async function recoveryCodesLeft(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('operator_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('operator_id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** Every operator, for the admins' list, with what their factor looks like. */
export async function listOperators(db: Kysely<Database>): Promise<OperatorListItem[]> {
  const rows = await db
    .selectFrom('operators as o')
    .select((eb) => [
      'o.id',
      'o.operator_name',
      'o.email',
      'o.roles',
      eb('o.factor_enrolled_at', 'is not', null).as('enrolled'),
      eb
        .selectFrom('operator_recovery_codes as r')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('r.operator_id', '=', 'o.id')
        .where('r.used_at', 'is', null)
        .as('recovery_codes_left'),
    ])
    .orderBy('o.operator_name')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    enrolled: Boolean(row.enrolled),
    recovery_codes_left: Number(row.recovery_codes_left ?? 0),
  }));
}
