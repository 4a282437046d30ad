import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { shareCampaignOf } from '../share-moment';
import { KhatmaSection } from './khatma-section';
import { ShareOnWhatsApp } from './share-on-whatsapp';

/** The khatma with its WhatsApp invitation, as the campaign page shows it (one lazy chunk). */
export function CampaignKhatma({ campaign }: { campaign: CampaignDetails }) {
  return (
    <KhatmaSection
      campaign={campaign}
      share={<ShareOnWhatsApp moment="khatma" campaign={shareCampaignOf(campaign, window.location.origin)} />}
    />
  );
}
