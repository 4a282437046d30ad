import { useState } from 'react';
import type {
  ProjectTextHistory as ProjectTextsPage,
  ProjectTextVersion,
} from '@athar/contract/projects/text-history';
import { errorMessage } from '../lib/api-error';
import { formatEgp } from '@athar/contract/money';
import { changesWithContext, lineDiff } from '@athar/contract/text-diff';
import { formatDateTime } from '../lib/format-date';
import { projectTextHistoryMessages as text } from '../lib/messages/project-text-history';
import { secondaryButton } from './button-classes';
import { FormAlert } from './forms/form-alert';
import { LoadMoreButton } from './load-more-button';
import { VersionDiff } from './version-diff';

type Field = Exclude<keyof typeof text.fields, 'description'>;

const shown: Record<Field, (version: ProjectTextVersion) => string> = {
  name: (version) => version.ar_name,
  price: (version) => formatEgp(version.project_amount),
  category: (version) => version.category_ar_name,
  kind: (version) => text.kind(version.sadaqa_kind),
  zakat: (version) => text.zakat(version.zakat_eligible),
};

/** What a version changed from the one before it: each short field before → after, the description's lines. */
export function projectTextChanges(version: ProjectTextVersion, previous: ProjectTextVersion) {
  const fields = (Object.keys(shown) as Field[])
    .map((field) => ({ field, before: shown[field](previous), after: shown[field](version) }))
    .filter((change) => change.before !== change.after);
  const lines = lineDiff(previous.project_description.split('\n'), version.project_description.split('\n'));
  const described = lines.some((line) => line.kind !== 'same');
  return {
    fields,
    description: described ? changesWithContext(lines) : [],
    count: fields.length + (described ? 1 : 0),
  };
}

function Changes({ version, previous }: { version: ProjectTextVersion; previous: ProjectTextVersion }) {
  const changes = projectTextChanges(version, previous);
  return (
    <details>
      <summary className="cursor-pointer text-sm font-bold text-brand-700">
        {text.showChanges} ({text.changes(changes.count)})
      </summary>
      <dl className="mt-2 flex flex-col gap-2 text-sm">
        {changes.fields.map((change) => (
          <div key={change.field} className="flex flex-col gap-1">
            <dt className="font-bold text-brand-900">{text.fields[change.field]}</dt>
            <dd className="rounded-lg bg-danger-50 px-3 py-1 text-danger-700">
              <span className="font-bold">{text.before}: </span>
              <del>{change.before}</del>
            </dd>
            <dd className="rounded-lg bg-brand-50 px-3 py-1 text-brand-900">
              <span className="font-bold">{text.after}: </span>
              <ins className="no-underline">{change.after}</ins>
            </dd>
          </div>
        ))}
        {changes.description.length > 0 ? (
          <div className="flex flex-col gap-1">
            <dt className="font-bold text-brand-900">{text.fields.description}</dt>
            <dd>
              <VersionDiff lines={changes.description} />
            </dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}

export interface RestoreAction {
  /** why no version may be restored now (an open revision, a retired project), or null */
  blocked: string | null;
  label: string;
  confirm: string;
  pending: boolean;
  error: string | null;
  restoringId: number | null;
  onRestore: (versionId: number) => void;
}

function VersionCard({
  version,
  previous,
  current,
  restore,
}: {
  version: ProjectTextVersion;
  previous: ProjectTextVersion | undefined;
  current: boolean;
  restore: RestoreAction;
}) {
  const [confirming, setConfirming] = useState(false);
  const title = text.versionTitle(version.number);
  return (
    <article
      aria-label={title}
      className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4"
    >
      <h2 className="font-bold text-brand-900">
        {title}
        {current ? ` · ${text.current}` : ''}
      </h2>
      <p className="text-lg font-bold text-brand-900">{version.ar_name}</p>
      <p className="text-sm text-muted">
        {[
          version.written_by_name === null ? null : text.writtenBy(version.written_by_name),
          version.approved_by_name === null
            ? text.firstText
            : text.approvedBy(version.approved_by_name, formatDateTime(version.approved_at)),
          version.restored_from_number === null ? null : text.restoredFrom(version.restored_from_number),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {previous ? <Changes version={version} previous={previous} /> : null}
      {current || restore.blocked !== null ? null : (
        <button
          type="button"
          className={`${secondaryButton} self-start`}
          disabled={restore.pending}
          onClick={() => (confirming ? restore.onRestore(version.version_id) : setConfirming(true))}
        >
          {confirming ? restore.confirm : restore.label}
        </button>
      )}
      <FormAlert kind="error" text={restore.restoringId === version.version_id ? restore.error : null} />
    </article>
  );
}

/**
 * A project's approved texts, newest first (docs/decisions/049): who wrote and approved each, what it
 * changed from the one before, and a restore of an older one; keyset pages as the list grows.
 */
export function ProjectTextHistory({
  versions,
  older,
  currentId,
  restore,
  more,
}: {
  versions: readonly ProjectTextVersion[];
  older: ProjectTextVersion | null;
  currentId: number | null;
  restore: RestoreAction;
  more: { has: boolean; loading: boolean; load: () => void };
}) {
  if (versions.length === 0) return <p className="text-muted">{text.empty}</p>;
  return (
    <>
      {restore.blocked === null ? null : <p className="text-sm text-muted">{restore.blocked}</p>}
      <ol aria-label={text.listLabel} className="flex flex-col gap-3">
        {versions.map((version, index) => (
          <li key={version.version_id}>
            <VersionCard
              version={version}
              previous={versions[index + 1] ?? older ?? undefined}
              current={version.version_id === currentId}
              restore={restore}
            />
          </li>
        ))}
      </ol>
      {more.has ? (
        <LoadMoreButton onClick={more.load} loading={more.loading} label={text.more} spacing="section" />
      ) : null}
    </>
  );
}

/**
 * The history from a console's paged query and its restore call (both consoles): the versions of every
 * page loaded, the one before the oldest, and the restore's state; each page passes its own words.
 */
export function ProjectTextHistoryOf({
  texts,
  restore,
  words,
}: {
  texts: {
    data?: { pages: readonly ProjectTextsPage[] } | undefined;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  restore: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    variables?: number | undefined;
    mutate: (versionId: number) => void;
  };
  words: Pick<RestoreAction, 'blocked' | 'label' | 'confirm'>;
}) {
  const pages = texts.data?.pages ?? [];
  return (
    <ProjectTextHistory
      versions={pages.flatMap((page) => page.versions)}
      older={pages.at(-1)?.older ?? null}
      currentId={pages[0]?.current_version_id ?? null}
      restore={{
        ...words,
        pending: restore.isPending,
        error: restore.isError ? errorMessage(restore.error) : null,
        restoringId: restore.variables ?? null,
        onRestore: (version) => restore.mutate(version),
      }}
      more={{
        has: texts.hasNextPage,
        loading: texts.isFetchingNextPage,
        load: () => void texts.fetchNextPage(),
      }}
    />
  );
}
