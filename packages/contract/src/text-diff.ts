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

/** A piece of a changed line: a word (or the spaces after it) kept, or changed on that side. */
export interface LinePiece {
  text: string;
  changed: boolean;
}

/**
 * A line replaced by another, word by word: each side's pieces, the words only that side holds marked
 * changed — a long paragraph with one word changed shows that word.
 */
export function wordChanges(before: string, after: string): { removed: LinePiece[]; added: LinePiece[] } {
  const words = (text: string) => text.split(/(\s+)/).filter(Boolean);
  const removed: LinePiece[] = [];
  const added: LinePiece[] = [];
  for (const piece of lineDiff(words(before), words(after))) {
    if (piece.kind !== 'added') removed.push({ text: piece.text, changed: piece.kind === 'removed' });
    if (piece.kind !== 'removed') added.push({ text: piece.text, changed: piece.kind === 'added' });
  }
  return { removed, added };
}

/**
 * The removed lines of a change paired with the added lines that follow them (a replaced paragraph),
 * by position in the run: the pieces to show each line with, or null for a line without a partner.
 */
export function pairedPieces(lines: readonly (DiffLine | null)[]): (LinePiece[] | null)[] {
  const pieces: (LinePiece[] | null)[] = lines.map(() => null);
  let at = 0;
  while (at < lines.length) {
    const removedFrom = at;
    while (lines[at]?.kind === 'removed') at++;
    const addedFrom = at;
    while (lines[at]?.kind === 'added') at++;
    const pairs = Math.min(addedFrom - removedFrom, at - addedFrom);
    for (let k = 0; k < pairs; k++) {
      const { removed, added } = wordChanges(lines[removedFrom + k]!.text, lines[addedFrom + k]!.text);
      pieces[removedFrom + k] = removed;
      pieces[addedFrom + k] = added;
    }
    if (at === removedFrom) at++;
  }
  return pieces;
}
