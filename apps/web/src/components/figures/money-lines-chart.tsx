import type { FiguresView } from '@athar/contract/figures/figures-endpoints';
import { figuresConsoleMessages as text } from '../../lib/messages/figures';
import { MONEY_LINES } from './chart-colours';
import { ChartFrame, HEIGHT, LegendItem, SLOT, slotX } from './chart-frame';
import { FiguresTable } from './figures-table';

const LINES = ['collected', 'settled', 'reconciled'] as const;

/** What was collected, what the providers settled and what matched, as three lines across the periods. */
export function MoneyLinesChart({ view }: { view: FiguresView }) {
  const top = Math.max(
    1,
    ...view.periods.map((period) => period.collected),
    ...view.periods.map((p) => p.settled),
  );
  const count = view.periods.length;
  const points = (line: (typeof LINES)[number]) =>
    view.periods
      .map((period, index) => {
        const x = slotX(index, count) + SLOT / 2;
        const y = HEIGHT - (period[line] / top) * (HEIGHT - 2);
        return `${x},${y}`;
      })
      .join(' ');
  return (
    <section className="min-w-0">
      <ChartFrame
        view={view}
        title={text.lines.title}
        description={text.lines.description}
        top={top}
        legend={LINES.map((line) => (
          <LegendItem
            key={line}
            colour={MONEY_LINES[line].colour}
            dash={MONEY_LINES[line].dash}
            label={text.cards[line]}
          />
        ))}
      >
        {LINES.map((line) => (
          <polyline
            key={line}
            points={points(line)}
            fill="none"
            stroke={MONEY_LINES[line].colour}
            strokeWidth={2}
            strokeDasharray={MONEY_LINES[line].dash || undefined}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </ChartFrame>
      <FiguresTable view={view} kind="lines" summary={`${text.lines.table}: ${text.lines.title}`} />
    </section>
  );
}
