import { contentLines } from '@athar/contract/about/site-content';
import type { SitePageVersion } from '@athar/contract/operator/site-content';
import { changesWithContext, lineDiff } from '@athar/contract/text-diff';

/** What a version changed from the one before it: the changed lines with one unchanged line around each. */
export function versionChanges(version: SitePageVersion, previous: SitePageVersion | undefined) {
  const lines = lineDiff(previous ? contentLines(previous.content) : [], contentLines(version.content));
  return { lines: changesWithContext(lines), changed: lines.filter((line) => line.kind !== 'same').length };
}
