import { formatEgp, formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import type { SettlementException } from '@athar/contract/settlement/settlement-endpoints';
import {
  settlementOutcomeNames,
  settlementProviderNames,
} from '@athar/contract/settlement/settlement-messages';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { charityReconciliationMessages as text } from '../../../lib/messages/charity-reconciliation';
import { useCharityReconciliation } from '../api/charity-reconciliation';
import { ConsoleListSkeleton } from './console-list-skeleton';

const card = 'flex flex-col gap-1 rounded-2xl border border-brand-100 bg-white p-4 text-sm';

/** One open exception, read-only: the provider's line beside the donation it names. */
function ExceptionCard({ item }: { item: SettlementException }) {
  const t = text.exceptions;
  return (
    <article className={card}>
      <h3 className="font-bold text-brand-900">{settlementOutcomeNames[item.outcome]}</h3>
      <p className="text-muted">
        {settlementProviderNames[item.provider]} ·{' '}
        <bdi className="wrap-anywhere">{t.file(item.file_name, item.line_number)}</bdi>
      </p>
      {item.provider_transaction_id !== null && (
        <p>
          {t.transaction}:{' '}
          <bdi dir="ltr" className="wrap-anywhere font-mono">
            {item.provider_transaction_id}
          </bdi>
        </p>
      )}
      {item.description !== null && (
        <p>
          {t.description}: <bdi className="wrap-anywhere">{item.description}</bdi>
        </p>
      )}
      {item.settled_amount !== null && <p>{t.settled(formatEgp(item.settled_amount))}</p>}
      <p>
        {item.donation_id === null
          ? t.noDonation
          : t.donation(
              item.donation_id,
              item.donation_amount === null ? null : formatEgp(item.donation_amount),
            )}
      </p>
      {item.duplicate_of !== null && (
        <p className="text-muted">
          <bdi className="wrap-anywhere">
            {t.duplicateOf(item.duplicate_of.file_name, item.duplicate_of.line_number)}
          </bdi>
        </p>
      )}
    </article>
  );
}

/** /charity/reconciliation (finance, admin): the charity's own reconciliation, read-only. */
export function CharityReconciliationPage() {
  const reconciliation = useCharityReconciliation();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      {reconciliation.isPending ? (
        <ConsoleListSkeleton className="grid gap-4" />
      ) : reconciliation.isError ? (
        <ErrorState
          message={errorMessage(reconciliation.error)}
          onRetry={() => void reconciliation.refetch()}
        />
      ) : (
        <>
          <section aria-label={text.channels.label} className="flex flex-col gap-3">
            <h2 className="text-lg font-bold text-brand-900">{text.channels.title}</h2>
            {reconciliation.data.channels.length === 0 ? (
              <p className="text-muted">{text.channels.empty}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {reconciliation.data.channels.map((row) => (
                  <li key={row.channel} className={card}>
                    <h3 className="font-bold text-brand-900">
                      {text.channels.names[row.channel]} · {text.channels.lines(row.lines)}
                    </h3>
                    <p>{text.channels.matched(row.matched)}</p>
                    <p className={row.open_exceptions > 0 ? 'font-bold text-danger-700' : 'text-muted'}>
                      {text.channels.exceptions(row.open_exceptions)}
                    </p>
                    <p>{text.channels.settled(formatPiasters(piasters(row.settled)))}</p>
                    <p className="text-muted">{text.channels.fees(formatPiasters(piasters(row.fees)))}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label={text.exceptions.label} className="flex flex-col gap-3">
            <h2 className="text-lg font-bold text-brand-900">{text.exceptions.title}</h2>
            <p className="text-muted">{text.exceptions.readOnly}</p>
            {reconciliation.data.exceptions.length === 0 ? (
              <p className="text-muted">{text.exceptions.empty}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {reconciliation.data.exceptions.map((item) => (
                  <li key={item.id}>
                    <ExceptionCard item={item} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label={text.overdue.label} className="flex flex-col gap-3">
            <h2 className="text-lg font-bold text-brand-900">{text.overdue.title}</h2>
            {reconciliation.data.overdue_cash.length === 0 ? (
              <p className="text-muted">{text.overdue.empty}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {reconciliation.data.overdue_cash.map((row) => (
                  <li key={row.representative_id ?? 'command'} className={card}>
                    <h3 className="font-bold text-brand-900">
                      {text.overdue.representative(row.representative_name)}
                    </h3>
                    <p className="font-bold">
                      {formatPiasters(piasters(row.amount))} · {text.overdue.donations(row.donations)}
                    </p>
                    <p className="text-muted">
                      {text.overdue.since(formatDateTime(row.oldest_collected_at))}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
