import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** The cheapest statement the database answers: GET /readyz's check that it is up (server-kit health.ts). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
