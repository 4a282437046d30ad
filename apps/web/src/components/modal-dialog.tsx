import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import { messages } from '../lib/messages';
import { CloseIcon } from './icons/close-icon';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** max width utility, e.g. 'max-w-lg' */
  widthClass?: string;
  /** false while the dialog must stay open (work in progress): no close button, Escape and backdrop ignored */
  closable?: boolean;
  /** announces work in progress to assistive technology */
  busy?: boolean;
  /** the body without padding, for a frame that fills it */
  flush?: boolean;
  /**
   * a phone's bottom sheet: the full width, resting on the screen's bottom edge, its body scrolling
   * under a title that stays; from `sm` up a centred dialog `max-w-xl` wide (widthClass is not used)
   */
  sheet?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus and restores it; Escape, the close button
 * and a click on the backdrop ask the owner to close it (`onClose`), unless it is not closable.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  widthClass = 'max-w-lg',
  closable = true,
  busy = false,
  flush = false,
  sheet = false,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const requestClose = () => {
    if (closable) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      // the browser may still close it on its own (repeated Escape): keep the owner's state in step
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
      className={cx(
        'overflow-hidden bg-white p-0 text-start shadow-xl backdrop:bg-black/50',
        sheet
          ? 'mx-0 mt-auto mb-0 max-h-[calc(100dvh-1.5rem)] w-full max-w-full flex-col rounded-t-2xl open:flex sm:m-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-xl sm:rounded-2xl'
          : `m-auto w-[calc(100%-2rem)] ${widthClass} rounded-2xl`,
      )}
    >
      <div className="flex shrink-0 items-center justify-between gap-4 border-b border-brand-100 px-5 py-4">
        <h2 id={titleId} className="min-w-0 text-lg font-bold wrap-anywhere text-brand-900">
          {title}
        </h2>
        {closable && (
          <button
            type="button"
            onClick={onClose}
            aria-label={messages.dialog.close}
            className="rounded-lg p-1.5 text-brand-800 hover:bg-brand-50"
          >
            <CloseIcon className="size-5" />
          </button>
        )}
      </div>
      <div className={cx(!flush && 'px-5 py-4', sheet && 'min-h-0 overflow-y-auto overscroll-contain')}>
        {children}
      </div>
    </dialog>
  );
}
