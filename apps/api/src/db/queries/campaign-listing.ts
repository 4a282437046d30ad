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

/**
 * Per sort, the row comparison that keeps only the campaigns after the anchor (in the same order).
 * The anchor's key is a scalar subquery, so it is read once and the comparison enters the index.
 */
function afterAnchor(filter: CampaignDetailsQuery['filter'], anchorId: number) {
  const [key, direction] = {
    desc: ['created_at', '<'],
    asc: ['created_at', '>'],
    collected: ['collected', '<'],
    donors: ['donors_count', '<'],
  }[filter];
  return sql<boolean>`(${sql.ref(`c.${key}`)}, c.id) ${sql.raw(direction!)}
    (SELECT ${sql.ref(`a.${key}`)}, a.id FROM campaigns a WHERE a.id = ${anchorId})`;
}

type ListingQuery = Pick<CampaignDetailsQuery, 'offset' | 'rowscount' | 'filter' | 'search' | 'after'>;

interface PageBounds {
  limit: number;
  offset: number;
  /** seek: the page starts after this campaign (in the sort's order) and `offset` is not walked */
  after: number | null;
}

/**
 * The ids of one page of visible campaigns, chosen on the sort index alone (narrow rows, so deep
 * offsets stay cheap); the visibility threshold is a literal so the partial indexes always apply.
 * With `after`, the index is entered at the anchor campaign's key (keyset paging, decision 007):
 * a deep page then costs what the first one does.
 */
function pageIdsQuery(
  db: Kysely<Database>,
  filter: CampaignDetailsQuery['filter'],
  titlePattern: string | null,
  page: PageBounds,
) {
  let ids = db
    .selectFrom('campaigns as c')
    .select('c.id')
    .where('c.collected', '>=', sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS));
  if (titlePattern !== null) ids = ids.where(sql<boolean>`c.title_norm LIKE ${titlePattern}`);
  if (page.after === null) return ids.orderBy(campaignOrder[filter]).limit(page.limit).offset(page.offset);
  return ids.where(afterAnchor(filter, page.after)).orderBy(campaignOrder[filter]).limit(page.limit);
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
    after: query.after ?? null,
  });
}

interface ListingShape {
  filter: CampaignDetailsQuery['filter'];
  signedIn: boolean;
  search: boolean;
  seek: boolean;
}

/** The listing's SQL depends only on its sort, on a viewer being known, a search and a seek being given. */
const cardPage = preparedQuery(
  (shape: ListingShape) => `${shape.filter}:${shape.signedIn}:${shape.search}:${shape.seek}`,
  (
    db,
    shape,
    values: { viewerId: number; titlePattern: string; limit: number; offset: number; after: number },
  ) =>
    campaignCardQuery(db, shape.signedIn ? values.viewerId : null)
      .innerJoin(
        pageIdsQuery(db, shape.filter, shape.search ? values.titlePattern : null, {
          limit: values.limit,
          offset: values.offset,
          after: shape.seek ? values.after : null,
        }).as('page'),
        'page.id',
        'c.id',
      )
      .orderBy(campaignOrder[shape.filter]),
);

/**
 * A page of visible campaign cards, in the order of `filter`, narrowed by `search`: one SQL query.
 * A seek whose anchor campaign is gone finds nothing; the page is then read by `offset` instead.
 */
export async function listCampaignCards(db: Kysely<Database>, query: ListingQuery, viewerId: number | null) {
  const pattern = titlePattern(query.search);
  const shape = { filter: query.filter, signedIn: viewerId !== null, search: pattern !== null };
  const values = {
    viewerId: viewerId ?? 0,
    titlePattern: pattern ?? '',
    limit: query.rowscount,
    offset: query.offset,
    after: query.after ?? 0,
  };
  let rows = query.after === undefined ? [] : await cardPage(db, { ...shape, seek: true }, values);
  if (rows.length === 0) rows = await cardPage(db, { ...shape, seek: false }, values);
  return rows.map((row) => toCampaignCard(row));
}
