import { Link, useSearchParams } from 'react-router';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { APPLICATION_FILTERS } from '@athar/contract/applications/operator-applications';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { formatDate } from '../../../lib/format-date';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { operatorApplicationMessages } from '../../../lib/messages/operator-applications';
import { useApplications } from '../api/charity-applications';
import { OPERATOR_PATHS } from '../operator-paths';
import { ApplicationReview } from './application-review';
import { FilterTabs, useStatusFilter } from './filter-tabs';
import { ListStates } from './list-states';
import { PageHeading } from './page-heading';

const text = operatorApplicationMessages;

/**
 * /operator/applications (onboarding, admin): the charities' applications, newest first, by state;
 * `?application=<id>` opens one for review.
 */
export function ApplicationsPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(operatorConsoleMessages.pages.applications);
  const [search] = useSearchParams();
  const opened = Number(search.get('application'));
  if (Number.isInteger(opened) && opened > 0) return <ApplicationReview operator={operator} id={opened} />;
  return <ApplicationList operator={operator} />;
}

function ApplicationList({ operator }: { operator: OperatorProfile }) {
  const [status, setStatus] = useStatusFilter(APPLICATION_FILTERS);
  const list = useApplications(operator.id, status);
  const applications = list.data?.pages.flatMap((page) => page.applications) ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} lead={text.lead}>
        <FilterTabs label={text.tabsLabel} names={text.tabs} current={status} onChoose={setStatus} />
      </PageHeading>
      <div className="mt-6">
        <ListStates
          query={list}
          count={applications.length}
          empty={{ title: text.empty }}
          moreLabel={text.more}
        >
          {() => (
            <ul aria-label={text.listLabel(text.tabs[status])} className="grid gap-3 md:grid-cols-2">
              {applications.map((application) => (
                <li key={application.id}>
                  <Link
                    to={`${OPERATOR_PATHS.applications}?application=${application.id}`}
                    aria-label={text.open(application.legal_name)}
                    className="flex h-full flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-brand-100 hover:ring-brand-300"
                  >
                    <span className="text-lg font-bold text-brand-900">
                      {keepCompoundNames(application.legal_name)}
                    </span>
                    <span className="text-sm text-muted">
                      {text.registration}: <bdi>{application.registration_number}</bdi> ·{' '}
                      {application.governorate}
                    </span>
                    <span className="text-sm">
                      <span className="font-bold">{text.statuses[application.status]}</span> ·{' '}
                      {formatDate(application.submitted_at)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </div>
  );
}
