import type { Kysely } from 'kysely';
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

/** Every operator (or `only` one), for the admins' list, with what their factor looks like. */
export async function listOperators(
  db: Kysely<Database>,
  only?: { id: number },
): Promise<OperatorListItem[]> {
  let query = db.selectFrom('operators as o').select((eb) => [
    'o.id',
    'o.operator_name',
    'o.email',
    'o.roles',
    eb('o.factor_enrolled_at', 'is not', null).as('enrolled'),
    eb('o.password_hash', 'is not', null).as('activated'),
    eb('o.disabled_at', 'is not', null).as('disabled'),
    eb
      .selectFrom('operator_recovery_codes as r')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('r.operator_id', '=', 'o.id')
      .where('r.used_at', 'is', null)
      .as('recovery_codes_left'),
  ]);
  if (only) query = query.where('o.id', '=', only.id);
  const rows = await query.orderBy('o.operator_name').orderBy('o.id').execute();
  return rows.map((row) => ({
    ...row,
    enrolled: Boolean(row.enrolled),
    activated: Boolean(row.activated),
    disabled: Boolean(row.disabled),
    recovery_codes_left: Number(row.recovery_codes_left ?? 0),
  }));
}
