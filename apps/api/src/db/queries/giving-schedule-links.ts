import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The self-service links of giving schedules (migration 021, docs/decisions/027): a token's SHA-256 (hex),
 * the schedule it opens and until when. Kept while the schedule is (a handful per schedule: one per
 * mail or text), so an expired link is still known as its schedule's and may ask for a new one.
 */

export async function insertScheduleLink(
  db: Db,
  link: { token_hash: string; schedule_id: number; expires_at: Date },
): Promise<void> {
  await db.insertInto('giving_schedule_links').values(link).execute();
}

/** The schedule a token's hash opens and until when; undefined for a token never issued. */
export function findScheduleLink(db: Db, tokenHash: string) {
  return db
    .selectFrom('giving_schedule_links')
    .select(['schedule_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Whether a schedule of this id exists (an old `g.` link of it reads as expired, of none as unknown). */
export async function scheduleExists(db: Db, scheduleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('giving_schedules')
    .select('id')
    .where('id', '=', scheduleId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every link of a person's schedules goes with their account: none opens anything afterwards. */
export async function deleteScheduleLinksOfUser(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .deleteFrom('giving_schedule_links')
    .where('schedule_id', 'in', (eb) =>
      eb.selectFrom('giving_schedules').select('id').where('user_id', '=', userId),
    )
    .execute();
}
