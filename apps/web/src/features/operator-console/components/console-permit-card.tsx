import { useState } from 'react';
import type { ConsolePermit } from '@athar/contract/operator/console-permits';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { primaryButton, secondaryButton, textLink } from '../../../components/button-classes';
import { PermitCollectedTotals } from '../../../components/permit-collected-totals';
import { errorMessage } from '../../../lib/api-error';
import { formatCalendarDay } from '../../../lib/format-date';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';
import { permitMessages } from '../../../lib/messages/permits';
import {
  useConsolePermitCollected,
  useConsolePermitDocument,
  useConsolePermitReport,
} from '../api/console-permits';

const text = fourEyesMessages.permits;
const term = 'mt-1.5 font-bold text-muted first:mt-0 sm:mt-0';

/** What was confirmed under the permit, counted on the server once the section is opened. */
function ConsolePermitTotals({
  operatorId,
  id,
  permitNumber,
}: {
  operatorId: number;
  id: number;
  permitNumber: string;
}) {
  const [open, setOpen] = useState(false);
  const collected = useConsolePermitCollected(operatorId, id, open);
  const report = useConsolePermitReport();
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
 * A charity's permit as the onboarding duty sees it: its purpose and document; a request is accepted
 * or rejected (with a reason) here; an approved one still standing can be asked to be revoked (a
 * second operator approves that); an approved or revoked one shows what was confirmed under it.
 */
export function ConsolePermitCard({
  operatorId,
  permit,
  busy,
  onApprove,
  onReject,
  onRevoke,
}: {
  operatorId: number;
  permit: ConsolePermit;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onRevoke: () => void;
}) {
  const number = permit.permit_number;
  const document = useConsolePermitDocument();
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
        {permit.purpose ? (
          <>
            <dt className={term}>{text.purpose}</dt>
            <dd className="wrap-anywhere">
              <bdi>{permit.purpose}</bdi>
            </dd>
          </>
        ) : null}
        <dt className={term}>{permitMessages.period}</dt>
        <dd>
          {permitMessages.periodValue(formatCalendarDay(permit.starts_on), formatCalendarDay(permit.ends_on))}
        </dd>
        <dt className={term}>{permitMessages.scope}</dt>
        <dd>{permitMessages.scopes[permit.scope]}</dd>
        <dt className={term}>{text.status}</dt>
        <dd className="font-bold">{permitMessages.statuses[permit.status]}</dd>
        {permit.refusal_reason ? (
          <>
            <dt className={term}>{text.refusalReason}</dt>
            <dd className="wrap-anywhere">
              <bdi>{permit.refusal_reason}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      {permit.has_document ? (
        <div className="flex flex-col gap-1">
          <button
            type="button"
            className={`${textLink} self-start`}
            disabled={document.isPending}
            aria-busy={document.isPending || undefined}
            aria-label={text.openDocumentLabel(number)}
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
      ) : permit.status === 'requested' ? (
        <p className="text-sm text-muted">{text.noDocument}</p>
      ) : null}
      {permit.status === 'approved' || permit.status === 'revoked' ? (
        <ConsolePermitTotals operatorId={operatorId} id={permit.id} permitNumber={number} />
      ) : null}
      {permit.status === 'requested' ? (
        <div className="mt-auto flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onApprove}
            aria-label={text.approveLabel(number)}
          >
            {busy ? text.busy : text.approve}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={onReject}
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
