import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import { errorMessage } from '../lib/api-error';
import { formatCalendarDay, formatDate } from '../lib/format-date';
import { permitMessages as text } from '../lib/messages/permits';
import { textLink } from './button-classes';

/**
 * A permit's particulars, the same in both consoles: issuing body, purpose, days and scope; its status
 * where the card does not show it already; when a request was sent; a refusal's reason.
 */
export function PermitDetails(props: {
  permit: PermitRecord;
  withStatus?: boolean;
  withRequestedOn?: boolean;
}) {
  const { permit, withStatus = false, withRequestedOn = false } = props;
  return (
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
      {withStatus ? (
        <>
          <dt className="text-muted">{text.status}</dt>
          <dd className="font-bold">{text.statuses[permit.status]}</dd>
        </>
      ) : null}
      {withRequestedOn && permit.status === 'requested' ? (
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
  );
}

/** The button that opens a permit's document (the call fetches it and opens it), and why it failed. */
export function PermitDocumentButton(props: {
  id: number;
  call: { isPending: boolean; isError: boolean; error: unknown; mutate: (id: number) => void };
  label?: string;
}) {
  const { id, call, label } = props;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={`${textLink} self-start`}
        disabled={call.isPending}
        aria-busy={call.isPending || undefined}
        aria-label={label}
        onClick={() => call.mutate(id)}
      >
        {call.isPending ? text.openingDocument : text.openDocument}
      </button>
      {call.isError ? (
        <p role="alert" className="text-sm font-bold text-danger-700">
          {errorMessage(call.error)}
        </p>
      ) : null}
    </div>
  );
}
