import type { Kysely } from 'kysely';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import { HOME_CAMPAIGN_COUNT } from '@athar/contract/constants';
import { campaignCardQuery } from '../../db/queries/campaign-cards';
import type { ListingQuery } from '../../db/queries/campaign-listing';
import { featuredCampaignIds } from '../../db/queries/home-featured';
import type { Database } from '../../db/schema';
import { toCampaignCard } from './campaign-card';
import { listCampaignCards } from './campaign-listing';

/**
 * The home page's call (the spec's `rowscount=5`, newest first, its first page, no search): the one
 * the operators' featured campaigns lead (docs/decisions/043). Another sort, a page further or a
 * search is the visitor's own choice and lists as before.
 */
export function isHomeCall(query: ListingQuery): boolean {
  return (
    query.rowscount === HOME_CAMPAIGN_COUNT &&
    query.filter === 'desc' &&
    query.offset === 0 &&
    query.after === undefined &&
    !query.search
  );
}

/**
 * The featured campaigns that still qualify, in the operator's order, then today's newest-first cards
 * without them, up to the page's count. None chosen (or none qualifying): today's cards unchanged.
 */
export async function homeCampaignCards(
  db: Kysely<Database>,
  query: ListingQuery,
  viewerId: number | null,
): Promise<CampaignCard[]> {
  const featured = (await featuredCampaignIds(db)).slice(0, query.rowscount);
  if (featured.length === 0) return listCampaignCards(db, query, viewerId);
  const [chosenRows, newest] = await Promise.all([
    campaignCardQuery(db, viewerId).where('c.id', 'in', featured).execute(),
    listCampaignCards(db, { ...query, rowscount: query.rowscount + featured.length }, viewerId),
  ]);
  const byId = new Map(chosenRows.map((row) => [Number(row.id), toCampaignCard(row)]));
  const chosen = featured.flatMap((id) => byId.get(id) ?? []);
  const rest = newest.filter((card) => !featured.includes(card.campaign_id));
  return [...chosen, ...rest].slice(0, query.rowscount);
}
