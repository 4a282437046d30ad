import type { Kysely } from 'kysely';
import { listCategoryRows } from '../../db/queries/categories';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';

export async function listCategories(db: Kysely<Database>) {
  const rows = await listCategoryRows(db);
  return rows.map((row) => ({ ...row, category_id: row.id, category_image: mediaUrl(row.category_image) }));
}
