import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The campaign id behind a short code; the page and code work before the campaign is listed. */
export async function campaignIdByCode(db: Kysely<Database>, code: number): Promise<number | null> {
  const row = await db.selectFrom('campaigns').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id ?? null;
}
