import type { AuditEntry } from '@athar/contract/operator/audit';
import { formatDateTime } from '../../../lib/format-date';
import { operatorConsoleMessages } from '../../../lib/messages/operator';

const text = operatorConsoleMessages.audit;
const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** The parts of one entry, written the same in the table's cells and in a phone's card. */
export function auditEntryParts(entry: AuditEntry) {
  return {
    at: formatDateTime(entry.at),
    actor: (
      <>
        {text.actorKinds[entry.actor_kind]}
        {entry.actor_id !== null ? ` ${text.actorId(entry.actor_id)}` : ''}
        {entry.actor_label ? (
          <bdi dir="ltr" className="block text-sm break-all text-muted">
            {entry.actor_label}
          </bdi>
        ) : null}
      </>
    ),
    action: (
      <code dir="ltr" className="font-mono text-sm break-all text-brand-900">
        {entry.action}
      </code>
    ),
    object: entry.object_kind ? (
      <code dir="ltr" className="font-mono text-sm break-all">
        {entry.object_kind}
        {entry.object_id ? ` #${entry.object_id}` : ''}
      </code>
    ) : (
      text.none
    ),
    changes: entry.changes ? (
      <ul dir="ltr" className="flex flex-col gap-0.5 font-mono text-xs break-all">
        {Object.entries(entry.changes).map(([field, [before, after]]) => (
          <li key={field}>{text.change(field, json(before), json(after))}</li>
        ))}
      </ul>
    ) : (
      text.none
    ),
    origin: entry.ip ? (
      <>
        <bdi dir="ltr" className="font-mono text-sm">
          {entry.ip}
        </bdi>
        {entry.user_agent ? (
          <span dir="ltr" className="block text-xs break-all text-muted">
            {entry.user_agent}
          </span>
        ) : null}
      </>
    ) : (
      text.none
    ),
  };
}

export const AUDIT_COLUMNS = ['at', 'actor', 'action', 'object', 'changes', 'origin'] as const;
