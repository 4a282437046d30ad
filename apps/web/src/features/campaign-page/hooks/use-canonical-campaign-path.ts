import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { campaignPath } from '../../../lib/entity-paths';

/**
 * Once the campaign is known, the address shows its title with underscores (a short link arrives
 * as /CampaignDonation/<code>/<id>); the navigation state (e.g. just created) is kept.
 */
export function useCanonicalCampaignPath(
  campaign: { campaign_title: string; campaign_id: number } | undefined,
) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!campaign) return;
    const canonical = campaignPath(campaign.campaign_title, campaign.campaign_id);
    if (location.pathname === canonical) return;
    void navigate(
      { pathname: canonical, search: location.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [campaign, location.pathname, location.search, location.hash, location.state, navigate]);
}
