import type { OverdueCash } from '@athar/contract/figures/figures-endpoints';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { formatDateTime } from '../../lib/format-date';
import { figuresConsoleMessages as text } from '../../lib/messages/figures';

/** Cash waiting more than 72 hours for collection, now: the sum, and per charity for the operators. */
export function OverdueCashList({ overdue, perCharity }: { overdue: OverdueCash; perCharity: boolean }) {
  const summary = (count: number, amount: number) =>
    text.overdue.summary(text.overdue.donations(count), formatPiasters(piasters(amount)));
  return (
    <section
      aria-labelledby="overdue-cash-title"
      className="rounded-2xl border border-brand-100 bg-white p-4"
    >
      <h2 id="overdue-cash-title" className="font-bold text-brand-900">
        {text.overdue.title}
      </h2>
      {overdue.count === 0 ? (
        <p className="mt-1 text-muted">{text.overdue.none}</p>
      ) : (
        <>
          <p className="mt-1">{summary(overdue.count, overdue.amount)}</p>
          {perCharity ? (
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {overdue.charities.map((row) => (
                <li key={row.ngo_id} className="rounded-xl bg-sand-100 p-2">
                  <bdi className="font-bold">{row.name}</bdi>: {summary(row.count, row.amount)} ·{' '}
                  {text.overdue.since(formatDateTime(row.since))}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">
              {text.overdue.since(formatDateTime(overdue.charities[0]!.since))}
            </p>
          )}
        </>
      )}
    </section>
  );
}
