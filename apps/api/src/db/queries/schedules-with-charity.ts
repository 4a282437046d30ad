import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';

/** Giving schedules (`s`) with their campaign (`c`), its project (`p`) and the charity (`n`). */
export function schedulesWithCharity(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('giving_schedules as s')
    .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id');
}
