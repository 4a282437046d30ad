import { sql, type Kysely } from 'kysely';
import type { PermitRecord, PermitScope } from '@athar/contract/charity/permit-fields';
import type { Database } from '../schema';

/** A permit as written: `YYYY-MM-DD` days, checked by the contract and again by migration 015's CHECKs. */
export interface NewPermit {
  ngo_id: number;
  permit_number: string;
  issuing_body: string;
  starts_on: string;
  ends_on: string;
  scope: PermitScope;
  /** a request from the console: what it is for, and its checked document's stored key */
  purpose?: string;
  document_key?: string;
  document_type?: 'application/pdf' | 'image/jpeg' | 'image/png';
  document_bytes?: number;
}

/** Every permit column, its days as `YYYY-MM-DD` text. */
export function permitQuery(db: Kysely<Database>) {
  return db
    .selectFrom('charity_permits as p')
    .select([
      'p.id',
      'p.ngo_id',
      'p.permit_number',
      'p.issuing_body',
      sql<string>`to_char(p.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(p.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      'p.scope',
      'p.status',
      'p.created_at',
      'p.decided_at',
      'p.revoked_at',
      'p.purpose',
      'p.document_key',
      'p.document_type',
      'p.refusal_reason',
    ]);
}

type PermitRow = Awaited<ReturnType<ReturnType<typeof permitQuery>['executeTakeFirstOrThrow']>>;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The row as the operator and the staff see it, `today` being the Cairo day `YYYY-MM-DD`. */
export function toPermitRecord(row: PermitRow, today: string): PermitRecord {
  const status = row.revoked_at ? 'revoked' : row.status;
  return {
    id: Number(row.id),
    ngo_id: row.ngo_id,
    permit_number: row.permit_number,
    issuing_body: row.issuing_body,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    scope: row.scope,
    status,
    in_force_today: status === 'approved' && row.starts_on <= today && today <= row.ends_on,
    created_at: iso(row.created_at)!,
    decided_at: iso(row.decided_at),
    revoked_at: iso(row.revoked_at),
    purpose: row.purpose,
    has_document: row.document_key !== null,
    refusal_reason: row.refusal_reason,
  };
}

/**
 * Writes a permit: the operator's is approved at once (decided now), a staff member's is 'requested'.
 * A number the charity already has fails on charity_permits_number (23505).
 */
export async function insertPermit(
  db: Kysely<Database>,
  permit: NewPermit,
  by: { operator: true } | { staffId: number },
): Promise<PermitRow> {
  const { id } = await db
    .insertInto('charity_permits')
    .values({
      ...permit,
      ...('staffId' in by
        ? { status: 'requested', requested_by: by.staffId }
        : { status: 'approved', decided_at: sql<Date>`now()` }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findPermit(db, id))!;
}

export function findPermit(db: Kysely<Database>, permitId: number) {
  return permitQuery(db).where('p.id', '=', permitId).executeTakeFirst();
}

/** One charity's permits, the latest ending first, then the latest entered. */
export function listPermits(db: Kysely<Database>, ngoId: number) {
  return permitQuery(db)
    .where('p.ngo_id', '=', ngoId)
    .orderBy('p.ends_on', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

/** Approves or rejects (with its reason, when given) a request still waiting; undefined when it is not one. */
export async function decidePermit(
  db: Kysely<Database>,
  permitId: number,
  status: 'approved' | 'rejected',
  reason?: string,
): Promise<PermitRow | undefined> {
  const decided = await db
    .updateTable('charity_permits')
    .set({ status, decided_at: sql<Date>`now()`, refusal_reason: reason ?? null })
    .where('id', '=', permitId)
    .where('status', '=', 'requested')
    .returning('id')
    .executeTakeFirst();
  return decided ? findPermit(db, permitId) : undefined;
}

/** Withdraws an approved permit from now on; undefined when it is not approved or already revoked. */
export async function revokePermit(db: Kysely<Database>, permitId: number): Promise<PermitRow | undefined> {
  const revoked = await db
    .updateTable('charity_permits')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', permitId)
    .where('status', '=', 'approved')
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return revoked ? findPermit(db, permitId) : undefined;
}

/** Sets the charity's legal name and Ministry registration number; undefined for an unknown charity. */
export function setCharityRegister(
  db: Kysely<Database>,
  ngoId: number,
  register: { legal_name: string; registration_number: string },
) {
  return db
    .updateTable('ngos')
    .set(register)
    .where('id', '=', ngoId)
    .returning(['id as ngo_id', 'ar_name', 'legal_name', 'registration_number'])
    .executeTakeFirst();
}
