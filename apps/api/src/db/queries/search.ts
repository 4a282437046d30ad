import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { SearchResultType } from '@athar/contract/search/search';
import { searchPlan } from '@athar/contract/search/search-keys';
import type { Database } from '../schema';
import { ngoListed } from './ngo-listed';
import { preparedQuery } from './prepared-query';
import { notTakenDown } from './listed-campaign';
import {
  matchShape,
  matchShapeKey,
  matchValues,
  SEARCH_STEPS,
  stepBranches,
  type Branch,
  type MatchShape,
  type MatchValues,
  type SearchStep,
} from './search-match';

export interface SearchRow {
  type: SearchResultType;
  id: number;
  name: string;
  image: string | null;
}

interface SearchShape extends MatchShape {
  step: SearchStep;
}

/** One kind of result: its table, name and image columns, and what makes one popular. */
interface Source {
  type: SearchResultType;
  table: RawBuilder<unknown>;
  name: RawBuilder<unknown>;
  image: RawBuilder<unknown>;
  /** charities: their projects; projects: the campaigns made on them; campaigns: their donors */
  popularity: RawBuilder<unknown>;
  visible: RawBuilder<unknown> | null;
}

const sources: Source[] = [
  {
    type: 'ngo',
    table: sql`ngos AS s`,
    name: sql`s.ar_name`,
    image: sql`s.ngo_image`,
    popularity: sql`(SELECT count(*) FROM projects p WHERE p.ngo_id = s.id)`,
    visible: ngoListed(sql.ref('s.id')),
  },
  {
    type: 'project',
    table: sql`projects AS s`,
    name: sql`s.ar_name`,
    image: sql`s.project_image`,
    popularity: sql`(SELECT count(*) FROM campaigns c WHERE c.project_id = s.id)`,
    // a retired project is gone from finding it (docs/decisions/037)
    visible: sql`s.retired_at IS NULL`,
  },
  {
    type: 'campaign',
    table: sql`campaigns AS s`,
    name: sql`s.title`,
    image: sql`s.image`,
    popularity: sql`s.donors_count`,
    visible: sql`s.collected >= ${sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS)} AND ${notTakenDown(sql`s`)}`,
  },
];

/**
 * One branch of a source: its matches of one rank, the most popular first, at most `limit`. A fenced
 * branch reads all its candidates through the search_keys index and sorts them (see Branch).
 */
function branch(source: Source, { match, rank, fenced }: Branch, limit: unknown) {
  const visible = source.visible ? sql`${source.visible} AND ` : sql``;
  const candidates = sql`SELECT ${sql.lit(source.type)}::text AS type, s.id, ${source.name} AS name,
      ${source.image} AS image, ${rank} AS rank, ${sql.lit(sources.indexOf(source))} AS type_order,
      ${source.popularity} AS popularity
    FROM ${source.table}
    WHERE ${visible}${match}`;
  if (!fenced) return sql`(${candidates} ORDER BY rank, popularity DESC, s.id DESC LIMIT ${limit})`;
  return sql`(SELECT * FROM (${candidates} OFFSET 0) AS candidates
    ORDER BY rank, popularity DESC, id DESC
    LIMIT ${limit})`;
}

function searchQuery(shape: SearchShape, values: MatchValues, limit: unknown) {
  return sql<SearchRow & { rank: number }>`
    SELECT type, id, name, image, rank FROM (
      ${sql.join(
        sources.flatMap((source) =>
          stepBranches(
            shape.step,
            shape,
            values,
            sql`s.search_keys`,
            source.type === 'campaign' ? sql`s.code` : undefined,
          ).map((item) => branch(source, item, limit)),
        ),
        sql` UNION ALL `,
      )}
    ) AS found
    ORDER BY rank, type_order, popularity DESC, id DESC
    LIMIT ${limit}`;
}

/** Rows without repeats (the `some` step gives back the names matching every word), the first kept. */
function unique<Row extends { type: string; id: number }>(rows: Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.type}:${row.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The SQL of one step of a search, exposed so that a test can EXPLAIN exactly what runs. */
export function searchSql(text: string, limit: number, step: SearchStep = 'near') {
  const plan = searchPlan(text);
  return searchQuery({ ...matchShape(plan), step }, matchValues(plan), limit);
}

/** Compiled once per shape: a search costs its SQL, not the building of it. */
const compiledSearch = preparedQuery(
  (shape: SearchShape) => `${shape.step}:${matchShapeKey(shape)}`,
  (db, shape, values: MatchValues) => ({
    compile: () => searchQuery(shape, values, values.limit).compile(db),
  }),
);

/**
 * Charities, projects and visible campaigns whose names match `text` however an Egyptian types it:
 * a typed campaign code (10006, ١٠٠٠٦, T10006) first, then the names matching every word exactly,
 * then by prefix; then, to fill the list, with a typo; then those matching some of the words. Each
 * step is asked only when the ones before gave fewer than `limit`.
 */
export async function searchRows(db: Kysely<Database>, text: string, limit: number): Promise<SearchRow[]> {
  const plan = searchPlan(text);
  if (plan.words.length === 0 && plan.code === null) return [];
  const shape = matchShape(plan);
  const values = { ...matchValues(plan), limit };
  let rows: SearchRow[] = [];
  for (const step of SEARCH_STEPS) {
    if (rows.length >= limit || (step === 'some' && shape.words < 2)) break;
    // `some` gives the names matching every word again: asked for `limit`, enough remain
    rows = unique([...rows, ...(await compiledSearch(db, { ...shape, step }, values))]).slice(0, limit);
  }
  return rows;
}
