import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../schema';

const MEMBER_COLUMNS = [
  's.id',
  's.ngo_id',
  's.staff_name',
  's.email',
  's.is_admin',
  's.is_collector',
  's.is_editor',
  's.is_finance',
  's.disabled_at',
] as const;

/** The charity's staff, oldest first, with whether each chose a password and enrolled a factor. */
export function teamOf(db: Kysely<Database>, ngoId: number) {
  return db
    .selectFrom('charity_staff as s')
    .select(MEMBER_COLUMNS)
    .select((eb) => [
      eb('s.password_hash', 'is not', null).as('joined'),
      eb('s.factor_enrolled_at', 'is not', null).as('factor_enrolled'),
    ])
    .where('s.ngo_id', '=', ngoId)
    .orderBy('s.id')
    .execute();
}

export type TeamRow = Awaited<ReturnType<typeof teamOf>>[number];

/** One member of this charity's staff, locked for the change (another charity's id: undefined). */
export function lockMember(db: Kysely<Database>, ngoId: number, staffId: number) {
  return db
    .selectFrom('charity_staff as s')
    .select(MEMBER_COLUMNS)
    .select((eb) => [eb('s.password_hash', 'is not', null).as('joined')])
    .where('s.id', '=', staffId)
    .where('s.ngo_id', '=', ngoId)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks the charity's enabled admins (two admins removing each other at once wait in turn); their ids. */
export async function lockEnabledAdmins(db: Kysely<Database>, ngoId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('charity_staff')
    .select('id')
    .where('ngo_id', '=', ngoId)
    .where('is_admin', '=', true)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** A new staff member; undefined when the address is one already (a racing invitation's too). */
export async function insertInvitedStaff(
  db: Kysely<Database>,
  staff: {
    ngo_id: number;
    email: string;
    staff_name: string;
    is_admin: boolean;
    is_collector: boolean;
    is_editor: boolean;
    is_finance: boolean;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('charity_staff')
    .values(staff)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The staff member of an address, locked, whichever charity they work for. */
export function lockStaffByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('charity_staff as s')
    .select(MEMBER_COLUMNS)
    .select((eb) => [eb('s.password_hash', 'is not', null).as('joined')])
    .where('s.email', '=', email)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateMember(
  db: Kysely<Database>,
  staffId: number,
  change: Partial<{
    staff_name: string;
    is_admin: boolean;
    is_collector: boolean;
    is_editor: boolean;
    is_finance: boolean;
    disabled: boolean;
  }>,
): Promise<void> {
  const { disabled, ...columns } = change;
  await db
    .updateTable('charity_staff')
    .set({
      ...columns,
      ...(disabled === undefined ? {} : { disabled_at: disabled ? sql<Date>`now()` : null }),
    })
    .where('id', '=', staffId)
    .execute();
}

export async function ngoTaxNumber(db: Kysely<Database>, ngoId: number): Promise<string | null> {
  const row = await db.selectFrom('ngos').select('tax_number').where('id', '=', ngoId).executeTakeFirst();
  return row?.tax_number ?? null;
}

/** Sets the charity's tax number; the one it replaced. */
export async function setNgoTaxNumber(
  db: Kysely<Database>,
  ngoId: number,
  taxNumber: string,
): Promise<string | null> {
  const before = await db
    .selectFrom('ngos')
    .select('tax_number')
    .where('id', '=', ngoId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await db.updateTable('ngos').set({ tax_number: taxNumber }).where('id', '=', ngoId).execute();
  return before.tax_number;
}
