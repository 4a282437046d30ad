import { useId } from 'react';
import { Link } from 'react-router';
import type { OperatorOverview } from '@athar/contract/operator/overview';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { textLink } from '../../../components/button-classes';
import { formatDateTime } from '../../../lib/format-date';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { dutiesOpen } from '../operator-duties';
import { OPERATOR_PATHS } from '../operator-paths';

const text = operatorConsoleMessages.overview.waiting;

/** One kind of waiting work: how many, since when, and the way to it when the duties open it. */
function WaitingCard({
  title,
  count,
  late,
  oldestAt,
  to,
}: {
  title: string;
  count: string;
  late?: string;
  oldestAt: string | null;
  to: string | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-2 text-ink">{count}</p>
      {late ? <p className="mt-1 font-bold text-danger-700">{late}</p> : null}
      {oldestAt ? <p className="mt-1 text-sm text-muted">{text.since(formatDateTime(oldestAt))}</p> : null}
      {to ? (
        <Link to={to} className={`${textLink} mt-2 inline-block`} aria-describedby={headingId}>
          {text.open}
        </Link>
      ) : null}
    </section>
  );
}

/** The first screen's «ما ينتظر قرارًا»: the charities' applications and the moderators' queue. */
export function WaitingWork({
  waiting,
  roles,
}: {
  waiting: OperatorOverview['waiting'];
  roles: readonly OperatorRole[];
}) {
  const open = dutiesOpen(roles);
  return (
    <div role="group" aria-label={text.label} className="grid gap-4 sm:grid-cols-2">
      <WaitingCard
        title={text.applications}
        count={text.applicationsCount(waiting.applications.count)}
        oldestAt={waiting.applications.oldest_at}
        to={open.applications && waiting.applications.count > 0 ? OPERATOR_PATHS.applications : null}
      />
      <WaitingCard
        title={text.reports}
        count={text.reportsCount(waiting.reports.campaigns)}
        late={text.late(waiting.reports.late)}
        oldestAt={waiting.reports.oldest_at}
        to={open.moderation && waiting.reports.campaigns > 0 ? OPERATOR_PATHS.moderation : null}
      />
    </div>
  );
}
