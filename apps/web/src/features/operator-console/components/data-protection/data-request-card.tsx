import {
  CLOSED_REQUEST_STATUSES,
  dataRequestKindNames,
  dataRequestSourceNames,
  dataRequestStatusNames,
  type DataRequest,
} from '@athar/contract/operator/data-requests';
import { secondaryButton } from '../../../../components/button-classes';
import { formatCalendarDay, formatDateTime } from '../../../../lib/format-date';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';
import { cx } from '../../../../lib/cx';

const text = dataProtectionConsoleMessages.requests;
const term = 'mt-1.5 font-bold text-muted first:mt-0 sm:mt-0';
export type RequestStep = 'in_progress' | 'done' | 'refused';

/** One person's request: who, what, when received, its deadline (late ones flagged) and its next steps. */
export function DataRequestCard({
  request,
  handles,
  busy,
  onMove,
}: {
  request: DataRequest;
  handles: boolean;
  busy: boolean;
  onMove: (step: RequestStep) => void;
}) {
  const title = text.title(dataRequestKindNames[request.kind], request.id);
  const who = request.requester_name ?? (request.user_id !== null ? text.user(request.user_id) : '—');
  const contact = request.requester_email ?? request.requester_phone;
  const closed = CLOSED_REQUEST_STATUSES.includes(request.status);
  const steps: RequestStep[] = closed
    ? []
    : request.status === 'open'
      ? ['in_progress', 'done', 'refused']
      : ['done', 'refused'];
  const stepNames: Record<RequestStep, string> = {
    in_progress: text.start,
    done: text.done,
    refused: text.refuse,
  };
  return (
    <article
      aria-label={title}
      className={cx(
        'flex h-full flex-col gap-3 rounded-2xl bg-white p-4 ring-1',
        request.overdue ? 'ring-2 ring-danger-700' : 'ring-brand-100',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold text-brand-900">{title}</h3>
        <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-bold text-brand-800">
          {dataRequestStatusNames[request.status]}
        </span>
        {request.overdue ? (
          <span className="rounded-full bg-danger-50 px-2 py-0.5 text-xs font-bold text-danger-700">
            {text.overdue}
          </span>
        ) : null}
      </div>
      <dl className="grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1.5">
        <dt className={term}>{text.requester}</dt>
        <dd className="break-words">
          {who}
          {contact ? (
            <span dir="ltr" className="ms-2 text-muted">
              {contact}
            </span>
          ) : null}
        </dd>
        <dt className={term}>{text.receivedAt}</dt>
        <dd>
          {formatDateTime(request.received_at)} — {dataRequestSourceNames[request.received_via]}
        </dd>
        <dt className={term}>{text.dueOn}</dt>
        <dd className={cx(request.overdue && 'font-bold text-danger-700')}>
          {formatCalendarDay(request.due_on)}
          {request.days_left !== null
            ? ` (${request.days_left < 0 ? text.lateBy(-request.days_left) : text.daysLeft(request.days_left)})`
            : null}
        </dd>
        {request.notes ? (
          <>
            <dt className={term}>{text.notes}</dt>
            <dd className="break-words whitespace-pre-line">{request.notes}</dd>
          </>
        ) : null}
        {request.refusal_reason ? (
          <>
            <dt className={term}>{text.refusalReason}</dt>
            <dd className="break-words whitespace-pre-line">{request.refusal_reason}</dd>
          </>
        ) : null}
      </dl>
      {handles && steps.length > 0 ? (
        <div className="mt-auto flex flex-wrap gap-2">
          {steps.map((step) => (
            <button
              key={step}
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => onMove(step)}
              aria-label={text.moveLabel(stepNames[step], title)}
            >
              {stepNames[step]}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
