import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export function listCategoryRows(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .select(['id', 'ar_name', 'category_image'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
