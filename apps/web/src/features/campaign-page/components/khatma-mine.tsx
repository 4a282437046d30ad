import { secondaryButton } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { cx } from '../../../lib/cx';
import { khatmaMessages } from '../../../lib/messages/khatma';
import type { KhatmaPart } from '@athar/contract/remembrance/khatma';

const text = khatmaMessages.mine;

/** «أجزائي»: the viewer's reserved ajza', each with its «قرأته» until it is read. */
export function KhatmaMine({
  parts,
  markingJuz,
  onMarkRead,
}: {
  parts: KhatmaPart[];
  /** the juz being marked read now, if any */
  markingJuz: number | null;
  onMarkRead: (juz: number) => void;
}) {
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="khatma-mine-title" className="rounded-xl bg-sand-50 p-4">
      <h3 id="khatma-mine-title" className="font-bold text-brand-900">
        {text.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{text.lead}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {parts.map((part) => {
          const busy = markingJuz === part.juz;
          return (
            <li
              key={part.juz}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white px-3 py-2"
            >
              <span className="font-bold text-brand-900">{khatmaMessages.grid.juz(part.juz)}</span>
              {part.state === 'read' ? (
                <span className="text-sm font-bold text-success-700">{text.read}</span>
              ) : (
                <span className="flex items-center gap-3">
                  <span className="text-sm text-muted">{text.reserved}</span>
                  <button
                    type="button"
                    onClick={() => onMarkRead(part.juz)}
                    disabled={markingJuz !== null}
                    aria-busy={busy || undefined}
                    aria-label={text.markReadLabel(part.juz)}
                    className={cx(secondaryButton, 'px-4 py-1.5')}
                  >
                    {busy && <Spinner className="size-4" />}
                    {busy ? text.marking : text.markRead}
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
