import { contentLines } from '@athar/contract/about/site-content';
import type { SitePageVersion } from '@athar/contract/operator/site-content';
import { changesWithContext, lineDiff } from '@athar/contract/text-diff';
import { cx } from '../../../../lib/cx';
import { operatorContentMessages as text } from '../../../../lib/messages/operator-content';

/** What a version changed from the one before it: the changed lines with one unchanged line around each. */
export function versionChanges(version: SitePageVersion, previous: SitePageVersion | undefined) {
  const lines = lineDiff(previous ? contentLines(previous.content) : [], contentLines(version.content));
  return { lines: changesWithContext(lines), changed: lines.filter((line) => line.kind !== 'same').length };
}

/** The changed lines, each marked added or removed in words as well as colour. */
export function VersionDiff({ lines }: { lines: ReturnType<typeof versionChanges>['lines'] }) {
  return (
    <ol className="flex flex-col gap-1 text-sm leading-relaxed">
      {lines.map((line, index) =>
        line === null ? (
          <li key={index} aria-hidden="true" className="text-muted">
            {text.skipped}
          </li>
        ) : (
          <li
            key={index}
            className={cx(
              'whitespace-pre-line rounded-lg px-3 py-1',
              line.kind === 'added' && 'bg-brand-50 text-brand-900',
              line.kind === 'removed' && 'bg-danger-50 text-danger-700 line-through',
              line.kind === 'same' && 'text-muted',
            )}
          >
            {line.kind === 'same' ? null : (
              <span className="font-bold no-underline">
                {line.kind === 'added' ? text.added : text.removed}:{' '}
              </span>
            )}
            {line.text}
          </li>
        ),
      )}
    </ol>
  );
}
