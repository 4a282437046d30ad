import type { KhatmaPart } from '@athar/contract/remembrance/khatma';
import { cx } from '../../../lib/cx';
import { khatmaMessages } from '../../../lib/messages/khatma';

const text = khatmaMessages.grid;

function cellLabel(part: KhatmaPart, mine: boolean): string {
  const state = text.states[part.state];
  if (mine) return text.cellMine(part.juz, state);
  if (part.reader_name) return text.cellNamed(part.juz, state, part.reader_name);
  return text.cell(part.juz, state);
}

/**
 * The 30 ajza' as buttons, five to a row on a phone: a free one opens the reservation, a reserved or
 * read one stays focusable (aria-disabled) so its state is read out, and does nothing.
 */
export function KhatmaGrid({
  parts,
  mine,
  disabled,
  onReserve,
}: {
  parts: KhatmaPart[];
  /** the ajza' of this viewer (their browser's secrets or their account) */
  mine: ReadonlySet<number>;
  /** a finished khatma: nothing is free */
  disabled: boolean;
  onReserve: (juz: number) => void;
}) {
  return (
    <div>
      <p id="khatma-grid-legend" className="mb-2 text-sm text-muted">
        {disabled ? text.legendFinished : text.legend}
      </p>
      <ul
        aria-label={text.label}
        aria-describedby="khatma-grid-legend"
        className="grid grid-cols-5 gap-2 sm:grid-cols-6 md:grid-cols-10"
      >
        {parts.map((part) => {
          const free = part.state === 'free' && !disabled;
          const isMine = mine.has(part.juz);
          return (
            <li key={part.juz}>
              <button
                type="button"
                aria-label={cellLabel(part, isMine)}
                aria-disabled={free ? undefined : true}
                onClick={free ? () => onReserve(part.juz) : undefined}
                data-state={part.state}
                data-juz={part.juz}
                className={cx(
                  'flex min-h-14 w-full flex-col items-center justify-center rounded-xl border-2 px-1 py-1.5 text-center',
                  part.state === 'free' &&
                    'border-brand-200 bg-white text-brand-900 hover:border-brand-700 hover:bg-brand-50',
                  part.state === 'reserved' && 'cursor-default border-sand-300 bg-sand-100 text-ink',
                  part.state === 'read' && 'cursor-default border-brand-700 bg-brand-700 text-white',
                  isMine && 'ring-2 ring-sand-400 ring-offset-1',
                )}
              >
                <span aria-hidden="true" className="text-lg leading-none font-bold">
                  {part.juz}
                </span>
                <span aria-hidden="true" className="mt-1 text-xs leading-none">
                  {isMine && part.state === 'reserved' ? text.mine : text.states[part.state]}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
