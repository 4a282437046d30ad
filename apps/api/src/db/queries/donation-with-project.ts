import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Donations (`d`) with their campaign (`c`), the campaign's project (`p`) and the charity (`n`)
 * joined, as the receipt and a donor's own list show them. Callers choose the columns and the where.
 */
export function donationWithProjectQuery(db: Kysely<Database>) {
  return db
    .selectFrom('donations as d')
    .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'd.ngo_id');
}
