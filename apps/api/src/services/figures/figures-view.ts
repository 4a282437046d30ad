import type { Kysely } from 'kysely';
import {
  FIGURE_CHANNELS,
  type FiguresPeriod,
  type FiguresView,
  type FigureGranularity,
} from '@athar/contract/figures/figures-endpoints';
import { dayNumber, dayString } from '@athar/contract/hijri/calendar';
import { hijriSeasonsBetween, seasonsOfPeriod } from '@athar/contract/hijri/seasons';
import {
  channelFigures,
  charityFigures,
  overdueCashByCharity,
  type FiguresRange,
} from '../../db/queries/figures-read';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';

type Totals = FiguresView['totals'];

const emptyTotals = (): Totals => ({
  channels: Object.fromEntries(
    FIGURE_CHANNELS.map((channel) => [channel, { count: 0, amount: 0 }]),
  ) as Totals['channels'],
  confirmed_count: 0,
  collected: 0,
  settled: 0,
  reconciled: 0,
  refunded_count: 0,
  refunded: 0,
  donors: 0,
  campaigns_created: 0,
  campaigns_reached: 0,
});

/** Every day or month of the range, in order: a chart shows the quiet ones too. */
export function periodsOf(from: string, to: string, granularity: FigureGranularity): string[] {
  const periods: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) {
    const text = dayString(day);
    const period = granularity === 'month' ? text.slice(0, 7) : text;
    if (periods.at(-1) !== period) periods.push(period);
  }
  return periods;
}

function addInto(totals: Totals, period: Totals) {
  for (const channel of FIGURE_CHANNELS) {
    totals.channels[channel].count += period.channels[channel].count;
    totals.channels[channel].amount += period.channels[channel].amount;
  }
  for (const key of [
    'confirmed_count',
    'collected',
    'settled',
    'reconciled',
    'refunded_count',
    'refunded',
    'donors',
    'campaigns_created',
    'campaigns_reached',
  ] as const)
    totals[key] += period[key];
}

/** The figures of a range, from the daily rollups, with the Hijri seasons and the cash overdue now. */
export async function figuresView(
  db: Kysely<Database>,
  range: FiguresRange,
  now: Date,
): Promise<FiguresView> {
  const [channels, charities, overdue, corrections] = await Promise.all([
    channelFigures(db, range),
    charityFigures(db, range),
    overdueCashByCharity(db, now, range.ngoId),
    loadHijriCorrections(db),
  ]);
  const seasons = hijriSeasonsBetween(range.from, range.to, corrections);
  const byPeriod = new Map<string, FiguresPeriod>(
    periodsOf(range.from, range.to, range.granularity).map((period) => [
      period,
      { period, ...emptyTotals(), seasons: seasonsOfPeriod(period, seasons) },
    ]),
  );
  for (const row of channels) {
    const period = byPeriod.get(row.period);
    if (!period) continue;
    const count = Number(row.confirmed_count);
    const amount = Number(row.confirmed_amount);
    period.channels[row.channel] = { count, amount };
    period.confirmed_count += count;
    period.collected += amount;
    period.settled += Number(row.settled_amount);
    period.reconciled += Number(row.reconciled_amount);
    period.refunded_count += Number(row.refunded_count);
    period.refunded += Number(row.refunded_amount);
  }
  for (const row of charities) {
    const period = byPeriod.get(row.period);
    if (!period) continue;
    period.donors = Number(row.donors);
    period.campaigns_created = Number(row.campaigns_created);
    period.campaigns_reached = Number(row.campaigns_reached);
  }
  const periods = [...byPeriod.values()];
  const totals = emptyTotals();
  for (const period of periods) addInto(totals, period);
  const overdueCharities = overdue.map((row) => ({
    ngo_id: row.ngo_id,
    name: row.name,
    count: Number(row.count),
    amount: Number(row.amount),
    since: new Date(row.since as Date | string).toISOString(),
  }));
  return {
    from: range.from,
    to: range.to,
    granularity: range.granularity,
    periods,
    totals,
    seasons,
    overdue_cash: {
      count: overdueCharities.reduce((sum, row) => sum + row.count, 0),
      amount: overdueCharities.reduce((sum, row) => sum + row.amount, 0),
      charities: overdueCharities,
    },
  };
}
