import { keepCompoundNames } from '@athar/contract/compound-names';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatCalendarDay, formatDateTime } from '../../../lib/format-date';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { useOperatorOverview } from '../api/overview';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { OverviewSection } from './overview-section';
import { WaitingWork } from './waiting-work';

const text = operatorConsoleMessages.overview;
const name = (ngoName: string) => (
  <span className="font-bold text-brand-900">{keepCompoundNames(ngoName)}</span>
);

/**
 * /operator: what needs the team today — the applications and reports waiting, permits running out,
 * charities without one, overdue cash.
 */
export function OverviewPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(operatorConsoleMessages.pages.overview);
  const overview = useOperatorOverview(operator.id);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-brand-900">
        {text.greeting(keepCompoundNames(operator.operator_name))}
      </h1>
      <p className="mt-1 text-muted">{text.lead}</p>
      <div className="mt-6">
        {overview.isPending ? (
          <PageSpinner />
        ) : overview.isError ? (
          <ErrorState message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />
        ) : (
          <div className="grid gap-4">
            <WaitingWork waiting={overview.data.waiting} roles={operator.roles} />
            <div className="grid gap-4 lg:grid-cols-3">
              <OverviewSection
                title={text.expiring.title}
                empty={text.expiring.empty}
                rows={overview.data.expiring_permits}
                rowKey={(row) => `${row.ngo_id}-${row.permit_number}`}
              >
                {(row) => (
                  <>
                    {name(row.ngo_name)}
                    <span className="text-sm text-ink">
                      <bdi>{text.expiring.permit(row.permit_number)}</bdi> ·{' '}
                      {text.expiring.endsOn(formatCalendarDay(row.ends_on))}
                    </span>
                  </>
                )}
              </OverviewSection>
              <OverviewSection
                title={text.withoutPermit.title}
                empty={text.withoutPermit.empty}
                rows={overview.data.charities_without_permit}
                rowKey={(row) => row.ngo_id}
              >
                {(row) => (
                  <>
                    {name(row.ngo_name)}
                    <span className="text-sm text-muted">{text.withoutPermit.note}</span>
                  </>
                )}
              </OverviewSection>
              <OverviewSection
                title={text.overdueCash.title}
                empty={text.overdueCash.empty}
                rows={overview.data.overdue_cash}
                rowKey={(row) => row.ngo_id}
              >
                {(row) => (
                  <>
                    {name(row.ngo_name)}
                    <span className="text-sm text-ink">
                      {text.overdueCash.count(row.count)} ·{' '}
                      {text.overdueCash.oldest(formatDateTime(row.oldest_at))}
                    </span>
                  </>
                )}
              </OverviewSection>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
