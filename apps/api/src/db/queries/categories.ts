import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The categories a visitor browses and a charity chooses from: a retired one is gone (043). */
export function listCategoryRows(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .select(['id', 'ar_name', 'category_image'])
    .where('retired_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
