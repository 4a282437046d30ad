import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { mediaUrl } from '../../lib/media-url';

export async function listCategories(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'ar_name', 'category_image'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, category_id: row.id, category_image: mediaUrl(row.category_image) }));
}
