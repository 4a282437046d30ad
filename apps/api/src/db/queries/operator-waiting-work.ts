import { sql, type Kysely } from 'kysely';
import { FIRST_LOOK_HOURS } from '@athar/contract/moderation/report-reasons';
import type { waitingWork } from '@athar/contract/operator/overview';
import type { z } from 'zod';
import type { Database } from '../schema';

const instant = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * The first screen's waiting work: applications to review (submitted, or answered by the applicant),
 * and the moderators' queue by campaign, with the campaigns no one has looked at past the promise.
 */
export async function waitingWorkOf(db: Kysely<Database>): Promise<z.infer<typeof waitingWork>> {
  const [applications, reports] = await Promise.all([
    db
      .selectFrom('charity_applications')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('updated_at').as('oldest_at')])
      .where('status', '=', 'submitted')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(
        db
          .selectFrom('campaign_reports')
          .select((eb) => [
            'campaign_id',
            eb.fn.min('queued_at').as('queued_at'),
            eb.fn.min('first_look_at').as('first_look_at'),
          ])
          .where('stage', '=', 'queue')
          .groupBy('campaign_id')
          .as('c'),
      )
      .select((eb) => [
        eb.fn.countAll<string>().as('campaigns'),
        eb.fn.min('c.queued_at').as('oldest_at'),
        sql<string>`count(*) FILTER (WHERE c.first_look_at IS NULL
          AND c.queued_at < now() - make_interval(hours => ${sql.lit(FIRST_LOOK_HOURS)}))`.as('late'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    applications: { count: Number(applications.count), oldest_at: instant(applications.oldest_at) },
    reports: {
      campaigns: Number(reports.campaigns),
      late: Number(reports.late),
      oldest_at: instant(reports.oldest_at),
    },
  };
}
