import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { ErrorState } from '../../../../components/error-state';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format-date';
import { cashDepositConsoleMessages } from '../../../../lib/messages/cash-deposits';
import { useOverdueCash } from '../../api/settlement';

const text = cashDepositConsoleMessages.overdue;

/** Per charity and representative: cash collected more than 7 days ago that no deposit carries. */
export function OverdueCash({ operatorId }: { operatorId: number }) {
  const overdue = useOverdueCash(operatorId);
  return (
    <section className="mt-8" aria-label={text.label}>
      <h2 className="text-lg font-bold text-brand-900">{text.title}</h2>
      <div className="mt-3">
        {overdue.isPending ? null : overdue.isError ? (
          <ErrorState message={errorMessage(overdue.error)} onRetry={() => void overdue.refetch()} />
        ) : overdue.data.length === 0 ? (
          <p className="text-muted">{text.empty}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {overdue.data.map((row) => (
              <li
                key={`${row.ngo_id}-${row.representative_id ?? 'command'}`}
                className="rounded-2xl border border-brand-100 bg-white p-4 text-sm"
              >
                <h3 className="font-bold text-brand-900">
                  <bdi className="wrap-anywhere">{row.ngo_name}</bdi>
                </h3>
                <p>{text.representative(row.representative_name)}</p>
                <p className="font-bold">
                  {formatPiasters(piasters(row.amount))} · {text.donations(row.donations)}
                </p>
                <p className="text-muted">{text.since(formatDateTime(row.oldest_collected_at))}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
