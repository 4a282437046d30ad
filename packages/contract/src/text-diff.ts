/** One line of a diff: kept, added in the newer text, or removed from the older one. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Beyond this many lines on both sides, the diff says "all removed, all added" (a cell table of 4M). */
const MAX_CELLS = 4_000_000;

/**
 * The lines of `before` and `after` as a line diff over their longest common subsequence: what a
 * reader needs to see of a page's new version (docs/decisions/040). Removed lines come before the
 * added ones that replace them.
 */
export function lineDiff(before: readonly string[], after: readonly string[]): DiffLine[] {
  const n = before.length;
  const m = after.length;
  if (n * m > MAX_CELLS) {
    return [
      ...before.map((text) => ({ kind: 'removed' as const, text })),
      ...after.map((text) => ({ kind: 'added' as const, text })),
    ];
  }
  // common[i][j]: the longest common subsequence of before[i..] and after[j..]
  const common = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      common[i]![j] =
        before[i] === after[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      lines.push({ kind: 'same', text: before[i]! });
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) lines.push({ kind: 'removed', text: before[i++]! });
    else lines.push({ kind: 'added', text: after[j++]! });
  }
  while (i < n) lines.push({ kind: 'removed', text: before[i++]! });
  while (j < m) lines.push({ kind: 'added', text: after[j++]! });
  return lines;
}

/** Only the changes, with `context` unchanged lines around each; null stands for the lines left out. */
export function changesWithContext(lines: readonly DiffLine[], context = 1): (DiffLine | null)[] {
  const near = lines.map((line, index) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((other) => other.kind !== 'same'),
  );
  const out: (DiffLine | null)[] = [];
  lines.forEach((line, index) => {
    if (near[index]) out.push(line);
    else if (out.at(-1) !== null) out.push(null);
  });
  return out;
}
