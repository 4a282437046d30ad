import type { Kysely } from 'kysely';
import { arNorm } from '@athar/contract/arabic';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { CampaignDetailsQuery } from '@athar/contract/campaigns/details';
import type { Database } from '../schema';
import { campaignCardQuery, toCampaignCard } from './campaign-cards';

/** A page of visible campaign cards, in the order of `filter`, narrowed by `search`. */
export async function listCampaignCards(
  db: Kysely<Database>,
  query: Pick<CampaignDetailsQuery, 'offset' | 'rowscount' | 'filter' | 'search'>,
  viewerId: number | null,
) {
  let listing = campaignCardQuery(db, viewerId).where('c.collected', '>=', CAMPAIGN_VISIBLE_FROM_PIASTERS);
  const search = query.search ? arNorm(query.search).replace(/[\\%_]/g, (ch) => `\\${ch}`) : '';
  if (search) {
    listing = listing.where((eb) => eb(eb.fn('ar_norm', ['c.title']), 'like', `%${search}%`));
  }
  switch (query.filter) {
    case 'asc':
      listing = listing.orderBy('c.created_at', 'asc').orderBy('c.id', 'asc');
      break;
    case 'collected':
      listing = listing.orderBy('c.collected', 'desc').orderBy('c.id', 'desc');
      break;
    case 'donors':
      listing = listing.orderBy('c.donors_count', 'desc').orderBy('c.id', 'desc');
      break;
    default:
      listing = listing.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  }
  const rows = await listing.limit(query.rowscount).offset(query.offset).execute();
  return rows.map((row) => toCampaignCard(row));
}
