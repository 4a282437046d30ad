import type { Kysely } from 'kysely';
import { escalateDueReports } from '../../db/queries/campaign-reports';
import type { Database } from '../../db/schema';

/**
 * The scheduled job: mild reports the family left open past their 48 hours go to the moderators'
 * queue (one UPDATE: a second run, or two instances, move nothing twice).
 */
export async function escalateReports(db: Kysely<Database>, now: Date): Promise<{ escalated: number }> {
  return { escalated: (await escalateDueReports(db, now)).length };
}
