import { sql, type Kysely } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { NgoDetailsQuery } from '@athar/contract/ngos/details';
import { searchPlan } from '@athar/contract/search/search-keys';
import type { Database } from '../schema';
import { ngoListed } from './ngo-listed';
import { permitInForceColumn } from './permit-in-force';
import { bySteps, listingMatch, type ListingSearch } from './search-match';

function ngoBase(db: Kysely<Database>) {
  return db
    .selectFrom('ngos as n')
    .select((eb) => [
      'n.id',
      'n.ar_name',
      'n.ngo_image',
      'n.ngo_description',
      eb
        .selectFrom('projects as p')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('p.ngo_id', '=', 'n.id')
        .where('p.retired_at', 'is', null)
        .as('total_projects'),
    ]);
}

/**
 * A page of charities with their project counts; `total_ngos` counts every match (for paging). A
 * search lists, by the first step that matches at all (docs/decisions/012), the charities matching every
 * word exactly, then by prefix; else with typos; else some of the words; each rank sorted by `filter`.
 */
export async function listNgoRows(
  db: Kysely<Database>,
  query: Pick<NgoDetailsQuery, 'offset' | 'rowscount' | 'filter' | 'search'>,
) {
  if (!query.search) return ngoPage(db, query, null);
  return bySteps(
    searchPlan(query.search),
    query.offset,
    (search) => ngoPage(db, query, search),
    async (search) => (await ngoPage(db, { ...query, offset: 0, rowscount: 1 }, search)).length > 0,
  );
}

function ngoPage(
  db: Kysely<Database>,
  query: Pick<NgoDetailsQuery, 'offset' | 'rowscount' | 'filter'>,
  search: ListingSearch | null,
) {
  let listing = ngoBase(db)
    .select(sql<number>`count(*) over ()`.as('total_ngos'))
    .where(ngoListed(sql.ref('n.id')));
  if (search) {
    const { match, rank } = listingMatch(search, sql`n.search_keys`);
    listing = listing.where(match).orderBy(rank);
  }
  switch (query.filter) {
    case 'asc':
      listing = listing.orderBy('n.created_at', 'asc').orderBy('n.id', 'asc');
      break;
    case 'name':
      listing = listing.orderBy('n.ar_name', 'asc').orderBy('n.id', 'asc');
      break;
    default:
      listing = listing.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc');
  }
  return listing.limit(query.rowscount).offset(query.offset).execute();
}

/**
 * One charity, with the sums over its visible campaigns (stored confirmed totals), in piasters, and
 * its licence with the permit in force on `day` (a Cairo day, `YYYY-MM-DD`).
 */
export async function findNgoRow(db: Kysely<Database>, ngoId: number, day: string) {
  const row = await ngoBase(db)
    .select(() => [
      sql<number>`1`.as('total_ngos'),
      sql<number>`coalesce(stats.collected, 0)`.as('collected'),
      sql<number>`coalesce(stats.units, 0)`.as('units'),
      permitInForceColumn(sql.ref('n.id'), day).as('permit'),
    ])
    .select(['n.legal_name', 'n.registration_number'])
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('campaigns as c')
          .innerJoin('projects as p', 'p.id', 'c.project_id')
          .select([
            sql<number>`sum(c.collected)`.as('collected'),
            sql<number>`sum(c.collected / c.unit_amount)`.as('units'),
          ])
          .whereRef('p.ngo_id', '=', 'n.id')
          .where('c.collected', '>=', sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS))
          .as('stats'),
      (join) => join.onTrue(),
    )
    .where('n.id', '=', ngoId)
    .where(ngoListed(sql.ref('n.id')))
    .executeTakeFirst();
  return row ?? null;
}
