import { sql, type Kysely } from 'kysely';
import type { ConsentPurpose } from '@athar/contract/privacy/consent';
import type { Database } from '../schema';
import { cairoDayStart } from './cairo-day-start';

export interface ConsentRegisterFilter {
  purpose?: ConsentPurpose | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
}

/** The consents recorded, newest first, `limit` of them before the consent `before`. */
export function consentRegisterPage(db: Kysely<Database>, filter: ConsentRegisterFilter, limit: number) {
  let query = db.selectFrom('consents').select([
    'id',
    'purpose',
    'basis',
    'policy_version',
    'given_at',
    // the one row the purpose names (the consents_subject check)
    sql<number>`CASE purpose
        WHEN 'registration' THEN user_id WHEN 'donation' THEN donation_id WHEN 'campaign' THEN campaign_id
        WHEN 'dua' THEN dua_id WHEN 'follow' THEN follow_id ELSE schedule_id END`.as('subject_id'),
  ]);
  if (filter.purpose) query = query.where('purpose', '=', filter.purpose);
  if (filter.from) query = query.where('given_at', '>=', cairoDayStart(filter.from, 0));
  if (filter.to) query = query.where('given_at', '<', cairoDayStart(filter.to, 1));
  if (filter.before !== undefined) query = query.where('id', '<', filter.before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
