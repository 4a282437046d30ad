import { Link } from 'react-router';
import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';
import type { CampaignCard as CampaignCardData } from '@athar/contract/campaigns/campaign-card';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { formatEgp } from '@athar/contract/money';
import { campaignPath } from '../lib/entity-paths';
import { imageUrl } from '../lib/image-url';
import { discoveryMessages } from '../lib/messages/discovery';
import { FavouriteToggle } from './favourite-toggle';
import { ProgressBar } from './progress-bar';

interface CampaignCardProps {
  campaign: CampaignCardData;
  /** called after the star changed on the server (e.g. to refresh a favourites list) */
  onFavouriteChange?: (isFavourite: boolean) => void;
  /** the first card a page shows: its picture is often the largest thing on screen, so no lazy loading */
  priority?: boolean;
}

export function campaignImageSrc(path: string): string {
  return path === DEFAULT_CAMPAIGN_IMAGE ? `/${DEFAULT_CAMPAIGN_IMAGE}` : imageUrl(path);
}

/**
 * PRODUCT.md §2 Campaign card: image, project name, NGO logo, title, collected of target in EGP with a
 * progress bar, donor count, units completed and the favourite star. The title links to the page.
 */
export function CampaignCard({ campaign, onFavouriteChange, priority = false }: CampaignCardProps) {
  const text = discoveryMessages.campaignCard;
  const units = campaign.units_completed;
  // past the first unit the bar shows the unit in progress, as the campaign page does
  const inNextUnit = Math.max(0, campaign.campaign_collected - units * campaign.project_amount);
  const href = campaignPath(campaign.campaign_title, campaign.campaign_id);
  return (
    <article className="relative flex h-full min-w-0 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition-shadow focus-within:ring-3 focus-within:ring-focus hover:shadow-md">
      <div className="relative aspect-[4/3] bg-brand-50">
        <img
          src={campaignImageSrc(campaign.campaign_image)}
          alt={text.imageAlt(campaign.campaign_title)}
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="size-full object-cover"
        />
        <FavouriteToggle
          campaignId={campaign.campaign_id}
          title={campaign.campaign_title}
          isFavourite={campaign.isFavorite}
          onChange={onFavouriteChange}
          className="absolute top-3 start-3 z-10"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex items-center gap-2">
          <img
            src={imageUrl(campaign.ngo_image)}
            alt={text.ngoLogoAlt}
            width={32}
            height={32}
            loading="lazy"
            className="size-8 shrink-0 rounded-full bg-white object-contain ring-1 ring-brand-100"
          />
          <p className="line-clamp-2 min-w-0 text-sm font-bold wrap-anywhere text-brand-700">
            {campaign.project_ar_name}
          </p>
        </div>
        <div>
          <h3 className="text-lg leading-snug font-bold wrap-anywhere text-brand-900">
            <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
              {keepCompoundNames(campaign.campaign_title)}
            </Link>
          </h3>
          <p className="text-sm text-muted">{text.mercy(campaign.deceased_gender)}</p>
        </div>
        <div className="mt-auto flex flex-col gap-2">
          <p className="text-sm text-muted">
            <span className="font-bold text-ink">{formatEgp(campaign.campaign_collected)}</span>{' '}
            {units > 0
              ? text.unitPrice(formatEgp(campaign.project_amount))
              : text.ofTarget(formatEgp(campaign.project_amount))}
          </p>
          <ProgressBar
            value={units > 0 ? inNextUnit : campaign.campaign_collected}
            max={campaign.project_amount}
            label={
              units > 0
                ? text.nextUnitLabel(campaign.campaign_title)
                : text.progressLabel(campaign.campaign_title)
            }
          />
          <p className="flex flex-wrap justify-between gap-x-3 gap-y-1 text-sm text-muted">
            <span>{text.donors(campaign.total_of_donations)}</span>
            <span>{text.units(campaign.units_completed)}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
