import { useState } from 'react';
import type { ConsolePermit } from '@athar/contract/operator/console-permits';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { PermitCollectedTotals } from '../../../components/permit-collected-totals';
import { PermitDetails, PermitDocumentButton } from '../../../components/permit-summary';
import { errorMessage } from '../../../lib/api-error';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';
import { permitMessages } from '../../../lib/messages/permits';
import {
  useConsolePermitCollected,
  useConsolePermitDocument,
  useConsolePermitReport,
} from '../api/console-permits';

const text = fourEyesMessages.permits;

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
      <PermitDetails permit={permit} withStatus />
      {permit.has_document ? (
        <PermitDocumentButton id={permit.id} call={document} label={text.openDocumentLabel(number)} />
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
