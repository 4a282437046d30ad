import { DeliveryUpdateCard } from '../../../components/delivery-update-card';
import { deliveryMessages } from '../../../lib/messages/delivery';
import { useCampaignUpdates } from '../api/get-campaign-updates';
import { ReportUpdateButton } from './report-update-button';
import { UpdatesSection } from './updates-section';

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
    <UpdatesSection id="delivery-timeline-title" text={text} pages={updates}>
      <ol aria-label={text.listLabel} className="flex flex-col gap-4 border-s-2 border-brand-100 ps-4">
        {items.map((update) => (
          <li key={update.id}>
            <DeliveryUpdateCard
              update={update}
              footer={
                // a project-wide update is every campaign's, not this page's to report (migration 052)
                update.project_wide ? null : (
                  <ReportUpdateButton
                    campaignId={campaignId}
                    update={{ kind: 'delivery_update', id: update.id, created_at: update.created_at }}
                  />
                )
              }
            />
          </li>
        ))}
      </ol>
    </UpdatesSection>
  );
}
