import type { AuditEntry } from '@athar/contract/operator/audit';
import { useWideScreen } from '../../../hooks/use-wide-screen';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { AUDIT_COLUMNS, auditEntryParts } from './audit-entry-parts';

const text = operatorConsoleMessages.audit;

/** The entries as a table on a wide screen, as cards on a phone (only one of them is rendered). */
export function AuditEntries({ entries }: { entries: readonly AuditEntry[] }) {
  return useWideScreen() ? <AuditTable entries={entries} /> : <AuditCards entries={entries} />;
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-brand-100">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{text.tableLabel}</caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {AUDIT_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2.5 text-start font-bold">
                {text.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100 align-top">
          {entries.map((entry) => {
            const parts = auditEntryParts(entry);
            return (
              <tr key={entry.id}>
                <td className="px-3 py-2.5 whitespace-nowrap">{parts.at}</td>
                <td className="px-3 py-2.5">{parts.actor}</td>
                <td className="px-3 py-2.5">{parts.action}</td>
                <td className="px-3 py-2.5">{parts.object}</td>
                <td className="max-w-xs px-3 py-2.5">{parts.changes}</td>
                <td className="max-w-48 px-3 py-2.5">{parts.origin}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function AuditCards({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ul aria-label={text.tableLabel} className="flex flex-col gap-3">
      {entries.map((entry) => {
        const parts = auditEntryParts(entry);
        return (
          <li key={entry.id}>
            <article aria-label={entry.action} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
              <h2 className="mb-2">{parts.action}</h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                {(['at', 'actor', 'object', 'changes', 'origin'] as const).map((column) => (
                  <div key={column} className="contents">
                    <dt className="font-bold text-muted">{text.columns[column]}</dt>
                    <dd className="min-w-0">{parts[column]}</dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
