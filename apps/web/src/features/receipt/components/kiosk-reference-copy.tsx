import { useId } from 'react';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';
import { secondaryButton } from '../../../components/button-classes';
import { receiptMessages } from '../../../lib/messages/receipt';

const text = receiptMessages.receipt.kiosk;

/**
 * The kiosk code, large and selectable, with a copy button whose result is said beside it in a live
 * region that is always there (as the campaign's short link does), so a screen reader announces it.
 */
export function KioskReferenceCopy({ reference }: { reference: string }) {
  const labelId = useId();
  const { copyState, copy } = useCopyToClipboard(reference);

  return (
    <div role="group" aria-labelledby={labelId} className="flex w-full flex-col items-center gap-2">
      <p id={labelId} className="text-sm text-muted">
        {text.codeLabel}
      </p>
      <p
        dir="ltr"
        className="max-w-full rounded-xl bg-white px-4 py-2 font-mono text-3xl font-bold tracking-widest break-all text-brand-900 select-all ring-2 ring-brand-700 sm:text-4xl"
      >
        {reference}
      </p>
      <button
        type="button"
        className={secondaryButton}
        aria-label={text.copyLabel(reference)}
        onClick={() => void copy()}
      >
        {text.copy}
      </button>
      <p role="status" className="min-h-5 text-sm font-bold text-brand-700">
        {copyState === 'copied' ? text.copied : copyState === 'failed' ? text.copyFailed : ''}
      </p>
    </div>
  );
}
