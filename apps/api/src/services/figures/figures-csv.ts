import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import {
  FIGURE_CHANNELS,
  type FiguresPeriod,
  type FiguresView,
} from '@athar/contract/figures/figures-endpoints';
import { figuresMessages as messages } from '@athar/contract/figures/figures-messages';
import { piastersToEgpText } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { CSV_BOM, csvLine } from '../../lib/csv';

const egp = (amount: number) => piastersToEgpText(piasters(amount));

function row(label: string, seasons: string, figures: FiguresView['totals']) {
  return csvLine([
    label,
    seasons,
    ...FIGURE_CHANNELS.flatMap((channel) => [
      figures.channels[channel].count,
      egp(figures.channels[channel].amount),
    ]),
    figures.confirmed_count,
    egp(figures.collected),
    egp(figures.settled),
    egp(figures.reconciled),
    figures.refunded_count,
    egp(figures.refunded),
    figures.donors,
    figures.campaigns_created,
    figures.campaigns_reached,
  ]);
}

const seasonNames = (period: FiguresPeriod) =>
  period.seasons.map((season) => messages.seasons[season]).join('، ');

/** The view's periods as CSV (UTF-8 with a BOM for Excel), one line a day or month, then the totals. */
export function figuresCsv(view: FiguresView): string {
  const { csv } = messages;
  const header = csvLine([
    csv.period,
    csv.season,
    ...FIGURE_CHANNELS.flatMap((channel) => [
      csv.channelCount(DONATION_CHANNEL_NAMES[channel]),
      csv.channelAmount(DONATION_CHANNEL_NAMES[channel]),
    ]),
    csv.confirmedCount,
    csv.collected,
    csv.settled,
    csv.reconciled,
    csv.refundedCount,
    csv.refunded,
    csv.donors,
    csv.campaignsCreated,
    csv.campaignsReached,
  ]);
  return (
    CSV_BOM +
    header +
    view.periods.map((period) => row(period.period, seasonNames(period), period)).join('') +
    row(csv.total, '', view.totals)
  );
}
