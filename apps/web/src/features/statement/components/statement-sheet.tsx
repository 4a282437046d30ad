import type { YearlyStatement } from '@athar/contract/accounts/yearly-statement';
import { formatEgp } from '@athar/contract/money';
import { statementMessages } from '../../../lib/messages/statement';
import { StatementCharityTable } from './statement-charity-table';

const text = statementMessages.statement;

/**
 * The statement as it prints (the `.statement-sheet` rules in styles.css: A4, black on white): who it
 * is for, each charity's donations and total, the year's total in digits and words, and the notes on
 * where the money went and on tax. Printing hides every <header> and <footer> of the page (the site's
 * frame), so the sheet uses neither.
 */
export function StatementSheet({ statement }: { statement: YearlyStatement }) {
  return (
    <article
      aria-labelledby="statement-title"
      className="statement-sheet flex flex-col gap-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-8"
    >
      <div className="flex flex-col gap-3 border-b-2 border-brand-900 pb-4">
        <p className="flex items-center gap-3">
          <img src="/favicon.svg" alt="" width={40} height={40} className="size-10" />
          <span className="text-2xl font-bold text-brand-900">{text.brand}</span>
        </p>
        <h2 id="statement-title" className="text-xl font-bold text-ink">
          {text.title(statement.year)}
        </h2>
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted">{text.donor}:</dt>
            <dd className="font-bold">{statement.donor_name}</dd>
          </div>
          {statement.donor_email ? (
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-muted">{text.email}:</dt>
              <dd dir="ltr" className="break-all">
                {statement.donor_email}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>

      {statement.charities.map((charity) => (
        <StatementCharityTable key={charity.ngo_id} charity={charity} />
      ))}

      <section
        aria-label={text.grandTotal}
        className="statement-total flex flex-col gap-1 rounded-xl border-2 border-brand-700 p-4"
      >
        <p className="text-lg font-bold text-brand-900">
          {text.grandTotal}:{' '}
          <span className="whitespace-nowrap" data-testid="statement-total">
            {formatEgp(statement.total)}
          </span>
        </p>
        <p className="text-sm text-ink">
          {text.inWords}: {statement.total_in_words}
        </p>
      </section>

      <div className="flex flex-col gap-2 text-xs text-muted">
        <p>{text.directNote}</p>
        <p>{text.taxNote}</p>
      </div>
    </article>
  );
}
