import type { FigureGranularity } from '@athar/contract/figures/figures-endpoints';
import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';

/** What a dashboard shows: Cairo days `from`..`to`, by day or month. */
export interface FiguresRange {
  from: string;
  to: string;
  granularity: FigureGranularity;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last 30 Cairo days, by day: what a dashboard opens on. */
export function defaultFiguresRange(now: Date = new Date()): FiguresRange {
  return {
    from: cairoDayOf(new Date(now.getTime() - 29 * DAY_MS)),
    to: cairoDayOf(now),
    granularity: 'day',
  };
}
