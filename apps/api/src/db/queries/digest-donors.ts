import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';

/**
 * The donations a campaign's daily digest reports (confirmed on the Cairo day `day`, YYYY-MM-DD),
 * in the order they came, with what deciding how the family sees each needs (donorAsSeen); at most
 * `limit` of them.
 */
export function digestDonors(db: Kysely<Database>, campaignId: number, day: string, limit: number) {
  const start = sql<Date>`(cast(${day} as date))::timestamp AT TIME ZONE ${sql.lit(CAIRO_TIME_ZONE)}`;
  const end = sql<Date>`(cast(${day} as date) + 1)::timestamp AT TIME ZONE ${sql.lit(CAIRO_TIME_ZONE)}`;
  return db
    .selectFrom('donations as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.donor_name',
      'd.amount',
      'd.visibility',
      'd.user_id',
      'u.hide_data as user_hidden',
      'u.deleted_at as user_deleted_at',
    ])
    .where('d.campaign_id', '=', campaignId)
    .where('d.status', '=', 'confirmed')
    .where('d.confirmed_at', '>=', start)
    .where('d.confirmed_at', '<', end)
    .orderBy('d.confirmed_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}
