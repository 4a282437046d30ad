import { sql, type Kysely } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { CampaignDetailsQuery } from '@athar/contract/campaigns/details';
import { searchPlan } from '@athar/contract/search/search-keys';
import type { Database } from '../schema';
import { notTakenDown } from './listed-campaign';
import { campaignCardQuery } from './campaign-cards';
import { preparedQuery } from './prepared-query';
import {
  bySteps,
  listingSearch,
  listingSearchKey,
  stepBranches,
  type ListingSearch,
  type MatchValues,
} from './search-match';

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

export type ListingQuery = Pick<CampaignDetailsQuery, 'offset' | 'rowscount' | 'filter' | 'search' | 'after'>;

interface PageBounds {
  limit: number;
  offset: number;
  /** seek: the page starts after this campaign (in the sort's order) and `offset` is not walked */
  after: number | null;
}

/**
 * The ids of one page of visible campaigns, chosen on the sort index alone (narrow rows, so deep
 * offsets stay cheap); the visibility threshold is a literal so the partial indexes always apply.
 * With `after`, the index is entered at the anchor campaign's key (keyset paging, docs/decisions/007):
 * a deep page then costs what the first one does. A search finds its campaigns through their
 * search_keys index instead and ranks them first (exact, prefix, typo; a typed code before all),
 * each rank in the sort's order, read by offset (docs/decisions/012).
 */
function pageIdsQuery(
  db: Kysely<Database>,
  filter: CampaignDetailsQuery['filter'],
  search: ListingSearch | null,
  page: PageBounds,
) {
  if (search !== null) return searchPageIds(db, filter, search, page);
  const sorted = db
    .selectFrom('campaigns as c')
    .where('c.collected', '>=', sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS))
    .where(notTakenDown(sql`c`))
    .select(['c.id', sql<number>`0`.as('rank')]);
  if (page.after === null) return sorted.orderBy(campaignOrder[filter]).limit(page.limit).offset(page.offset);
  return sorted.where(afterAnchor(filter, page.after)).orderBy(campaignOrder[filter]).limit(page.limit);
}

/**
 * The ids of one page of a search step: each rank's branch (a typed code, then every word exact,
 * then by prefix; or with typos; or some words) takes its first `offset + limit` campaigns in the
 * sort's order — a fenced branch reads all its candidates through the search_keys index and sorts
 * them (see Branch) — and the page is cut from their union, rank by rank.
 */
function searchPageIds(
  db: Kysely<Database>,
  filter: CampaignDetailsQuery['filter'],
  search: ListingSearch,
  page: PageBounds,
) {
  const branches = stepBranches(
    search.shape.step,
    search.shape,
    search.values,
    sql`c.search_keys`,
    sql`c.code`,
  ).map(({ match, rank, fenced }) => {
    const candidates = sql`SELECT c.id, ${rank} AS rank, c.created_at, c.collected, c.donors_count
      FROM campaigns c
      WHERE c.collected >= ${sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS)} AND ${notTakenDown(sql`c`)} AND ${match}`;
    const wanted = sql`${page.limit}::integer + ${page.offset}::integer`;
    if (!fenced) return sql`(${candidates} ORDER BY rank, ${campaignOrder[filter]} LIMIT ${wanted})`;
    return sql`(SELECT * FROM (${candidates} OFFSET 0) AS c ORDER BY rank, ${campaignOrder[filter]} LIMIT ${wanted})`;
  });
  return db
    .selectFrom(sql`(${sql.join(branches, sql` UNION ALL `)})`.as('c'))
    .select([sql<number>`c.id`.as('id'), sql<number>`c.rank`.as('rank')])
    .orderBy(sql`c.rank`)
    .orderBy(campaignOrder[filter])
    .limit(page.limit)
    .offset(page.offset);
}

/** The page of ids of a listing query, on its own (for looking at its plan). */
export function campaignPageIds(db: Kysely<Database>, query: ListingQuery) {
  const search = query.search ? listingSearch(searchPlan(query.search), 'near') : null;
  return pageIdsQuery(db, query.filter, search, {
    limit: query.rowscount,
    offset: query.offset,
    after: search ? null : (query.after ?? null),
  });
}

interface ListingShape {
  filter: CampaignDetailsQuery['filter'];
  signedIn: boolean;
  search: ListingSearch | null;
  seek: boolean;
}

type ListingValues = MatchValues & { viewerId: number; limit: number; offset: number; after: number };

/** The listing's SQL depends only on its sort, on a viewer being known, the search's shape and a seek. */
const cardPage = preparedQuery(
  (shape: ListingShape) =>
    `${shape.filter}:${shape.signedIn}:${listingSearchKey(shape.search)}:${shape.seek}`,
  (db, shape, values: ListingValues) => {
    const cards = campaignCardQuery(db, shape.signedIn ? values.viewerId : null).innerJoin(
      pageIdsQuery(db, shape.filter, shape.search && { shape: shape.search.shape, values }, {
        limit: values.limit,
        offset: values.offset,
        after: shape.seek ? values.after : null,
      }).as('page'),
      'page.id',
      'c.id',
    );
    return (shape.search ? cards.orderBy('page.rank') : cards).orderBy(campaignOrder[shape.filter]);
  },
);

/**
 * The card rows of a page of visible campaigns, in the order of `filter`, narrowed by `search`: one SQL query.
 * A seek whose anchor campaign is gone finds nothing; the page is then read by `offset` instead.
 * A search lists, by the first step that matches at all: a typed code and the names matching every
 * word exactly or by prefix; else those matching with typos; else those matching some of the words.
 */
export async function listCampaignCardRows(
  db: Kysely<Database>,
  query: ListingQuery,
  viewerId: number | null,
) {
  const page = (search: ListingSearch | null, seek: boolean) =>
    cardPage(
      db,
      { filter: query.filter, signedIn: viewerId !== null, search, seek },
      {
        ...search?.values,
        viewerId: viewerId ?? 0,
        limit: query.rowscount,
        offset: query.offset,
        after: query.after ?? 0,
      },
    );
  let rows: Awaited<ReturnType<typeof page>> = [];
  if (query.search) {
    rows = await bySteps(
      searchPlan(query.search),
      query.offset,
      (search) => page(search, false),
      async (search) => {
        const first = await searchPageIds(db, 'desc', search, { limit: 1, offset: 0, after: null }).execute();
        return first.length > 0;
      },
    );
  } else {
    if (query.after !== undefined) rows = await page(null, true);
    if (rows.length === 0) rows = await page(null, false);
  }
  return rows;
}
