import { useState } from 'react';
import type { PublicDua } from '@athar/contract/remembrance/duas';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { ModalDialog } from '../../../components/modal-dialog';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { duaWallMessages } from '../../../lib/messages/duas';
import { useReportDua } from '../api/report-dua';

const text = duaWallMessages;

/** The name under a dua: the writer's, or a neutral «زائر». */
export const duaAuthor = (dua: Pick<PublicDua, 'author_name'>) => dua.author_name ?? text.guestName;

/** The words as written, in their own direction (a line in Latin letters stays readable), and who and when. */
export function DuaText({ dua }: { dua: PublicDua }) {
  return (
    <>
      <p dir="auto" className="whitespace-pre-line break-words text-start leading-relaxed text-ink">
        {dua.body}
      </p>
      <p className="text-sm text-muted">
        <bdi className="font-bold text-brand-900">{duaAuthor(dua)}</bdi>
        {' · '}
        <time dateTime={dua.created_at}>{formatDate(dua.created_at)}</time>
      </p>
    </>
  );
}

/**
 * One shown dua with its report button; the report is confirmed first, then said done (aria-live).
 * The family also sees a button that hides the dua from the page.
 */
export function DuaWallItem({ dua, onHide }: { dua: PublicDua; onHide?: (() => void) | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const [confirmingHide, setConfirmingHide] = useState(false);
  const report = useReportDua();
  const author = duaAuthor(dua);

  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4">
      <DuaText dua={dua} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p aria-live="polite" className="me-auto text-sm font-bold text-success-700">
          {report.isSuccess ? text.report.done : ''}
        </p>
        {onHide && (
          <button
            type="button"
            onClick={() => setConfirmingHide(true)}
            aria-label={text.family.hideLabel(author)}
            className="text-sm font-bold text-brand-700 underline underline-offset-4"
          >
            {text.family.hideShown}
          </button>
        )}
        {!report.isSuccess && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={text.report.label(author)}
            className="text-sm text-muted underline underline-offset-4 hover:text-danger-700"
          >
            {text.report.button}
          </button>
        )}
      </div>
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={text.report.confirmTitle}
        closable={!report.isPending}
        busy={report.isPending}
      >
        <p className="leading-relaxed">{text.report.confirmText}</p>
        {report.isError && (
          <p role="alert" className="mt-3 font-bold text-danger-700">
            {errorMessage(report.error)}
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="button"
            className={primaryButton}
            disabled={report.isPending}
            onClick={() => report.mutate(dua.id, { onSuccess: () => setConfirming(false) })}
          >
            {report.isPending ? text.report.sending : text.report.confirm}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={report.isPending}
            onClick={() => setConfirming(false)}
          >
            {text.report.cancel}
          </button>
        </div>
      </ModalDialog>
      {onHide && (
        <ModalDialog
          open={confirmingHide}
          onClose={() => setConfirmingHide(false)}
          title={text.family.hideTitle}
        >
          <p className="leading-relaxed">{text.family.hideText}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <button
              type="button"
              className={primaryButton}
              onClick={() => {
                setConfirmingHide(false);
                onHide();
              }}
            >
              {text.family.hideConfirm}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setConfirmingHide(false)}>
              {text.report.cancel}
            </button>
          </div>
        </ModalDialog>
      )}
    </article>
  );
}
