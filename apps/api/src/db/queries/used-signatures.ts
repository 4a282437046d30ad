import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** Records a signature's digest as taken for `keepMs`; false when it was taken before. */
export async function takeSignature(db: Kysely<Database>, digest: string, keepMs: number): Promise<boolean> {
  const taken = await db
    .insertInto('used_signatures')
    .values({ digest, expires_at: sql<Date>`now() + ${`${keepMs} milliseconds`}::interval` })
    .onConflict((oc) => oc.column('digest').doNothing())
    .returning('digest')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Forgets the signatures that can no longer be replayed. */
export async function pruneUsedSignatures(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('used_signatures').where('expires_at', '<', before).execute();
}
