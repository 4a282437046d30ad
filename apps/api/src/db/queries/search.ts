import { sql, type Kysely, type RawBuilder } from 'kysely';
import { arNorm } from '@athar/contract/arabic';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { SearchResult, SearchResultType } from '@athar/contract/search/search';
import type { Database } from '../schema';
import { campaignImageUrl, mediaUrl } from '../../lib/media-url';
import { likePattern } from './like-pattern';
import { preparedQuery } from './prepared-query';

interface SearchRow {
  type: SearchResultType;
  id: number;
  name: string;
  image: string | null;
}

/** The values of one search: the normalised text and its LIKE patterns (built outside the SQL). */
type SearchValues = {
  exact: string;
  prefix: string;
  wordPrefix: string;
  inside: string;
  limit: number;
};

/**
 * One source of results: rows whose normalised name (a column the database keeps as ar_norm(name))
 * contains the text, found through the source's trigram index on that column, ranked exact → prefix
 * → word prefix → inside, then shortest name first; only the candidates are ranked, and each source
 * gives at most `limit` rows. Every candidate contains the whole text, so the shorter its name the
 * closer the match: the order pg_trgm's similarity() gave, without building trigrams for each row.
 */
function source(
  type: SearchResultType,
  table: RawBuilder<unknown>,
  name: RawBuilder<unknown>,
  normalised: RawBuilder<unknown>,
  image: RawBuilder<unknown>,
  extraWhere: RawBuilder<unknown>,
  values: SearchValues,
) {
  return sql`(SELECT ${sql.lit(type)}::text AS type, id, ${name} AS name, ${image} AS image,
      CASE WHEN ${normalised} = ${values.exact} THEN 0
           WHEN ${normalised} LIKE ${values.prefix} THEN 1
           WHEN ${normalised} LIKE ${values.wordPrefix} THEN 2
           ELSE 3 END AS rank,
      char_length(${normalised}) AS length
    FROM ${table}
    WHERE ${normalised} LIKE ${values.inside} ${extraWhere}
    ORDER BY rank, length, id DESC
    LIMIT ${values.limit})`;
}

function searchQuery(values: SearchValues) {
  const none = sql``;
  return sql<SearchRow & { rank: number; length: number }>`
    SELECT type, id, name, image, rank, length FROM (
      ${source('ngo', sql`ngos`, sql`ar_name`, sql`ar_name_norm`, sql`ngo_image`, none, values)}
      UNION ALL
      ${source('project', sql`projects`, sql`ar_name`, sql`ar_name_norm`, sql`project_image`, none, values)}
      UNION ALL
      ${source(
        'campaign',
        sql`campaigns`,
        sql`title`,
        sql`title_norm`,
        sql`image`,
        sql`AND collected >= ${sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS)}`,
        values,
      )}
    ) AS found
    ORDER BY rank, length,
      CASE type WHEN 'ngo' THEN 0 WHEN 'project' THEN 1 ELSE 2 END, id DESC
    LIMIT ${values.limit}`;
}

function searchValues(text: string, limit: number): SearchValues {
  const exact = arNorm(text);
  return {
    exact,
    prefix: likePattern(exact, 'prefix'),
    wordPrefix: likePattern(` ${exact}`),
    inside: likePattern(exact),
    limit,
  };
}

/** The SQL of a search, exposed so that a test can EXPLAIN exactly what runs. */
export function searchSql(text: string, limit: number) {
  return searchQuery(searchValues(text, limit));
}

/** Compiled once: a search costs its SQL, not the building of it. */
const compiledSearch = preparedQuery(
  () => 'search',
  (db, _shape: null, values: SearchValues) => ({ compile: () => searchQuery(values).compile(db) }),
);

/** Charities, projects and visible campaigns whose names match `text`, whatever its Arabic spelling. */
export async function search(db: Kysely<Database>, text: string, limit: number): Promise<SearchResult[]> {
  const rows = await compiledSearch(db, null, searchValues(text, limit));
  return rows.map((row) => ({
    type: row.type,
    id: Number(row.id),
    en_name: row.name,
    ar_name: row.name,
    image: row.type === 'campaign' ? campaignImageUrl(row.image) : row.image ? mediaUrl(row.image) : '',
  }));
}
