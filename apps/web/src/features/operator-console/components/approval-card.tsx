import { keepCompoundNames } from '@athar/contract/compound-names';
import { approvalActionNames, type ApprovalRecord } from '@athar/contract/operator/approvals';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { formatDateTime } from '../../../lib/format-date';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';

const text = fourEyesMessages.approvals;
const term = 'mt-1.5 font-bold text-muted first:mt-0 sm:mt-0';

/**
 * One request for a second operator: what, on whom, why, who asked and when; while it waits, «وافق» and
 * «ارفض» for the others, «اسحب الطلب» for its own requester (the server refuses their approval too).
 */
export function ApprovalCard({
  approval,
  own,
  busy,
  onApprove,
  onReject,
}: {
  approval: ApprovalRecord;
  own: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const what = approvalActionNames[approval.action];
  const label = `${what}: ${approval.object_label}`;
  return (
    <article
      aria-label={label}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
    >
      <h2 className="text-lg font-bold text-brand-900">
        {what}
        {own ? (
          <span className="ms-2 rounded-full bg-sand-100 px-2 py-0.5 align-middle text-xs font-bold text-brand-800">
            {text.yours}
          </span>
        ) : null}
      </h2>
      <dl className="grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1.5">
        <dt className={term}>{text.object}</dt>
        <dd className="break-words">{approval.object_label}</dd>
        <dt className={term}>{text.reason}</dt>
        <dd className="break-words whitespace-pre-line">{approval.reason}</dd>
        <dt className={term}>{text.askedBy}</dt>
        <dd>{keepCompoundNames(approval.requested_by_name)}</dd>
        <dt className={term}>{text.askedAt}</dt>
        <dd>{formatDateTime(approval.requested_at)}</dd>
        {approval.decided_at ? (
          <>
            <dt className={term}>{text.decidedAt}</dt>
            <dd>{formatDateTime(approval.decided_at)}</dd>
          </>
        ) : null}
        {approval.decision_note ? (
          <>
            <dt className={term}>{text.note}</dt>
            <dd className="break-words whitespace-pre-line">{approval.decision_note}</dd>
          </>
        ) : null}
      </dl>
      {approval.status === 'pending' ? (
        <div className="mt-auto flex flex-wrap gap-2">
          {own ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={onReject}
              disabled={busy}
              aria-label={text.withdrawLabel(label)}
            >
              {text.withdraw}
            </button>
          ) : (
            <>
              <button
                type="button"
                className={primaryButton}
                onClick={onApprove}
                disabled={busy}
                aria-busy={busy || undefined}
                aria-label={text.approveLabel(label)}
              >
                {busy ? text.busy : text.approve}
              </button>
              <button
                type="button"
                className={secondaryButton}
                onClick={onReject}
                disabled={busy}
                aria-label={text.rejectLabel(label)}
              >
                {text.reject}
              </button>
            </>
          )}
        </div>
      ) : null}
    </article>
  );
}
