import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * What a deleted account leaves of its remembrance (PRODUCT.md §11): the duas it wrote and the campaigns it
 * followed go; the ajza' it reserved stay counted for the khatma, without a name or an account.
 */
export async function eraseRemembranceOfUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('duas').where('user_id', '=', userId).execute();
  await db.deleteFrom('campaign_follows').where('user_id', '=', userId).execute();
  await db
    .updateTable('khatma_parts')
    .set({ reader_name: null, show_name: false, user_id: null })
    .where('user_id', '=', userId)
    .execute();
}
