import { sql, type Kysely } from 'kysely';
import { arNorm } from '@athar/contract/arabic';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { CampaignDetailsQuery } from '@athar/contract/campaigns/details';
import type { Database } from '../schema';
import { campaignCardQuery, toCampaignCard } from './campaign-cards';
import { likePattern } from './like-pattern';
import { preparedQuery } from './prepared-query';

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

type ListingQuery = Pick<CampaignDetailsQuery, 'offset' | 'rowscount' | 'filter' | 'search'>;

/**
 * The ids of one page of visible campaigns, chosen on the sort index alone (narrow rows, so deep
 * offsets stay cheap); the visibility threshold is a literal so the partial indexes always apply.
 */
function pageIdsQuery(
  db: Kysely<Database>,
  filter: CampaignDetailsQuery['filter'],
  titlePattern: string | null,
  page: { limit: number; offset: number },
) {
  let ids = db
    .selectFrom('campaigns as c')
    .select('c.id')
    .where('c.collected', '>=', sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS));
  if (titlePattern !== null) ids = ids.where(sql<boolean>`c.title_norm LIKE ${titlePattern}`);
  return ids.orderBy(campaignOrder[filter]).limit(page.limit).offset(page.offset);
}

/** The LIKE pattern of a listing's title search, or null without one. */
function titlePattern(search: string | undefined): string | null {
  const normalised = search ? arNorm(search) : '';
  return normalised ? likePattern(normalised) : null;
}

/** The page of ids of a listing query, on its own (for looking at its plan). */
export function campaignPageIds(db: Kysely<Database>, query: ListingQuery) {
  return pageIdsQuery(db, query.filter, titlePattern(query.search), {
    limit: query.rowscount,
    offset: query.offset,
  });
}

interface ListingShape {
  filter: CampaignDetailsQuery['filter'];
  signedIn: boolean;
  search: boolean;
}

/** The listing's SQL depends only on its sort, on a viewer being known and on a search being given. */
const cardPage = preparedQuery(
  (shape: ListingShape) => `${shape.filter}:${shape.signedIn}:${shape.search}`,
  (db, shape, values: { viewerId: number; titlePattern: string; limit: number; offset: number }) =>
    campaignCardQuery(db, shape.signedIn ? values.viewerId : null)
      .innerJoin(
        pageIdsQuery(db, shape.filter, shape.search ? values.titlePattern : null, values).as('page'),
        'page.id',
        'c.id',
      )
      .orderBy(campaignOrder[shape.filter]),
);

/** A page of visible campaign cards, in the order of `filter`, narrowed by `search`: one SQL query. */
export async function listCampaignCards(db: Kysely<Database>, query: ListingQuery, viewerId: number | null) {
  const pattern = titlePattern(query.search);
  const rows = await cardPage(
    db,
    { filter: query.filter, signedIn: viewerId !== null, search: pattern !== null },
    { viewerId: viewerId ?? 0, titlePattern: pattern ?? '', limit: query.rowscount, offset: query.offset },
  );
  return rows.map((row) => toCampaignCard(row));
}
