import type { CharityAuditEntry } from '@athar/contract/charity/audit';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format-date';
import { charityAuditMessages as text } from '../../../lib/messages/charity-audit';
import { useCharityAudit, type AuditPage } from '../api/charity-audit';
import { PagedRecords } from './paged-records';

function actorText(entry: CharityAuditEntry): string {
  if (entry.actor_kind === 'staff') return text.actor.staff(entry.actor_id);
  if (entry.actor_kind === 'anonymous') return text.actor.anonymous(entry.actor_label);
  return text.actor[entry.actor_kind];
}

const valueText = (value: unknown) =>
  value === null || value === undefined ? text.none : (text.values[String(value)] ?? String(value));

/** The fields changed that read as words (a filter kept with an export does not). */
function changeLines(entry: CharityAuditEntry): string[] {
  return Object.entries(entry.changes ?? {})
    .filter(([field]) => field in text.fields)
    .map(([field, [before, after]]) =>
      text.changed(text.fields[field]!, valueText(before), valueText(after)),
    );
}

function AuditEntryCard({ entry }: { entry: CharityAuditEntry }) {
  const objectName = entry.object_kind ? text.objects[entry.object_kind] : undefined;
  return (
    <article className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm">
      <h3 className="font-bold text-brand-900">{text.actions[entry.action] ?? text.otherAction}</h3>
      <p className="wrap-anywhere text-sm">{actorText(entry)}</p>
      {objectName && entry.object_id ? (
        <p className="wrap-anywhere text-sm">
          {objectName}{' '}
          <bdi dir="ltr" className="wrap-anywhere">
            {entry.object_id}
          </bdi>
        </p>
      ) : null}
      {changeLines(entry).map((line) => (
        <p key={line} className="wrap-anywhere text-sm">
          {line}
        </p>
      ))}
      <p className="text-sm text-muted">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
    </article>
  );
}

/** /charity/activity: the charity's slice of the audit log, newest first, a page at a time. */
export function CharityAuditPage() {
  const audit = useCharityAudit();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      <PagedRecords<CharityAuditEntry, AuditPage>
        query={audit}
        totals={() => null}
        renderItem={(entry) => <AuditEntryCard entry={entry} />}
        itemKey={(entry) => entry.id}
        listLabel={text.listLabel}
        empty={{ title: text.emptyTitle, text: text.emptyText }}
        moreLabel={text.more}
      />
    </section>
  );
}
