import { DONATIONS_PAUSED_REASON_ID, pausedText } from './donations-paused-banner';

/**
 * The donate button while donations are paused (docs/decisions/018): still in the tab order, so a keyboard or
 * screen-reader user meets it and hears why it does nothing (aria-disabled, described by the banner's
 * reason), but it opens no form.
 */
export function PausedDonateButton({ underReview = false }: { underReview?: boolean }) {
  const text = pausedText(underReview);
  return (
    <>
      <p className="mb-4 font-bold text-danger-700">{text.lead}</p>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={DONATIONS_PAUSED_REASON_ID}
        className="inline-flex w-full cursor-not-allowed items-center justify-center gap-2 rounded-xl border-2 border-dashed border-sand-300 bg-sand-100 px-5 py-2.5 text-lg font-bold text-muted"
      >
        {text.donate}
      </button>
    </>
  );
}
