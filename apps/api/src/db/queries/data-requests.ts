import { sql, type Insertable, type Kysely } from 'kysely';
import type { DataRequestKind, DataRequestStatus } from '@athar/contract/operator/data-requests';
import type { DataRequestsTable } from '../schema-data-protection';
import type { Database } from '../schema';

/** A request's columns, its due day as `YYYY-MM-DD`. */
function selectRequests(db: Kysely<Database>) {
  return db
    .selectFrom('data_requests')
    .select([
      'id',
      'kind',
      'user_id',
      'requester_name',
      'requester_email',
      'requester_phone',
      'received_at',
      'received_via',
      'notes',
      'status',
      'refusal_reason',
      'closed_at',
      'recorded_by',
      sql<string>`to_char(due_on, 'YYYY-MM-DD')`.as('due_on'),
    ]);
}
export type DataRequestRow = Awaited<ReturnType<typeof dataRequestById>> & {};

export async function insertDataRequest(
  db: Kysely<Database>,
  values: Insertable<DataRequestsTable>,
): Promise<number> {
  const row = await db.insertInto('data_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One request; `forUpdate` holds it until the transaction ends (two operators moving it at once). */
export function dataRequestById(db: Kysely<Database>, id: number, forUpdate = false) {
  const query = selectRequests(db).where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function setDataRequestStatus(
  db: Kysely<Database>,
  id: number,
  change: { status: DataRequestStatus; refusal_reason: string | null; closed_at: Date | null },
): Promise<void> {
  await db.updateTable('data_requests').set(change).where('id', '=', id).execute();
}

export interface DataRequestFilter {
  show: 'active' | 'closed' | 'all';
  kind?: DataRequestKind | undefined;
  /** the page after this due day and id */
  after?: { day: string; id: number } | undefined;
}

/** Earliest due day first, then the order they were recorded in; `limit` rows after `after`. */
export function dataRequestPage(db: Kysely<Database>, filter: DataRequestFilter, limit: number) {
  let query = selectRequests(db);
  if (filter.show === 'active') query = query.where('status', 'in', ['open', 'in_progress']);
  if (filter.show === 'closed') query = query.where('status', 'in', ['done', 'refused']);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const after = filter.after;
  if (after) query = query.where(sql<boolean>`(due_on, id) > (cast(${after.day} as date), ${after.id})`);
  return query.orderBy('due_on').orderBy('id').limit(limit).execute();
}
