import { z } from 'zod';
import { calendarDay } from '../calendar-day';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  charityFiguresCsvRoute,
  charityFiguresRoute,
  operatorFiguresCsvRoute,
  operatorFiguresRoute,
} from '../routes/figures';
import { figuresMessages as messages } from './figures-messages';

/** The channels the figures are split by, in the order the charts stack them. */
export const FIGURE_CHANNELS = ['card', 'wallet', 'kiosk', 'meeza', 'cash', 'sms'] as const;
export type FigureChannel = (typeof FIGURE_CHANNELS)[number];
export const FIGURE_GRANULARITIES = ['day', 'month'] as const;
export type FigureGranularity = (typeof FIGURE_GRANULARITIES)[number];
/** The longest range one view reads, in days (both ends counted). */
export const FIGURES_MAX_DAYS = 400;
/** The Hijri seasons marked beside the Gregorian days: Ramadan (9) and Dhu al-Hijjah (12). */
export const HIJRI_SEASONS = ['ramadan', 'dhu_al_hijjah'] as const;
export type HijriSeason = (typeof HIJRI_SEASONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

const rangeFields = {
  from: calendarDay(messages.fromInvalid),
  to: calendarDay(messages.toInvalid),
  granularity: z.enum(FIGURE_GRANULARITIES, messages.granularityInvalid).default('day'),
};

/** The range holds at least one day and at most FIGURES_MAX_DAYS. */
function rangeChecked<T extends z.ZodRawShape & typeof rangeFields>(shape: T) {
  return z.object(shape).superRefine((query, ctx) => {
    const { from, to } = query as { from: string; to: string };
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.rangeReversed });
    else if (days > FIGURES_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: messages.rangeTooLong(FIGURES_MAX_DAYS) });
  });
}

/** `from`..`to` (Cairo days, both counted), by day or month. */
export const figuresQuery = rangeChecked(rangeFields);
export type FiguresQuery = z.input<typeof figuresQuery>;

/** The operators' view also narrows to one charity (`ngo_id`). */
export const operatorFiguresQuery = rangeChecked({
  ...rangeFields,
  ngo_id: decimalNumber(
    z.coerce.number(messages.charityInvalid).int(messages.charityInvalid).positive(messages.charityInvalid),
  ).optional(),
});
export type OperatorFiguresQuery = z.input<typeof operatorFiguresQuery>;

const count = z.number().int().nonnegative();
/** integer piasters */
const amount = z.number().int().nonnegative().describe('piasters');

const channelFigures = z.object({ count, amount });

/** One day (`YYYY-MM-DD`) or month (`YYYY-MM`) of figures. */
export const figuresPeriod = z.object({
  period: z.string(),
  channels: z.object(
    Object.fromEntries(FIGURE_CHANNELS.map((channel) => [channel, channelFigures])) as Record<
      FigureChannel,
      typeof channelFigures
    >,
  ),
  confirmed_count: count,
  /** confirmed and not refunded since */
  collected: amount,
  settled: amount,
  reconciled: amount,
  refunded_count: count,
  refunded: amount,
  /** distinct donors of each day, summed over the month (and over the charities for the operators) */
  donors: count,
  campaigns_created: count,
  campaigns_reached: count,
  /** the Hijri seasons this period touches */
  seasons: z.array(z.enum(HIJRI_SEASONS)),
});
export type FiguresPeriod = z.infer<typeof figuresPeriod>;

/** A Hijri season's Gregorian days within the range. */
export const figuresSeason = z.object({
  season: z.enum(HIJRI_SEASONS),
  hijri_year: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type FiguresSeason = z.infer<typeof figuresSeason>;

/** Cash asked to be collected more than 72 hours ago and not collected yet (now, not by day). */
export const overdueCash = z.object({
  count,
  amount,
  charities: z.array(
    z.object({ ngo_id: z.number().int(), name: z.string(), count, amount, since: z.string() }),
  ),
});
export type OverdueCash = z.infer<typeof overdueCash>;

export const figuresView = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(FIGURE_GRANULARITIES),
  periods: z.array(figuresPeriod),
  totals: figuresPeriod.omit({ period: true, seasons: true }),
  seasons: z.array(figuresSeason),
  overdue_cash: overdueCash,
});
export type FiguresView = z.infer<typeof figuresView>;

/** GET /api/operator/figures?from&to&granularity&ngo_id — every charity's, or one's (finance, admin). */
export const operatorFiguresEndpoint = defineEndpoint({
  ...operatorFiguresRoute,
  query: operatorFiguresQuery,
  response: envelope(z.array(figuresView)),
});

/** GET /api/operator/figures.csv — the same periods as CSV (the download is in the audit log). */
export const operatorFiguresCsvEndpoint = defineEndpoint({
  ...operatorFiguresCsvRoute,
  query: operatorFiguresQuery,
  response: z.unknown(),
});

/** GET /api/charity/figures?from&to&granularity — the staff member's charity's own (finance, admin). */
export const charityFiguresEndpoint = defineEndpoint({
  ...charityFiguresRoute,
  query: figuresQuery,
  response: envelope(z.array(figuresView)),
});

/** GET /api/charity/figures.csv — the charity's periods as CSV. */
export const charityFiguresCsvEndpoint = defineEndpoint({
  ...charityFiguresCsvRoute,
  query: figuresQuery,
  response: z.unknown(),
});
