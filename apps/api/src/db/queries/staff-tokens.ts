import type { Kysely } from 'kysely';
import type { Database, StaffTokenPurpose } from '../schema';
import { useUpOpenLink } from './link-tokens';

export async function insertStaffSession(
  db: Kysely<Database>,
  session: { staff_id: number; token_hash: Buffer; expires_at: Date },
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({ staff_id: session.staff_id, token_hash: session.token_hash, expires_at: session.expires_at })
    .execute();
}

export async function revokeStaffSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllStaffSessions(db: Kysely<Database>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertStaffToken(
  db: Kysely<Database>,
  token: { staff_id: number; purpose: StaffTokenPurpose; token_hash: Buffer; expires_at: Date },
): Promise<void> {
  await db.insertInto('staff_tokens').values(token).execute();
}

/**
 * Uses a link up in one conditional UPDATE (so two racing uses cannot both pass) when it is unused,
 * unexpired and of this purpose; the staff id, or undefined.
 */
export async function useStaffToken(
  db: Kysely<Database>,
  tokenHash: Buffer,
  purpose: StaffTokenPurpose,
): Promise<number | undefined> {
  const row = await useUpOpenLink(db, 'staff_tokens', tokenHash, purpose)
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id;
}

/** Uses up every open link of a staff member, invitations and resets, once one has chosen the password. */
export async function consumeAllStaffTokens(db: Kysely<Database>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Uses up every open link of one purpose of a staff member issued before the kept one (never a
 * newer one, so of two requests mailed at once the later link is the one that stays valid).
 */
export async function useStaffTokensOlderThan(
  db: Kysely<Database>,
  staffId: number,
  purpose: StaffTokenPurpose,
  keptTokenHash: Buffer,
): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ used_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where(({ eb, selectFrom }) =>
      eb(
        'staff_tokens.id',
        '<',
        selectFrom('staff_tokens as kept').select('kept.id').where('kept.token_hash', '=', keptTokenHash),
      ),
    )
    .execute();
}

export async function deleteStaffToken(db: Kysely<Database>, tokenHash: Buffer): Promise<void> {
  await db.deleteFrom('staff_tokens').where('token_hash', '=', tokenHash).execute();
}

/**
 * The live staff session of a token's hash (staff_sessions only), with the staff member's charity and
 * roles; none for a disabled staff member, so taking one out ends every session of theirs at once.
 */
export function liveStaffSession(db: Kysely<Database>, tokenHash: Buffer) {
  return db
    .selectFrom('staff_sessions as ss')
    .innerJoin('charity_staff as s', 's.id', 'ss.staff_id')
    .select([
      'ss.id as session_id',
      'ss.created_at',
      'ss.factor_at',
      'ss.stepped_up_at',
      's.id as staff_id',
      's.ngo_id',
      's.is_admin',
      's.is_collector',
      's.is_editor',
      's.is_finance',
      's.factor_enrolled_at',
    ])
    .where('ss.token_hash', '=', tokenHash)
    .where('s.disabled_at', 'is', null)
    .where('ss.revoked_at', 'is', null)
    .where('ss.expires_at', '>', new Date())
    .executeTakeFirst();
}
