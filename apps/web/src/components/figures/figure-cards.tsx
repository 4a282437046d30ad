import type { FiguresView } from '@athar/contract/figures/figures-endpoints';
import { formatNumber, formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { figuresConsoleMessages as text } from '../../lib/messages/figures';

/** The range's totals as cards: a name over its number, two a row on a phone. */
export function FigureCards({ totals }: { totals: FiguresView['totals'] }) {
  const money = (amount: number) => formatPiasters(piasters(amount));
  const cards = [
    { label: text.cards.confirmed, value: formatNumber(totals.confirmed_count) },
    { label: text.cards.collected, value: money(totals.collected) },
    { label: text.cards.settled, value: money(totals.settled) },
    { label: text.cards.reconciled, value: money(totals.reconciled) },
    { label: text.cards.refunded, value: money(totals.refunded) },
    { label: text.cards.donors, value: formatNumber(totals.donors) },
    { label: text.cards.campaignsCreated, value: formatNumber(totals.campaigns_created) },
    { label: text.cards.campaignsReached, value: formatNumber(totals.campaigns_reached) },
  ];
  return (
    <dl aria-label={text.cards.label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl border border-brand-100 bg-white p-3">
          <dt className="text-sm text-muted">{card.label}</dt>
          <dd className="mt-1 text-lg font-bold text-brand-900 tabular-nums">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
