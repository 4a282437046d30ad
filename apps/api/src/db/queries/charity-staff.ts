import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Staff members with their charity's name and their password hash (null until they choose one). */
function staffQuery(db: Kysely<Database>) {
  return db
    .selectFrom('charity_staff as s')
    .innerJoin('ngos as n', 'n.id', 's.ngo_id')
    .select((eb) => [
      's.id',
      's.staff_name',
      's.email',
      's.ngo_id',
      'n.ar_name as ngo_name',
      's.password_hash',
      's.is_admin',
      's.is_collector',
      's.is_editor',
      's.is_finance',
      eb('s.disabled_at', 'is not', null).as('disabled'),
      eb('s.factor_enrolled_at', 'is not', null).as('factor_enrolled'),
    ]);
}

export function findStaffRow(db: Kysely<Database>, staffId: number) {
  return staffQuery(db).where('s.id', '=', staffId).executeTakeFirst();
}

export function findStaffRowByEmail(db: Kysely<Database>, email: string) {
  return staffQuery(db).where('s.email', '=', email).executeTakeFirst();
}

export async function insertStaff(
  db: Kysely<Database>,
  staff: { ngo_id: number; email: string; staff_name: string },
): Promise<number> {
  const row = await db
    .insertInto('charity_staff')
    .values({ ngo_id: staff.ngo_id, email: staff.email, staff_name: staff.staff_name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setStaffPasswordHash(
  db: Kysely<Database>,
  staffId: number,
  passwordHash: string,
): Promise<number> {
  const row = await db
    .updateTable('charity_staff')
    .set({ password_hash: passwordHash })
    .where('id', '=', staffId)
    .returning('ngo_id')
    .executeTakeFirstOrThrow();
  return row.ngo_id;
}
