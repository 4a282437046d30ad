import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { defaultShareMoment, localDay, PAGE_SHARE_MOMENTS, shareCampaignOf } from '../share-moment';
import { ShareButtons } from './share-buttons';

/**
 * The page's share buttons, with the site's address and today's moment read when they render: in the
 * browser, after the first paint (never on the server, which renders the page's first screen). The
 * moment needs the Hijri date (Intl's Umm al-Qura, share-moment.ts).
 */
export function PageShareButtons({ campaign }: { campaign: CampaignDetails }) {
  return (
    <ShareButtons
      campaign={shareCampaignOf(campaign, window.location.origin)}
      moments={PAGE_SHARE_MOMENTS}
      initialMoment={defaultShareMoment(localDay(new Date()), campaign.death_hijri ?? null)}
    />
  );
}
