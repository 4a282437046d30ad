import { licenceMessages } from '../../../lib/messages/licence';
import { moderationMessages } from '../../../lib/messages/moderation';

/** Why donating stopped: a moderator's review (docs/decisions/033), or the charity's permit. */
export const pausedText = (underReview: boolean) =>
  underReview ? moderationMessages.paused : licenceMessages.paused;

/** Its id: the paused donate button points to it (aria-describedby) to say why it does nothing. */
export const DONATIONS_PAUSED_REASON_ID = 'donations-paused-reason';

/**
 * Said at the top of a campaign whose charity has no online fundraising permit in force today
 * (Law 149/2019, docs/decisions/018), or whose page a moderator is reviewing (docs/decisions/033): no
 * channel takes a donation until then.
 */
export function DonationsPausedBanner({ underReview = false }: { underReview?: boolean }) {
  const text = pausedText(underReview);
  return (
    <section
      aria-labelledby="donations-paused-title"
      data-testid="donations-paused"
      className="rounded-2xl border-2 border-danger-700/40 bg-danger-50 p-5"
    >
      <h2 id="donations-paused-title" className="text-lg font-bold text-danger-700">
        {text.title}
      </h2>
      <p id={DONATIONS_PAUSED_REASON_ID} className="mt-2 leading-relaxed text-ink">
        {text.reason}
      </p>
      <p className="mt-2 leading-relaxed text-ink">{text.channels}</p>
    </section>
  );
}
