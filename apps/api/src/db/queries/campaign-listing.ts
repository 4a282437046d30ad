import { sql, type Kysely } from 'kysely';
import { arNorm } from '@athar/contract/arabic';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { CampaignDetailsQuery } from '@athar/contract/campaigns/details';
import type { Database } from '../schema';
import { campaignCardQuery, toCampaignCard } from './campaign-cards';
import { likePattern } from './like-pattern';

/**
 * Each sort matches one partial index of migration 001 (campaigns_visible_created / _collected /
 * _donors), written over the alias `c` that both the page of ids and the card query use.
 */
const campaignOrder = {
  desc: sql`c.created_at DESC, c.id DESC`,
  asc: sql`c.created_at ASC, c.id ASC`,
  collected: sql`c.collected DESC, c.id DESC`,
  donors: sql`c.donors_count DESC, c.id DESC`,
} satisfies Record<CampaignDetailsQuery['filter'], unknown>;

/**
 * The ids of one page of visible campaigns, chosen on the sort index alone (narrow rows, so deep
 * offsets stay cheap); the visibility threshold is a literal so the partial indexes always apply.
 */
export function campaignPageIds(
  db: Kysely<Database>,
  query: Pick<CampaignDetailsQuery, 'offset' | 'rowscount' | 'filter' | 'search'>,
) {
  let page = db
    .selectFrom('campaigns as c')
    .select('c.id')
    .where('c.collected', '>=', sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS));
  const search = query.search ? arNorm(query.search) : '';
  if (search) page = page.where(sql<boolean>`ar_norm(c.title) LIKE ${likePattern(search)}`);
  return page.orderBy(campaignOrder[query.filter]).limit(query.rowscount).offset(query.offset);
}

/** A page of visible campaign cards, in the order of `filter`, narrowed by `search`: one SQL query. */
export async function listCampaignCards(
  db: Kysely<Database>,
  query: Pick<CampaignDetailsQuery, 'offset' | 'rowscount' | 'filter' | 'search'>,
  viewerId: number | null,
) {
  const rows = await campaignCardQuery(db, viewerId)
    .innerJoin(campaignPageIds(db, query).as('page'), 'page.id', 'c.id')
    .orderBy(campaignOrder[query.filter])
    .execute();
  return rows.map((row) => toCampaignCard(row));
}
