import type { Kysely } from 'kysely';
import type { SearchResult } from '@athar/contract/search/search';
import { searchRows } from '../../db/queries/search';
import type { Database } from '../../db/schema';
import { campaignImageUrl, mediaUrl } from '../../lib/media-url';

/** The site search (searchRows) with each result's picture URL. */
export async function search(db: Kysely<Database>, text: string, limit: number): Promise<SearchResult[]> {
  const rows = await searchRows(db, text, limit);
  return rows.map((row) => ({
    type: row.type,
    id: Number(row.id),
    en_name: row.name,
    ar_name: row.name,
    image: row.type === 'campaign' ? campaignImageUrl(row.image) : row.image ? mediaUrl(row.image) : '',
  }));
}
