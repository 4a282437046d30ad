import { useState } from 'react';
import { mayEnter } from '@athar/contract/charity/staff-roles';
import type { PermitRecord as Permit, PermitStatus } from '@athar/contract/charity/permit-fields';
import { PermitCollectedTotals } from '../../../components/permit-collected-totals';
import { PermitDetails, PermitDocumentButton } from '../../../components/permit-summary';
import { errorMessage } from '../../../lib/api-error';
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
      <PermitDetails permit={permit} withRequestedOn />
      {permit.has_document && mayEnter(roles, 'permitRequests') ? (
        <PermitDocumentButton id={permit.id} call={document} />
      ) : null}
      {collectedUnder && mayEnter(roles, 'permitReports') ? (
        <CharityPermitTotals id={permit.id} permitNumber={permit.permit_number} />
      ) : null}
    </article>
  );
}
