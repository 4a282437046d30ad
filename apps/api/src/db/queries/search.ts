import { sql, type Kysely, type RawBuilder } from 'kysely';
import { arNorm } from '@athar/contract/arabic';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { SearchResult, SearchResultType } from '@athar/contract/search/search';
import type { Database } from '../schema';
import { campaignImageUrl, mediaUrl } from '../../lib/media-url';
import { likePattern } from './like-pattern';

interface SearchRow {
  type: SearchResultType;
  id: number;
  name: string;
  image: string | null;
}

/**
 * One source of results: rows whose normalised name (a column the database keeps as ar_norm(name))
 * contains the text, found through the source's trigram index on that column, ranked exact → prefix
 * → word prefix → inside, then by similarity; only the candidates are ranked, and each source gives
 * at most `limit` rows.
 */
function source(
  type: SearchResultType,
  table: RawBuilder<unknown>,
  name: RawBuilder<unknown>,
  normalised: RawBuilder<unknown>,
  image: RawBuilder<unknown>,
  extraWhere: RawBuilder<unknown>,
  text: string,
  limit: number,
) {
  return sql`(SELECT ${sql.lit(type)}::text AS type, id, ${name} AS name, ${image} AS image,
      CASE WHEN ${normalised} = ${text} THEN 0
           WHEN ${normalised} LIKE ${likePattern(text, 'prefix')} THEN 1
           WHEN ${normalised} LIKE ${likePattern(` ${text}`)} THEN 2
           ELSE 3 END AS rank,
      similarity(${normalised}, ${text}) AS score
    FROM ${table}
    WHERE ${normalised} LIKE ${likePattern(text)} ${extraWhere}
    ORDER BY rank, score DESC, id DESC
    LIMIT ${limit})`;
}

/** The SQL of a search, exposed so that a test can EXPLAIN exactly what runs. */
export function searchSql(text: string, limit: number) {
  const q = arNorm(text);
  const none = sql``;
  return sql<SearchRow & { rank: number; score: number }>`
    SELECT type, id, name, image, rank, score FROM (
      ${source('ngo', sql`ngos`, sql`ar_name`, sql`ar_name_norm`, sql`ngo_image`, none, q, limit)}
      UNION ALL
      ${source('project', sql`projects`, sql`ar_name`, sql`ar_name_norm`, sql`project_image`, none, q, limit)}
      UNION ALL
      ${source(
        'campaign',
        sql`campaigns`,
        sql`title`,
        sql`title_norm`,
        sql`image`,
        sql`AND collected >= ${sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS)}`,
        q,
        limit,
      )}
    ) AS found
    ORDER BY rank, score DESC,
      CASE type WHEN 'ngo' THEN 0 WHEN 'project' THEN 1 ELSE 2 END, id DESC
    LIMIT ${limit}`;
}

/** Charities, projects and visible campaigns whose names match `text`, whatever its Arabic spelling. */
export async function search(db: Kysely<Database>, text: string, limit: number): Promise<SearchResult[]> {
  const { rows } = await searchSql(text, limit).execute(db);
  return rows.map((row) => ({
    type: row.type,
    id: Number(row.id),
    en_name: row.name,
    ar_name: row.name,
    image: row.type === 'campaign' ? campaignImageUrl(row.image) : row.image ? mediaUrl(row.image) : '',
  }));
}
