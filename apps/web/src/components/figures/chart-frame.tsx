import { useId, type ReactNode } from 'react';
import type { FiguresView } from '@athar/contract/figures/figures-endpoints';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { SEASON_BAND } from './chart-colours';
import { periodLabel } from './period-label';

/** Each period's slot in the drawing's own units; the drawing is stretched to the width it is given. */
export const SLOT = 10;
export const HEIGHT = 100;

/**
 * A period's slot from the drawing's left edge: the first period at the right, as Arabic reads, so
 * time runs from the inline start to the inline end like the table's columns and the labels under it.
 */
export const slotX = (index: number, count: number) => (count - 1 - index) * SLOT;

/**
 * A chart's frame: its title, the scale's top, the drawing (an image named by its title and described
 * in words; the table under it holds the numbers), the Hijri seasons as bands behind the periods they
 * touch, and the first and last period under it.
 */
export function ChartFrame({
  view,
  title,
  description,
  top,
  legend,
  children,
}: {
  view: FiguresView;
  title: string;
  description: string;
  /** the highest value the drawing reaches (piasters) */
  top: number;
  legend: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const count = view.periods.length;
  return (
    <figure className="rounded-2xl border border-brand-100 bg-white p-4">
      <figcaption id={`${id}-title`} className="font-bold text-brand-900">
        {title}
      </figcaption>
      <p className="text-xs text-muted">{formatPiasters(piasters(top))}</p>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${count * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 block h-48 w-full border-b border-brand-200"
      >
        <desc id={`${id}-desc`}>{description}</desc>
        {view.periods.map((period, index) =>
          period.seasons.length > 0 ? (
            <rect
              key={period.period}
              x={slotX(index, count)}
              y={0}
              width={SLOT}
              height={HEIGHT}
              fill={SEASON_BAND}
            />
          ) : null,
        )}
        {children}
      </svg>
      <div className="mt-1 flex justify-between gap-2 text-xs text-muted">
        <span>{periodLabel(view.periods[0]!.period)}</span>
        <span>{periodLabel(view.periods.at(-1)!.period)}</span>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">{legend}</div>
    </figure>
  );
}

/** A legend's entry: its colour's swatch (or line) and its name. */
export function LegendItem({ colour, label, dash }: { colour: string; label: string; dash?: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <svg aria-hidden="true" viewBox="0 0 16 8" className="h-2 w-4">
        {dash === undefined ? (
          <rect width="16" height="8" fill={colour} />
        ) : (
          <line x1="0" y1="4" x2="16" y2="4" stroke={colour} strokeWidth="3" strokeDasharray={dash} />
        )}
      </svg>
      {label}
    </span>
  );
}
