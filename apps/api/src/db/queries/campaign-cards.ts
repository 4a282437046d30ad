import type { Kysely } from 'kysely';
import { piastersToEgp } from '@athar/contract/money';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import type { Database } from '../schema';
import { campaignCardImageUrl, mediaUrl } from '../../lib/media-url';

/**
 * The columns of a campaign card, with the project and charity joined and the viewer's favourite
 * flag, as one query (no N+1). Callers add their own where, order and paging.
 */
export function campaignCardQuery(db: Kysely<Database>, viewerId: number | null) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select((eb) => [
      'c.id',
      'c.title',
      'c.deceased_gender',
      'c.description',
      'c.image',
      'c.collected',
      'c.donors_count',
      'c.created_at',
      'p.amount as project_amount',
      'p.ar_name as project_ar_name',
      'n.ngo_image',
      viewerId === null
        ? eb.lit(false).as('is_favorite')
        : eb
            .exists(
              eb
                .selectFrom('favourites as f')
                .select('f.campaign_id')
                .whereRef('f.campaign_id', '=', 'c.id')
                .where('f.user_id', '=', viewerId),
            )
            .as('is_favorite'),
    ]);
}

export interface CampaignCardRow {
  id: number;
  title: string;
  deceased_gender: DeceasedGender;
  description: string;
  image: string | null;
  collected: number;
  donors_count: number;
  project_amount: number;
  project_ar_name: string;
  ngo_image: string;
  is_favorite: boolean | number;
}

/** A card row in the API's shape (EGP amounts, image URLs). */
export function toCampaignCard(row: CampaignCardRow): CampaignCard {
  return {
    campaign_id: row.id,
    campaign_title: row.title,
    deceased_gender: row.deceased_gender,
    campaign_description: row.description,
    campaign_image: campaignCardImageUrl(row.image),
    campaign_collected: piastersToEgp(row.collected),
    project_amount: piastersToEgp(row.project_amount),
    total_of_donations: row.donors_count,
    units_completed: Math.floor(row.collected / row.project_amount),
    project_ar_name: row.project_ar_name,
    ngo_image: mediaUrl(row.ngo_image),
    isFavorite: Boolean(row.is_favorite),
  };
}
