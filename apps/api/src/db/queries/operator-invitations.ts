import { sql, type Kysely } from 'kysely';
import type { OperatorRole } from '@athar/contract/operator/roles';
import type { Database } from '../schema';

/**
 * Adds an invited operator (no password yet); undefined when the address is already an operator's, so
 * two invitations of one address racing make one operator (the other sees it and sends a fresh link).
 */
export async function insertInvitee(
  db: Kysely<Database>,
  invitee: { email: string; operator_name: string; roles: OperatorRole[] },
): Promise<number | undefined> {
  const row = await db
    .insertInto('operators')
    .values(invitee)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The operator of an address, locked until the invitation's transaction ends. */
export async function lockOperatorByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('operators')
    .select(['id', 'operator_name', 'password_hash', 'disabled_at'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertInvitation(
  db: Kysely<Database>,
  invitation: { operator_id: number; invited_by: number; token_hash: Buffer; expires_at: Date },
): Promise<void> {
  await db.insertInto('operator_invitations').values(invitation).execute();
}

export async function deleteInvitation(db: Kysely<Database>, tokenHash: Buffer): Promise<void> {
  await db.deleteFrom('operator_invitations').where('token_hash', '=', tokenHash).execute();
}

/**
 * Uses up the operator's open links issued before the kept one (never a newer one, so of two invitations
 * mailed at once the later link is the one that stays valid).
 */
export async function useInvitationsOlderThan(
  db: Kysely<Database>,
  operatorId: number,
  keptTokenHash: Buffer,
): Promise<void> {
  await db
    .updateTable('operator_invitations')
    .set({ used_at: sql<Date>`now()` })
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .where(({ eb, selectFrom }) =>
      eb(
        'operator_invitations.id',
        '<',
        selectFrom('operator_invitations as kept')
          .select('kept.id')
          .where('kept.token_hash', '=', keptTokenHash),
      ),
    )
    .execute();
}

/**
 * Uses a link up in one conditional UPDATE (two racing uses cannot both pass) when it is unused,
 * unexpired, and its operator has no password yet and is not disabled; the operator's id, or undefined.
 */
export async function useInvitation(db: Kysely<Database>, tokenHash: Buffer): Promise<number | undefined> {
  const row = await db
    .updateTable('operator_invitations as i')
    .set({ used_at: sql<Date>`now()` })
    .where('i.token_hash', '=', tokenHash)
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', sql<Date>`now()`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('operators as o')
          .select('o.id')
          .whereRef('o.id', '=', 'i.operator_id')
          .where('o.password_hash', 'is', null)
          .where('o.disabled_at', 'is', null),
      ),
    )
    .returning('i.operator_id')
    .executeTakeFirst();
  return row?.operator_id;
}

/** Sets an invitee's first password (only while none is set) and uses up every other link of theirs. */
export async function setInviteePassword(
  db: Kysely<Database>,
  operatorId: number,
  passwordHash: string,
): Promise<boolean> {
  const set = await db
    .updateTable('operators')
    .set({ password_hash: passwordHash })
    .where('id', '=', operatorId)
    .where('password_hash', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('operator_invitations')
    .set({ used_at: sql<Date>`now()` })
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .execute();
  return set.numUpdatedRows > 0n;
}
