import type { Kysely } from 'kysely';
import type { ConsolePermit } from '@athar/contract/operator/console-permits';
import type { Database } from '../schema';
import { permitQuery, toPermitRecord } from './charity-permits';

/**
 * Every charity's permits for the console: the requests waiting, the approved unrevoked ones, or all;
 * newest first, `limit` of them, those `before` an id.
 */
export async function consolePermits(
  db: Kysely<Database>,
  filter: {
    status: 'requested' | 'approved' | 'all';
    ngo_id?: number | undefined;
    id?: number;
    before?: number | undefined;
  },
  today: string,
  limit = 1,
): Promise<ConsolePermit[]> {
  let query = permitQuery(db).innerJoin('ngos as n', 'n.id', 'p.ngo_id').select('n.ar_name as ngo_name');
  if (filter.status === 'requested') query = query.where('p.status', '=', 'requested');
  if (filter.status === 'approved')
    query = query.where('p.status', '=', 'approved').where('p.revoked_at', 'is', null);
  if (filter.ngo_id !== undefined) query = query.where('p.ngo_id', '=', filter.ngo_id);
  if (filter.id !== undefined) query = query.where('p.id', '=', filter.id);
  if (filter.before !== undefined) query = query.where('p.id', '<', filter.before);
  const rows = await query.orderBy('p.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...toPermitRecord(row, today), ngo_name: row.ngo_name }));
}
