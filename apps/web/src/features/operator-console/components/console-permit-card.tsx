import type { ConsolePermit } from '@athar/contract/operator/console-permits';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { formatCalendarDay } from '../../../lib/format-date';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';
import { permitMessages } from '../../../lib/messages/permits';

const text = fourEyesMessages.permits;
const term = 'mt-1.5 font-bold text-muted first:mt-0 sm:mt-0';

/**
 * A charity's permit as the onboarding duty sees it: a request is accepted or rejected here; an
 * approved one still standing can be asked to be revoked (a second operator approves that).
 */
export function ConsolePermitCard({
  permit,
  busy,
  onDecide,
  onRevoke,
}: {
  permit: ConsolePermit;
  busy: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
  onRevoke: () => void;
}) {
  const number = permit.permit_number;
  return (
    <article
      aria-label={text.number(number)}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
    >
      <div>
        <h2 className="text-lg font-bold text-brand-900">{keepCompoundNames(permit.ngo_name)}</h2>
        <p className="text-sm text-muted">
          {text.number(number)}
          {permit.in_force_today ? (
            <span className="ms-2 rounded-full bg-success-50 px-2 py-0.5 text-xs font-bold text-success-700">
              {permitMessages.inForceToday}
            </span>
          ) : null}
        </p>
      </div>
      <dl className="grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1.5">
        <dt className={term}>{permitMessages.issuingBody}</dt>
        <dd>{permit.issuing_body}</dd>
        <dt className={term}>{permitMessages.period}</dt>
        <dd>
          {permitMessages.periodValue(formatCalendarDay(permit.starts_on), formatCalendarDay(permit.ends_on))}
        </dd>
        <dt className={term}>{permitMessages.scope}</dt>
        <dd>{permitMessages.scopes[permit.scope]}</dd>
        <dt className={term}>{text.status}</dt>
        <dd className="font-bold">{permitMessages.statuses[permit.status]}</dd>
      </dl>
      {permit.status === 'requested' ? (
        <div className="mt-auto flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => onDecide('approve')}
            aria-label={text.approveLabel(number)}
          >
            {busy ? text.busy : text.approve}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => onDecide('reject')}
            aria-label={text.rejectLabel(number)}
          >
            {text.reject}
          </button>
        </div>
      ) : permit.status === 'approved' ? (
        <button
          type="button"
          className={`${secondaryButton} mt-auto self-start`}
          onClick={onRevoke}
          aria-label={text.revokeLabel(number)}
        >
          {text.revoke}
        </button>
      ) : null}
    </article>
  );
}
