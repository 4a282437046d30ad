import { useState } from 'react';
import type { ConsoleSitePage, SitePageVersion } from '@athar/contract/operator/site-content';
import { secondaryButton } from '../../../../components/button-classes';
import { FormAlert } from '../../../../components/forms/form-alert';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format-date';
import { operatorContentMessages as text } from '../../../../lib/messages/operator-content';
import { useRestoreSitePage } from '../../api/site-pages';
import { VersionDiff } from '../../../../components/version-diff';
import { versionChanges } from './version-diff';

/** One version: who and when, what it changed from the one before, and «استرجاع» for an older one. */
function VersionCard({
  operatorId,
  page,
  version,
  previous,
}: {
  operatorId: number;
  page: ConsoleSitePage;
  version: SitePageVersion;
  previous: SitePageVersion | undefined;
}) {
  const restore = useRestoreSitePage(operatorId, page.page);
  const [confirming, setConfirming] = useState(false);
  const isCurrent = version.version === page.current_version;
  const changes = versionChanges(version, previous);
  return (
    <article
      aria-label={text.versionTitle(version.version)}
      className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4"
    >
      <h3 className="font-bold text-brand-900">
        {text.versionTitle(version.version)}
        {isCurrent ? ` · ${text.current}` : ''}
      </h3>
      <p className="text-sm text-muted">
        {version.operator_name === null && version.version === 1
          ? text.firstVersion
          : text.byOperator(version.operator_name, formatDateTime(version.created_at))}
        {version.restored_from === null ? '' : ` · ${text.restoredFrom(version.restored_from)}`}
      </p>
      {previous ? (
        <details>
          <summary className="cursor-pointer text-sm font-bold text-brand-700">
            {text.showChanges} ({text.changes(changes.changed)})
          </summary>
          <div className="mt-2">
            <VersionDiff lines={changes.lines} />
          </div>
        </details>
      ) : null}
      {isCurrent ? null : (
        <button
          type="button"
          className={`${secondaryButton} self-start`}
          disabled={restore.isPending}
          onClick={() =>
            confirming
              ? restore.mutate({ base_version: page.current_version, version: version.version })
              : setConfirming(true)
          }
        >
          {confirming ? text.confirmRestore : text.restore}
        </button>
      )}
      <FormAlert kind="error" text={restore.isError ? errorMessage(restore.error) : null} />
    </article>
  );
}

/** The page's versions, newest first. */
export function ContentHistory({ operatorId, page }: { operatorId: number; page: ConsoleSitePage }) {
  if (page.versions.length === 0) return <p className="text-muted">{text.historyEmpty}</p>;
  return (
    <ol aria-label={text.historyLabel} className="flex flex-col gap-3">
      {page.versions.map((version, index) => (
        <li key={version.version}>
          <VersionCard
            operatorId={operatorId}
            page={page}
            version={version}
            previous={page.versions[index + 1]}
          />
        </li>
      ))}
    </ol>
  );
}
