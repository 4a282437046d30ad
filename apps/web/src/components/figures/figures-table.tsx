import { FIGURE_CHANNELS, type FiguresView } from '@athar/contract/figures/figures-endpoints';
import { formatNumber, formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { figuresConsoleMessages as text } from '../../lib/messages/figures';
import { periodLabel } from './period-label';

const money = (amount: number) => formatPiasters(piasters(amount));

/**
 * A chart's figures as a table, folded under it: what a screen reader (or anyone wanting the exact
 * numbers) reads instead of the bars and lines.
 */
export function FiguresTable({
  view,
  kind,
  summary,
}: {
  view: FiguresView;
  kind: 'bars' | 'lines';
  summary: string;
}) {
  const columns =
    kind === 'bars'
      ? FIGURE_CHANNELS.map((channel) => ({
          label: text.channels[channel],
          value: (period: FiguresView['totals']) => money(period.channels[channel].amount),
        }))
      : [
          { label: text.cards.collected, value: (period: FiguresView['totals']) => money(period.collected) },
          { label: text.cards.settled, value: (period: FiguresView['totals']) => money(period.settled) },
          {
            label: text.cards.reconciled,
            value: (period: FiguresView['totals']) => money(period.reconciled),
          },
          { label: text.cards.donors, value: (period: FiguresView['totals']) => formatNumber(period.donors) },
        ];
  return (
    <details className="mt-3 rounded-xl bg-sand-100 p-3">
      <summary className="cursor-pointer font-bold text-brand-900">{summary}</summary>
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={summary}>
        <table className="w-full min-w-max border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className="p-2 text-start">
                {text.table.period}
              </th>
              <th scope="col" className="p-2 text-start">
                {text.table.season}
              </th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className="p-2 text-start">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.periods.map((period) => (
              <tr key={period.period} className="border-t border-brand-100">
                <th scope="row" className="p-2 text-start font-normal">
                  {periodLabel(period.period)}
                </th>
                <td className="p-2">{period.seasons.map((season) => text.seasons[season]).join('، ')}</td>
                {columns.map((column) => (
                  <td key={column.label} className="p-2">
                    {column.value(period)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-brand-200 font-bold">
              <th scope="row" className="p-2 text-start">
                {text.table.total}
              </th>
              <td className="p-2" />
              {columns.map((column) => (
                <td key={column.label} className="p-2">
                  {column.value(view.totals)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </details>
  );
}
