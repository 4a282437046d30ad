import { sql, type Kysely } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { ProjectsQuery } from '@athar/contract/projects/projects';
import { searchPlan } from '@athar/contract/search/search-keys';
import type { Database } from '../schema';
import { bySteps, listingMatch, type ListingSearch } from './search-match';

/**
 * Projects with their charity and the totals of their visible campaigns, as one query: the page of
 * ids is chosen first, so the totals (a lateral subquery on campaigns_project) run for its rows only.
 */
function projectQuery(db: Kysely<Database>, page: ReturnType<typeof pageOfIds>) {
  return db
    .selectFrom(page.as('page'))
    .innerJoin('projects as p', 'p.id', 'page.id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('campaigns as c')
          .select([
            sql<number>`coalesce(sum(c.collected), 0)`.as('collected'),
            sql<number>`coalesce(sum(c.collected / c.unit_amount), 0)`.as('units'),
          ])
          .whereRef('c.project_id', '=', 'p.id')
          .where('c.collected', '>=', sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS))
          .as('stats'),
      (join) => join.onTrue(),
    )
    .select([
      'p.id',
      'p.ar_name',
      'p.amount',
      'p.project_description',
      'p.project_image',
      'p.category_id',
      'p.created_at',
      'p.sadaqa_kind',
      'p.zakat_eligible',
      'n.id as ngo_id',
      'n.ar_name as ngo_ar_name',
      'n.ngo_image',
      'stats.collected',
      'stats.units',
      'page.total_projects',
    ]);
}

/** The sort of each `filter`, written over the alias `p` that both the page and the outer query use. */
const projectOrder = {
  desc: sql`p.created_at DESC, p.id DESC`,
  asc: sql`p.created_at ASC, p.id ASC`,
  amount_asc: sql`p.amount ASC, p.id ASC`,
  amount_desc: sql`p.amount DESC, p.id DESC`,
} satisfies Record<ProjectsQuery['filter'], unknown>;

/** Project ids with the count of every match; callers add where, order and paging. */
function pageOfIds(db: Kysely<Database>) {
  return db.selectFrom('projects as p').select(['p.id', sql<number>`count(*) over ()`.as('total_projects')]);
}

export type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectQuery>['executeTakeFirstOrThrow']>>;

export async function findProjectRow(db: Kysely<Database>, projectId: number): Promise<ProjectRow | null> {
  const row = await projectQuery(db, pageOfIds(db).where('p.id', '=', projectId)).executeTakeFirst();
  return row ?? null;
}

export type ListingQuery = Pick<
  ProjectsQuery,
  'ngoid' | 'categoryid' | 'offset' | 'rowscount' | 'filter' | 'search' | 'kind' | 'zakat'
>;

/**
 * A page of projects: all of them, or one category's, or one charity's, narrowed to one kind of
 * sadaqa and to what zakat may go to when asked (docs/decisions/018). A search lists, by the first
 * step that matches at all (docs/decisions/012), the projects matching every word exactly, then by prefix;
 * else with typos; else some of the words; each rank sorted by `filter`.
 */
export async function listProjectRows(db: Kysely<Database>, query: ListingQuery): Promise<ProjectRow[]> {
  if (!query.search) return projectPage(db, query, null);
  return bySteps(
    searchPlan(query.search),
    query.offset,
    (search) => projectPage(db, query, search),
    async (search) => (await projectPage(db, { ...query, offset: 0, rowscount: 1 }, search)).length > 0,
  );
}

function projectPage(db: Kysely<Database>, query: ListingQuery, search: ListingSearch | null) {
  // a retired project is gone from the listings (its own page, by id, still answers for its campaigns)
  let page = pageOfIds(db).where('p.retired_at', 'is', null);
  if (query.ngoid !== undefined) page = page.where('p.ngo_id', '=', query.ngoid);
  if (query.categoryid !== undefined) page = page.where('p.category_id', '=', query.categoryid);
  if (query.kind !== undefined) page = page.where('p.sadaqa_kind', '=', query.kind);
  if (query.zakat === '1') page = page.where('p.zakat_eligible', '=', true);
  const order = projectOrder[query.filter];
  if (search) {
    const { match, rank } = listingMatch(search, sql`p.search_keys`);
    page = page.select(rank.as('rank')).where(match).orderBy(rank);
  } else {
    page = page.select(sql<number>`0`.as('rank'));
  }
  page = page.orderBy(order).limit(query.rowscount).offset(query.offset);
  return projectQuery(db, page)
    .orderBy(sql`page.rank`)
    .orderBy(order)
    .execute();
}

/** The home page's featured projects that are still live, in the operators' order (docs/decisions/043). */
export function featuredProjectRows(db: Kysely<Database>): Promise<ProjectRow[]> {
  const page = pageOfIds(db)
    .innerJoin('home_featured_projects as f', 'f.project_id', 'p.id')
    .where('p.retired_at', 'is', null)
    .select(sql<number>`f.position`.as('rank'))
    .orderBy('f.position');
  return projectQuery(db, page)
    .orderBy(sql`page.rank`)
    .execute();
}

export async function ngoExists(db: Kysely<Database>, ngoId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('ngos').select('id').where('id', '=', ngoId).executeTakeFirst());
}
