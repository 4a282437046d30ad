import { pairedPieces, type DiffLine, type LinePiece } from '@athar/contract/text-diff';
import { cx } from '../lib/cx';
import { versionDiffMessages as diffText } from '../lib/messages/version-diff';

/** A replaced line's words: those only this side holds struck out (removed) or underlined (added). */
function Pieces({ pieces, kind }: { pieces: LinePiece[]; kind: 'added' | 'removed' }) {
  const Mark = kind === 'added' ? 'ins' : 'del';
  return pieces.map((piece, index) =>
    piece.changed ? (
      <Mark
        key={index}
        className={cx('rounded px-0.5 font-bold', kind === 'added' ? 'bg-brand-100' : 'bg-white')}
      >
        {piece.text}
      </Mark>
    ) : (
      <span key={index}>{piece.text}</span>
    ),
  );
}

/**
 * The changed lines, each marked added or removed in words as well as colour; a paragraph replaced by
 * another shows, word by word, what changed in it.
 */
export function VersionDiff({ lines }: { lines: readonly (DiffLine | null)[] }) {
  const pieces = pairedPieces(lines);
  return (
    <ol className="flex flex-col gap-1 text-sm leading-relaxed">
      {lines.map((line, index) => {
        if (line === null)
          return (
            <li key={index} aria-hidden="true" className="text-muted">
              {diffText.skipped}
            </li>
          );
        const words = pieces[index];
        return (
          <li
            key={index}
            className={cx(
              'whitespace-pre-line rounded-lg px-3 py-1',
              line.kind === 'added' && 'bg-brand-50 text-brand-900',
              line.kind === 'removed' && 'bg-danger-50 text-danger-700',
              line.kind === 'same' && 'text-muted',
            )}
          >
            {line.kind === 'same' ? null : (
              <span className="font-bold">{line.kind === 'added' ? diffText.added : diffText.removed}: </span>
            )}
            {line.kind === 'same' ? (
              line.text
            ) : words ? (
              <Pieces pieces={words} kind={line.kind} />
            ) : line.kind === 'removed' ? (
              <del>{line.text}</del>
            ) : (
              <ins className="no-underline">{line.text}</ins>
            )}
          </li>
        );
      })}
    </ol>
  );
}
