import { useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { Spinner } from '../../../components/spinner';
import { donationMessages } from '../../../lib/messages/donation';
import type { CardStage } from '../hooks/use-card-payment';

const text = donationMessages.donation;

/** The spinner and its announced words while the bank's page loads or the payment is saved. */
function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 bg-white p-8 text-center">
      <Spinner className="size-10" />
      <span className="font-bold text-brand-900">{label}</span>
    </div>
  );
}

/** The bank's lightbox in a frame, covered by a loading overlay until the frame has loaded. */
function Lightbox({ url }: { url: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative h-[min(36rem,calc(100dvh-8rem))]">
      <iframe
        src={url}
        title={text.cardFrameTitle}
        onLoad={() => setLoaded(true)}
        className="size-full border-0"
      />
      {!loaded && (
        <div className="absolute inset-0 flex items-center justify-center bg-white">
          <Loading label={text.cardLoading} />
        </div>
      )}
    </div>
  );
}

/**
 * A modal over the donation form (a second native <dialog>, so it sits above the first in the
 * top layer). Escape or the close button cancel only while the bank's page is open; never while
 * a session is being asked for or the result is being saved.
 */
export function CardPaymentOverlay({ stage, onCancel }: { stage: CardStage; onCancel: () => void }) {
  const cancellable = stage.step === 'lightbox';
  return (
    <ModalDialog
      open={stage.step !== 'idle'}
      onClose={onCancel}
      title={text.cardOverlayTitle}
      widthClass="max-w-xl"
      closable={cancellable}
      busy={!cancellable}
      flush
    >
      {stage.step === 'lightbox' && <Lightbox key={stage.url} url={stage.url} />}
      {stage.step === 'opening' && <Loading label={text.cardLoading} />}
      {stage.step === 'saving' && <Loading label={text.cardSaving} />}
    </ModalDialog>
  );
}
