import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { insertAuditEntry, type AuditRecord } from '../../db/queries/audit-log';
import type { Database } from '../../db/schema';

/** Where a call came from, as an entry keeps it. */
export type AuditOrigin = Pick<AuditRecord, 'ip' | 'user_agent'>;

/** What was done and to what: an entry without its actor and origin. */
type Act = Omit<AuditRecord, 'actor_kind' | 'actor_id' | 'ip' | 'user_agent'>;

/** Where an HTTP call came from: its address is always known. */
export type RequestOrigin = { ip: string; user_agent: string | null };

/** Where a call came from, as the audit log keeps it. */
export function auditOrigin(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, user_agent: typeof agent === 'string' ? agent : null };
}

/** What an operator did, from where: the entry's actor and origin filled in. */
export function operatorAct(request: FastifyRequest, operatorId: number, act: Act): AuditRecord {
  return { actor_kind: 'operator', actor_id: operatorId, ...auditOrigin(request), ...act };
}

/** What a charity's staff member did: in their charity's slice. */
export function staffAct(
  origin: AuditOrigin,
  staff: { id: number; ngoId: number },
  act: Omit<Act, 'ngo_id'>,
): AuditRecord {
  return { actor_kind: 'staff', actor_id: staff.id, ngo_id: staff.ngoId, ...origin, ...act };
}

/** What a signed command-line call did (`npm run charity|cash|hijri …`): no person behind the id. */
export function commandAct(request: FastifyRequest, act: Act): AuditRecord {
  return { actor_kind: 'command', ...auditOrigin(request), ...act };
}

/** Records an act; `db` is the transaction of the change it records when there is one. */
export function recordAudit(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  return insertAuditEntry(db, entry);
}

/** Runs `work` in `db` when it is a transaction already (the caller's), else in a new one. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  // isTransaction is true only on a Transaction, which Kysely's types do not narrow to
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** The fields whose value differs, as an entry keeps them: `{ field: [before, after] }`. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  return Object.fromEntries(
    Object.keys(after)
      .filter((field) => before[field] !== after[field])
      .map((field) => [field, [before[field] ?? null, after[field] ?? null]]),
  ) as Record<string, [unknown, unknown]>;
}
