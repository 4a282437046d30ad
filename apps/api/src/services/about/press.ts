import type { Kysely } from 'kysely';
import { listPressRows } from '../../db/queries/about';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';

/** What the press said about Athar, newest first, with each picture's URL. */
export async function listPress(db: Kysely<Database>) {
  const rows = await listPressRows(db);
  return rows.map((row) => ({ ...row, image: row.image ? mediaUrl(row.image) : null }));
}
