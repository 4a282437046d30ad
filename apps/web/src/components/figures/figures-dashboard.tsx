import { useState, type FormEvent, type ReactNode } from 'react';
import { FIGURE_GRANULARITIES, type FiguresView } from '@athar/contract/figures/figures-endpoints';
import { secondaryButton, primaryButton } from '../button-classes';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { FormField } from '../forms/form-field';
import { PageSpinner } from '../spinner';
import { errorMessage } from '../../lib/api-error';
import { formatCalendarDay } from '../../lib/format-date';
import { figuresConsoleMessages as text } from '../../lib/messages/figures';
import { ChannelBarsChart } from './channel-bars-chart';
import { FigureCards } from './figure-cards';
import type { FiguresRange } from './figures-range';
import { MoneyLinesChart } from './money-lines-chart';
import { OverdueCashList } from './overdue-cash-list';

/**
 * A dashboard «الأرقام», the operators' or a charity's: the range asked for (applied with «اعرض»),
 * the totals as cards, the bars by channel and the money lines with the Hijri seasons, the cash
 * overdue, and the CSV. `extraFields` holds the operators' charity filter.
 */
export function FiguresDashboard({
  range,
  onRange,
  query,
  onDownload,
  downloading,
  perCharity,
  extraFields,
}: {
  range: FiguresRange;
  onRange: (next: FiguresRange) => void;
  query: { isPending: boolean; isError: boolean; error: unknown; data?: FiguresView; refetch: () => unknown };
  onDownload: () => void;
  downloading: boolean;
  perCharity: boolean;
  extraFields?: ReactNode;
}) {
  const [draft, setDraft] = useState(range);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRange(draft);
  };
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <form onSubmit={submit} aria-label={text.range.label}>
        <fieldset className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:grid-cols-4">
          <legend className="sr-only">{text.range.label}</legend>
          <FormField
            label={text.range.from}
            type="date"
            dir="ltr"
            value={draft.from}
            required
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
          <FormField
            label={text.range.to}
            type="date"
            dir="ltr"
            value={draft.to}
            required
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          <label className="flex flex-col gap-1.5">
            <span className="font-bold text-brand-900">{text.range.granularity}</span>
            <select
              value={draft.granularity}
              onChange={(event) =>
                setDraft({ ...draft, granularity: event.target.value as FiguresRange['granularity'] })
              }
              className="w-full rounded-xl border border-brand-200 bg-white px-4 py-2.5 text-ink focus:border-brand-700"
            >
              {FIGURE_GRANULARITIES.map((id) => (
                <option key={id} value={id}>
                  {text.range[id]}
                </option>
              ))}
            </select>
          </label>
          {extraFields}
          <div className="flex flex-wrap items-end gap-2 sm:col-span-4">
            <button type="submit" className={primaryButton}>
              {text.range.show}
            </button>
            <button type="button" className={secondaryButton} disabled={downloading} onClick={onDownload}>
              {text.download}
            </button>
          </div>
        </fieldset>
      </form>
      <FiguresBody query={query} perCharity={perCharity} />
    </div>
  );
}

function FiguresBody({
  query,
  perCharity,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: FiguresView; refetch: () => unknown };
  perCharity: boolean;
}) {
  if (query.isPending) return <PageSpinner label={text.loading} />;
  if (query.isError || !query.data)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const view = query.data;
  const quiet =
    view.totals.confirmed_count === 0 &&
    view.totals.refunded_count === 0 &&
    view.totals.campaigns_created === 0;
  return (
    <>
      <FigureCards totals={view.totals} />
      <section aria-labelledby="figures-seasons" className="text-sm">
        <h2 id="figures-seasons" className="font-bold text-brand-900">
          {text.seasonsLabel}
        </h2>
        {view.seasons.length === 0 ? (
          <p className="text-muted">{text.seasonsNone}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {view.seasons.map((season) => (
              <li
                key={`${season.season}-${season.hijri_year}`}
                className="rounded-full bg-amber-100 px-3 py-1"
              >
                {text.season(text.seasons[season.season], season.hijri_year)}:{' '}
                {formatCalendarDay(season.from)} – {formatCalendarDay(season.to)}
              </li>
            ))}
          </ul>
        )}
      </section>
      {quiet ? (
        <EmptyState title={text.empty} />
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <ChannelBarsChart view={view} />
          <MoneyLinesChart view={view} />
        </div>
      )}
      <OverdueCashList overdue={view.overdue_cash} perCharity={perCharity} />
    </>
  );
}
