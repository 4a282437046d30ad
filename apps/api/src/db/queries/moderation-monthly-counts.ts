import { sql, type Kysely } from 'kysely';
import { COUNTED_MONTHS, type MonthlyModerationCount } from '@athar/contract/moderation/monthly-counts';
import { CAIRO_TIME_ZONE, cairoDay } from '../../lib/cairo-time';
import type { Database } from '../schema';
import { cairoMonthStart } from './cairo-month-start';

type Counted = Exclude<keyof MonthlyModerationCount, 'month' | 'median_first_look_minutes'>;

/** The last `COUNTED_MONTHS` Cairo months, newest first, `YYYY-MM`. */
export function countedMonths(now: Date): string[] {
  const [year, month] = cairoDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: COUNTED_MONTHS }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const monthOf = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE ${sql.lit(CAIRO_TIME_ZONE)}, 'YYYY-MM')`;

/**
 * /TrustandSafety's monthly counts (docs/decisions/044): each table read by its time index over the
 * twelve months only, grouped by Cairo month — counts and a median, never a row of a campaign or a person.
 * People's reports count by the month they arrived, decisions and appeals by the month they were made,
 * the first look by the month the report reached the moderators.
 */
export async function moderationMonthlyCounts(
  db: Kysely<Database>,
  now: Date,
): Promise<MonthlyModerationCount[]> {
  const months = countedMonths(now);
  const since = cairoMonthStart(months.at(-1)!);
  const { rows } = await sql<{ month: string; what: Counted; n: number }>`
    SELECT ${monthOf('created_at')} AS month, 'reports' AS what, count(*)::int AS n
      FROM campaign_reports
     WHERE created_at >= ${since} AND reason NOT IN ('signal', 'appeal')
     GROUP BY 1
    UNION ALL
    SELECT ${monthOf('created_at')}, 'asked_family', count(*)::int
      FROM campaign_reports
     WHERE created_at >= ${since} AND reason NOT IN ('signal', 'appeal') AND family_due_at IS NOT NULL
     GROUP BY 1
    UNION ALL
    SELECT ${monthOf('decided_at')}, outcome, count(*)::int
      FROM moderation_decisions
     WHERE decided_at >= ${since}
     GROUP BY 1, 2
    UNION ALL
    SELECT ${monthOf('decided_at')}, 'appeals_' || state, count(*)::int
      FROM moderation_appeals
     WHERE decided_at >= ${since} AND state <> 'open'
     GROUP BY 1, 2`.execute(db);
  const looks = await sql<{ month: string; minutes: number }>`
    SELECT ${monthOf('queued_at')} AS month,
           round(percentile_cont(0.5) WITHIN GROUP
             (ORDER BY extract(epoch FROM first_look_at - queued_at)) / 60)::int AS minutes
      FROM campaign_reports
     WHERE queued_at >= ${since} AND first_look_at IS NOT NULL
     GROUP BY 1`.execute(db);

  const byMonth = new Map(
    months.map((month) => [
      month,
      {
        month,
        reports: 0,
        asked_family: 0,
        dismissed: 0,
        hidden: 0,
        paused: 0,
        taken_down: 0,
        restored: 0,
        appeals_upheld: 0,
        appeals_granted: 0,
        median_first_look_minutes: null,
      } satisfies MonthlyModerationCount as MonthlyModerationCount,
    ]),
  );
  for (const { month, what, n } of rows) {
    const counts = byMonth.get(month);
    if (counts && what in counts) counts[what] += n;
  }
  for (const { month, minutes } of looks.rows) {
    const counts = byMonth.get(month);
    if (counts) counts.median_first_look_minutes = Number(minutes);
  }
  return [...byMonth.values()];
}
