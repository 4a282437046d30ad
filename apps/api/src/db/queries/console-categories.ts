import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** Every category with how many live projects it holds: by order, retired ones last. */
export function consoleCategoryRows(db: Kysely<Database>) {
  return db
    .selectFrom('categories as c')
    .select((eb) => [
      'c.id',
      'c.ar_name',
      'c.category_image',
      'c.sort_order',
      'c.retired_at',
      eb
        .selectFrom('projects as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.category_id', '=', 'c.id')
        .where('p.retired_at', 'is', null)
        .as('projects'),
    ])
    .orderBy(sql`c.retired_at IS NOT NULL`)
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
}

export type ConsoleCategoryRow = Awaited<ReturnType<typeof consoleCategoryRows>>[number];

export function lockCategory(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'ar_name', 'sort_order', 'category_image', 'retired_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function categoryNameTaken(db: Kysely<Database>, arName: string, exceptId: number | null) {
  let query = db.selectFrom('categories').select('id').where('ar_name', '=', arName);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function insertCategory(
  db: Kysely<Database>,
  category: { ar_name: string; sort_order: number; category_image: string },
) {
  const row = await db
    .insertInto('categories')
    .values({ ...category, en_name: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateCategory(
  db: Kysely<Database>,
  id: number,
  change: { ar_name?: string; sort_order?: number; category_image?: string; retired_at?: Date },
) {
  return db.updateTable('categories').set(change).where('id', '=', id).execute();
}
