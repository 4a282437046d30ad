import type { Kysely } from 'kysely';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import type { Database } from '../schema';
import type { Piasters } from '@athar/contract/piasters';

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
      'c.unit_amount as project_amount',
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
  collected: Piasters;
  donors_count: number;
  project_amount: Piasters;
  project_ar_name: string;
  ngo_image: string;
  is_favorite: boolean | number;
}
