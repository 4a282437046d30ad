import { useState } from 'react';
import { mayEnter } from '@athar/contract/charity/staff-roles';
import type { PermitRecord as Permit, PermitStatus } from '@athar/contract/charity/permit-fields';
import { textLink } from '../../../components/button-classes';
import { PermitCollectedTotals } from '../../../components/permit-collected-totals';
import { errorMessage } from '../../../lib/api-error';
import { formatCalendarDay, formatDate } from '../../../lib/format-date';
import { cx } from '../../../lib/cx';
import { permitMessages as text } from '../../../lib/messages/permits';
import { useStaffSession } from '../../../lib/staff-session';
import { usePermitCollected, usePermitDocument, usePermitReportDownload } from '../api/charity-permits';

const statusLook: Record<PermitStatus, string> = {
  requested: 'bg-sand-100 text-brand-900',
  approved: 'bg-brand-50 text-brand-800',
  rejected: 'bg-danger-50 text-danger-700',
  revoked: 'bg-danger-50 text-danger-700',
};

/** What was confirmed under the permit, counted on the server once the section is opened. */
function CharityPermitTotals({ id, permitNumber }: { id: number; permitNumber: string }) {
  const [open, setOpen] = useState(false);
  const collected = usePermitCollected(id, open);
  const report = usePermitReportDownload();
  return (
    <PermitCollectedTotals
      permitNumber={permitNumber}
      open={open}
      onToggle={() => setOpen((was) => !was)}
      collected={collected}
      onDownload={(file) => report.mutate({ id, file })}
      downloading={report.isPending ? report.variables.file : null}
      errorText={errorMessage}
    />
  );
}

/**
 * One permit: its number, status, issuing body, purpose, days and scope; a refusal's reason; its
 * document for the admins; what was confirmed under it for the admins and finance.
 */
export function PermitRecord({ permit }: { permit: Permit }) {
  const roles = useStaffSession()?.roles ?? [];
  const document = usePermitDocument();
  const collectedUnder = permit.status === 'approved' || permit.status === 'revoked';
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
        {permit.purpose ? (
          <>
            <dt className="text-muted">{text.purpose}</dt>
            <dd className="wrap-anywhere">
              <bdi>{permit.purpose}</bdi>
            </dd>
          </>
        ) : null}
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
        {permit.refusal_reason ? (
          <>
            <dt className="text-muted">{text.refusalReason}</dt>
            <dd className="wrap-anywhere font-bold text-danger-700">
              <bdi>{permit.refusal_reason}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      {permit.has_document && mayEnter(roles, 'permitRequests') ? (
        <div className="flex flex-col gap-1">
          <button
            type="button"
            className={`${textLink} self-start`}
            disabled={document.isPending}
            aria-busy={document.isPending || undefined}
            onClick={() => document.mutate(permit.id)}
          >
            {document.isPending ? text.openingDocument : text.openDocument}
          </button>
          {document.isError ? (
            <p role="alert" className="text-sm font-bold text-danger-700">
              {errorMessage(document.error)}
            </p>
          ) : null}
        </div>
      ) : null}
      {collectedUnder && mayEnter(roles, 'permitReports') ? (
        <CharityPermitTotals id={permit.id} permitNumber={permit.permit_number} />
      ) : null}
    </article>
  );
}
