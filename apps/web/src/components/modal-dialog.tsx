import { useEffect, useId, useRef, type ReactNode } from 'react';
import { messages } from '../lib/messages';
import { CloseIcon } from './icons/close-icon';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** max width utility, e.g. 'max-w-lg' */
  widthClass?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus;
 * a click on the backdrop closes it too.
 */
export function ModalDialog({ open, onClose, title, children, widthClass = 'max-w-lg' }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widthClass} rounded-2xl bg-white p-0 text-start shadow-xl backdrop:bg-black/50`}
    >
      <div className="flex items-center justify-between gap-4 border-b border-brand-100 px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={messages.dialog.close}
          className="rounded-lg p-1.5 text-brand-800 hover:bg-brand-50"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
