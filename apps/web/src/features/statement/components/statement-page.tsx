import { cairoYear, FIRST_STATEMENT_YEAR } from '@athar/contract/accounts/statement-years';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { primaryButton, secondaryButton, textLink } from '../../../components/button-classes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { statementMessages } from '../../../lib/messages/statement';
import { useDownloadStatement, useYearlyStatement } from '../api/yearly-statement';
import { StatementSheet } from './statement-sheet';

const text = statementMessages.statement;

/** ?year= when it is a year a statement exists for, else null. */
function yearParam(value: string | null, thisYear: number): number | null {
  const year = Number(value);
  return /^\d{4}$/.test(value ?? '') && year >= FIRST_STATEMENT_YEAR && year <= thisYear ? year : null;
}

/**
 * /MyDonations/statement?year — the donor's yearly statement: a year picker (the years they gave in),
 * the statement to print, and its PDF. Without a year it opens the latest year with donations.
 */
export function StatementPage() {
  const thisYear = cairoYear();
  const [params, setParams] = useSearchParams();
  const chosen = yearParam(params.get('year'), thisYear);
  const year = chosen ?? thisYear;
  const statement = useYearlyStatement(year);
  const download = useDownloadStatement();
  const pickerId = useId();

  const latest = statement.data?.years[0];
  const openLatest = chosen === null && statement.data?.charities.length === 0 && latest !== undefined;
  useEffect(() => {
    if (openLatest) setParams({ year: String(latest) }, { replace: true });
  }, [openLatest, latest, setParams]);

  const pick = (next: number) => setParams({ year: String(next) });
  const years = [...new Set([year, ...(statement.data?.years ?? [])])].sort((a, b) => b - a);

  return (
    <section className="statement-page mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 print:max-w-none print:p-0">
      <header className="flex flex-col gap-2 print:hidden">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{text.heading}</h1>
        <p className="text-muted">{text.lead}</p>
      </header>

      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={pickerId} className="font-bold text-brand-900">
            {text.yearLabel}
          </label>
          <select
            id={pickerId}
            value={String(year)}
            onChange={(event) => pick(Number(event.target.value))}
            className="min-w-32 rounded-xl border border-brand-200 bg-white px-4 py-2.5 text-ink focus:border-brand-700"
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        {statement.data && statement.data.charities.length > 0 ? (
          <>
            <button
              type="button"
              className={primaryButton}
              disabled={download.isPending}
              onClick={() => download.mutate(year)}
            >
              {download.isPending ? text.downloading : text.downloadPdf}
            </button>
            <button type="button" className={secondaryButton} onClick={() => window.print()}>
              {text.print}
            </button>
          </>
        ) : null}
      </div>

      {statement.isError ? (
        <ErrorState message={errorMessage(statement.error)} onRetry={() => void statement.refetch()} />
      ) : !statement.data || openLatest ? (
        <PageSpinner />
      ) : statement.data.charities.length === 0 ? (
        <EmptyState
          title={text.empty(statement.data.year)}
          action={
            statement.data.years.length > 0 ? (
              <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
                <span className="text-muted">{text.otherYears}</span>
                {statement.data.years.map((other) => (
                  <Link key={other} to={`?year=${other}`} className={textLink}>
                    {other}
                  </Link>
                ))}
              </p>
            ) : (
              <Link to="/Campaigns" className={primaryButton}>
                {text.browseCampaigns}
              </Link>
            )
          }
        />
      ) : (
        <StatementSheet statement={statement.data} />
      )}
    </section>
  );
}
