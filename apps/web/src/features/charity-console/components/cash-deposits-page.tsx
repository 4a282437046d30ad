import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { formatCalendarDay } from '../../../lib/format-date';
import { cashDepositConsoleMessages as text } from '../../../lib/messages/cash-deposits';
import { useCashDeposits, useDepositSlip, useUndepositedCash } from '../api/cash-deposits';
import { CashDepositForm } from './cash-deposit-form';
import { ConsoleListSkeleton } from './console-list-skeleton';

/** /charity/cash-deposits (finance, admin): a new bank deposit of collected cash, and those recorded. */
export function CashDepositsPage() {
  const undeposited = useUndepositedCash();
  const deposits = useCashDeposits();
  const slip = useDepositSlip();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      {undeposited.isPending ? (
        <ConsoleListSkeleton className="grid gap-4" />
      ) : undeposited.isError ? (
        <ErrorState message={errorMessage(undeposited.error)} onRetry={() => void undeposited.refetch()} />
      ) : (
        <CashDepositForm donations={undeposited.data} today={cairoDayOf(new Date())} />
      )}
      <section aria-label={text.list.label} className="flex flex-col gap-3">
        <h2 className="text-lg font-bold text-brand-900">{text.list.title}</h2>
        {deposits.isPending ? (
          <ConsoleListSkeleton className="grid gap-4" />
        ) : deposits.isError ? (
          <ErrorState message={errorMessage(deposits.error)} onRetry={() => void deposits.refetch()} />
        ) : deposits.data.length === 0 ? (
          <p className="text-muted">{text.list.empty}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {deposits.data.map((deposit) => (
              <li key={deposit.id}>
                <article className="flex flex-col gap-1 rounded-2xl border border-brand-100 bg-white p-4 text-sm">
                  <h3 className="font-bold text-brand-900">
                    {formatPiasters(piasters(deposit.amount))} ·{' '}
                    <bdi dir="ltr" className="wrap-anywhere font-mono">
                      {deposit.bank_reference}
                    </bdi>
                  </h3>
                  <p>
                    {text.list.on(formatCalendarDay(deposit.deposited_on))} ·{' '}
                    {text.list.donations(deposit.donation_ids.length)}
                  </p>
                  <p className="text-muted">{text.list.recordedBy(deposit.recorded_by)}</p>
                  {/* private: fetched with the staff's session, never a public address */}
                  <button
                    type="button"
                    className="self-start font-bold text-brand-700 underline disabled:opacity-60"
                    disabled={slip.isPending && slip.variables === deposit.id}
                    onClick={() => slip.mutate(deposit.id)}
                  >
                    {text.list.slip}
                  </button>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
