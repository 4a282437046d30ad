import type { Kysely } from 'kysely';
import type { AuditLogFilter } from '@athar/contract/operator/audit';
import type { AuditChanges } from '../schema-operators';
import type { Database } from '../schema';
import type { AuditActorKind } from '@athar/contract/operator/audit';
import { cairoDayStart } from './cairo-day-start';

export interface AuditRecord {
  actor_kind: AuditActorKind;
  actor_id?: number | null;
  actor_label?: string | null;
  action: string;
  object_kind?: string | null;
  object_id?: string | number | null;
  ngo_id?: number | null;
  changes?: AuditChanges | null;
  ip?: string | null;
  user_agent?: string | null;
}

/** Appends one entry; pass the transaction of the change it records, so both land or neither. */
export async function insertAuditEntry(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_kind: entry.actor_kind,
      actor_id: entry.actor_id ?? null,
      actor_label: entry.actor_label?.slice(0, 254) ?? null,
      action: entry.action,
      object_kind: entry.object_kind ?? null,
      object_id: entry.object_id === undefined || entry.object_id === null ? null : String(entry.object_id),
      ngo_id: entry.ngo_id ?? null,
      changes: JSON.stringify(entry.changes ?? {}),
      ip: entry.ip ?? null,
      user_agent: entry.user_agent?.slice(0, 400) ?? null,
    })
    .execute();
}

type AuditFilter = Omit<AuditLogFilter, 'limit' | 'before'> & {
  before?: number | undefined;
  /** one charity's slice */
  ngo_id?: number;
};

/** The entries matching every given filter, newest first, `limit` of them before the entry `before`. */
export function auditEntries(db: Kysely<Database>, filter: AuditFilter, limit: number) {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.ngo_id !== undefined) query = query.where('ngo_id', '=', filter.ngo_id);
  if (filter.actor_kind) query = query.where('actor_kind', '=', filter.actor_kind);
  if (filter.actor_id !== undefined) query = query.where('actor_id', '=', filter.actor_id);
  if (filter.action) {
    const action = filter.action;
    query = query.where((eb) =>
      eb.or([eb('action', '=', action), eb('action', 'like', `${action.replace(/[\\%_]/g, '\\$&')}.%`)]),
    );
  }
  if (filter.object_kind) query = query.where('object_kind', '=', filter.object_kind);
  if (filter.object_id) query = query.where('object_id', '=', filter.object_id);
  if (filter.from) query = query.where('at', '>=', cairoDayStart(filter.from, 0));
  if (filter.to) query = query.where('at', '<', cairoDayStart(filter.to, 1));
  if (filter.before !== undefined) query = query.where('id', '<', filter.before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
