import type { PermitRecord as Permit, PermitStatus } from '@athar/contract/charity/permit-fields';
import { formatCalendarDay, formatDate } from '../../../lib/format-date';
import { cx } from '../../../lib/cx';
import { permitMessages as text } from '../../../lib/messages/permits';

const statusLook: Record<PermitStatus, string> = {
  requested: 'bg-sand-100 text-brand-900',
  approved: 'bg-brand-50 text-brand-800',
  rejected: 'bg-danger-50 text-danger-700',
  revoked: 'bg-danger-50 text-danger-700',
};

/** One permit: its number, status, issuing body, days and scope. */
export function PermitRecord({ permit }: { permit: Permit }) {
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-bold text-brand-900">
          {text.number}{' '}
          <bdi dir="ltr" className="wrap-anywhere">
            {permit.permit_number}
          </bdi>
        </h3>
        <span className={cx('rounded-full px-3 py-0.5 text-sm font-bold', statusLook[permit.status])}>
          {text.statuses[permit.status]}
        </span>
        {permit.in_force_today ? (
          <span className="rounded-full bg-brand-700 px-3 py-0.5 text-sm font-bold text-white">
            {text.inForceToday}
          </span>
        ) : null}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{text.issuingBody}</dt>
        <dd className="wrap-anywhere">{permit.issuing_body}</dd>
        <dt className="text-muted">{text.period}</dt>
        <dd>{text.periodValue(formatCalendarDay(permit.starts_on), formatCalendarDay(permit.ends_on))}</dd>
        <dt className="text-muted">{text.scope}</dt>
        <dd>{text.scopes[permit.scope]}</dd>
        {permit.status === 'requested' ? (
          <>
            <dt className="text-muted">{text.requestedOn}</dt>
            <dd>{formatDate(permit.created_at)}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}
