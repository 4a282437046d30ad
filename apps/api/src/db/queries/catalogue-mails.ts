import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Who hears of a decision about the charity: its admins and the person who wrote or asked for it. */
export async function charityMailees(
  db: Kysely<Database>,
  ngoId: number,
  author: number | null,
): Promise<number[]> {
  const rows = await db
    .selectFrom('charity_staff')
    .select('id')
    .where('ngo_id', '=', ngoId)
    .where('disabled_at', 'is', null)
    .where((eb) =>
      author === null ? eb('is_admin', '=', true) : eb.or([eb('is_admin', '=', true), eb('id', '=', author)]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** A reviewed draft as its mail tells it. */
export function reviewedDraft(db: Kysely<Database>, draftId: number) {
  return db
    .selectFrom('project_drafts as d')
    .innerJoin('ngos as n', 'n.id', 'd.ngo_id')
    .select([
      'd.ngo_id',
      'd.ar_name',
      'd.status',
      'd.review_message',
      'd.project_id',
      'd.decided_at',
      'n.ar_name as ngo_name',
    ])
    .where('d.id', '=', draftId)
    .executeTakeFirst();
}

/** A decided name change as its mail tells it, with the charity's name now. */
export function decidedNameChange(db: Kysely<Database>, changeId: number) {
  return db
    .selectFrom('ngo_name_changes as c')
    .innerJoin('ngos as n', 'n.id', 'c.ngo_id')
    .select(['c.ngo_id', 'c.ar_name', 'c.status', 'c.reason', 'n.ar_name as ngo_name'])
    .where('c.id', '=', changeId)
    .executeTakeFirst();
}
