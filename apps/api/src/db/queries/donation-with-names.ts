import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Donations (`d`) with the names shown beside them: the campaign's title (the deceased's name) as
 * `campaign_title` and the charity's Arabic name as `ngo_name`, joined as `c` and `n`. Callers add
 * their own columns, joins, where and order.
 */
export function donationWithNamesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('donations as d')
    .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
    .innerJoin('ngos as n', 'n.id', 'd.ngo_id')
    .select(['c.title as campaign_title', 'n.ar_name as ngo_name']);
}
