import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { insertAuditEntry, type AuditRecord } from '../../db/queries/audit-log';
import type { Database } from '../../db/schema';

/** Where a call came from, as the audit log keeps it. */
export function auditOrigin(request: FastifyRequest): Pick<AuditRecord, 'ip' | 'user_agent'> {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, user_agent: typeof agent === 'string' ? agent : null };
}

/** What an operator did, from where: the entry's actor and origin filled in. */
export function operatorAct(
  request: FastifyRequest,
  operatorId: number,
  act: Omit<AuditRecord, 'actor_kind' | 'actor_id' | 'ip' | 'user_agent'>,
): AuditRecord {
  return { actor_kind: 'operator', actor_id: operatorId, ...auditOrigin(request), ...act };
}

/** Records an act; `db` is the transaction of the change it records when there is one. */
export function recordAudit(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  return insertAuditEntry(db, entry);
}
