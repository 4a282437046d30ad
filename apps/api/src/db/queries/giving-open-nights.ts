import { sql } from 'kysely';

/**
 * From which Cairo day a claimed night may still be charged (docs/decisions/020, 030): an evening's
 * from `evening` on (its retry may run past midnight); a morning occasion's from its own day on, which
 * is tomorrow once today's hours of it are over.
 */
export interface OpenNights {
  evening: string;
  mornings: { occasion: string; from: string }[];
}

/**
 * Whether the night of the giving_nights row aliased `g` may still be charged. Its occasion decides
 * when it closes: a Friday morning before the prayer, any other the day after its evening.
 */
export function openNightCondition(open: OpenNights) {
  const eveningDay = sql`g.night >= cast(${open.evening} as date)`;
  const evening =
    open.mornings.length === 0
      ? eveningDay
      : sql`(g.occasion NOT IN (${sql.join(open.mornings.map((morning) => morning.occasion))}) AND ${eveningDay})`;
  const mornings = open.mornings.map(
    (morning) => sql`(g.occasion = ${morning.occasion} AND g.night >= cast(${morning.from} as date))`,
  );
  return sql<boolean>`(${sql.join([evening, ...mornings], sql` OR `)})`;
}
