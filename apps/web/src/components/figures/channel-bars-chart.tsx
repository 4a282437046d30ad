import { FIGURE_CHANNELS, type FiguresView } from '@athar/contract/figures/figures-endpoints';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { figuresConsoleMessages as text } from '../../lib/messages/figures';
import { CHANNEL_COLOURS, SEASON_BAND } from './chart-colours';
import { ChartFrame, HEIGHT, LegendItem, SLOT, slotX } from './chart-frame';
import { FiguresTable } from './figures-table';
import { periodLabel } from './period-label';

/** The confirmed donations of each period as a bar, its channels stacked in their colours. */
export function ChannelBarsChart({ view }: { view: FiguresView }) {
  const top = Math.max(1, ...view.periods.map((period) => period.collected));
  const count = view.periods.length;
  return (
    <section className="min-w-0">
      <ChartFrame
        view={view}
        title={text.bars.title}
        description={text.bars.description}
        top={top}
        legend={
          <>
            {FIGURE_CHANNELS.map((channel) => (
              <LegendItem key={channel} colour={CHANNEL_COLOURS[channel]} label={text.channels[channel]} />
            ))}
            <LegendItem colour={SEASON_BAND} label={text.seasonsLabel} />
          </>
        }
      >
        {view.periods.map((period, index) => {
          let base = HEIGHT;
          return (
            <g key={period.period}>
              <title>{`${periodLabel(period.period)}: ${formatPiasters(piasters(period.collected))}`}</title>
              {FIGURE_CHANNELS.map((channel) => {
                const amount = period.channels[channel].amount;
                if (amount === 0) return null;
                const height = (amount / top) * HEIGHT;
                base -= height;
                return (
                  <rect
                    key={channel}
                    x={slotX(index, count) + SLOT * 0.15}
                    y={base}
                    width={SLOT * 0.7}
                    height={height}
                    fill={CHANNEL_COLOURS[channel]}
                  />
                );
              })}
            </g>
          );
        })}
      </ChartFrame>
      <FiguresTable view={view} kind="bars" summary={`${text.bars.table}: ${text.bars.title}`} />
    </section>
  );
}
