import { DeliveryUpdateCard } from '../../../components/delivery-update-card';
import { secondaryButton } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { deliveryMessages } from '../../../lib/messages/delivery';
import { useCampaignUpdates } from '../api/get-campaign-updates';

const text = deliveryMessages.timeline;

/**
 * «ماذا صنع تبرعكم»: what the charity posted about the project of this campaign, newest first. Nothing
 * at all is shown while there is nothing to show (no updates yet, still loading, or a failed load).
 */
export function DeliveryTimeline({ campaignId }: { campaignId: number }) {
  const updates = useCampaignUpdates(campaignId);
  const items = updates.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="delivery-timeline-title" className="mb-6 flex flex-col gap-4">
      <div>
        <h2 id="delivery-timeline-title" className="text-2xl font-bold text-brand-900">
          {text.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.lead}</p>
      </div>
      <ol aria-label={text.listLabel} className="flex flex-col gap-4 border-s-2 border-brand-100 ps-4">
        {items.map((update) => (
          <li key={update.id}>
            <DeliveryUpdateCard update={update} />
          </li>
        ))}
      </ol>
      {updates.hasNextPage ? (
        <button
          type="button"
          onClick={() => void updates.fetchNextPage()}
          disabled={updates.isFetchingNextPage}
          aria-busy={updates.isFetchingNextPage}
          className={`${secondaryButton} self-center`}
        >
          {updates.isFetchingNextPage ? <Spinner className="size-5" /> : null}
          {updates.isFetchingNextPage ? text.loadingMore : text.loadMore}
        </button>
      ) : null}
    </section>
  );
}
