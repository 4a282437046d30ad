import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { deceased } from './demo-content';

const first = deceased[0]!;

/**
 * A second campaign in memory of the first demo person, who died the same day, opened by another
 * family account: the moderators' queue shows a newcomer the signal «نفس اسم الفقيد وتاريخ الوفاة في
 * حملة أخرى» on it, pointing to the first (docs/decisions/036). Not yet listed (nothing collected).
 * The seed sits under the services, so it writes the signal and its queued case as the signals'
 * computation would (the demo test computes them again and finds nothing new).
 */
export const DEMO_DUPLICATE = {
  title: first.name,
  death_date: '2025-10-01',
  /** 2025-10-01 as Egypt counted it: 9 Rabi' al-Akhir 1447 */
  death_hijri: '1447-04-09',
  description: 'نفتح هذه الصفحة صدقة جارية عن روحه، رحمه الله وأسكنه فسيح جناته.',
} as const;

/** Gives the first demo campaign its date of death, then opens the duplicate with its signal queued. */
export async function seedDuplicate(db: Kysely<Database>, creatorIds: number[]): Promise<number> {
  const death = {
    death_date: DEMO_DUPLICATE.death_date,
    death_hijri: DEMO_DUPLICATE.death_hijri,
    death_calendar: 'gregorian' as const,
  };
  const original = await db
    .selectFrom('campaigns')
    .select(['id', 'project_id', 'user_id'])
    .where('title', '=', DEMO_DUPLICATE.title)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('campaigns').set(death).where('id', '=', original.id).execute();
  const creator = creatorIds.find((id) => id !== original.user_id)!;
  const duplicate = await db
    .insertInto('campaigns')
    .values({
      project_id: original.project_id,
      user_id: creator,
      title: DEMO_DUPLICATE.title,
      deceased_gender: first.gender === 'f' ? 'female' : 'male',
      description: DEMO_DUPLICATE.description,
      image: null,
      created_at: new Date(Date.now() - 2 * 3_600_000),
      ...death,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('campaign_signals')
    .values({ campaign_id: duplicate.id, kind: 'same_deceased', other_campaign_id: original.id })
    .execute();
  await db
    .insertInto('campaign_reports')
    .values({
      campaign_id: duplicate.id,
      reason: 'signal',
      reporter: 'athar',
      stage: 'queue',
      queued_at: sql<Date>`now()`,
    })
    .execute();
  return duplicate.id;
}
