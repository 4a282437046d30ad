import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema';

/**
 * The permits that let a charity take donations: approved, not revoked, online (migration 015), as
 * permitInForce reads them; `alias` is charity_permits' alias in the statement.
 */
const usable = (alias: string) =>
  sql.raw(`${alias}.status = 'approved' AND ${alias}.revoked_at IS NULL AND ${alias}.scope = 'online'`);

/**
 * Claims a notice of `kind` for each usable permit `p` that `candidate` picks and queues a
 * 'permit_<kind>' mail to each staff member of its charity who has chosen a password. One statement:
 * the claim (permit_notices, ON CONFLICT DO NOTHING) and the mails are written together, so a second
 * run, here or on another instance, queues nothing. Answers the mails.
 */
async function claimNotices(
  db: Kysely<Database>,
  kind: 'expiring' | 'expired',
  candidate: RawBuilder<unknown>,
): Promise<{ id: number }[]> {
  const { rows } = await sql<{ id: number }>`
    WITH claimed AS (
      INSERT INTO permit_notices (permit_id, kind)
      SELECT p.id, ${kind}
      FROM charity_permits p
      WHERE ${usable('p')} AND ${candidate}
      ON CONFLICT DO NOTHING
      RETURNING permit_id
    )
    INSERT INTO mail_outbox (kind, payload)
    SELECT ${`permit_${kind}`}, jsonb_build_object('permit_id', p.id, 'staff_id', s.id)
    FROM claimed k
    JOIN charity_permits p ON p.id = k.permit_id
    JOIN charity_staff s ON s.ngo_id = p.ngo_id AND s.password_hash IS NOT NULL
    RETURNING id`.execute(db);
  return rows;
}

/**
 * On the Cairo day `day` (`YYYY-MM-DD`), a 'permit_expiring' notice for each usable permit ending
 * within 30 days (its last day included) that no other usable permit carries on from (none covers
 * the day after it ends).
 */
export function queueExpiringNotices(db: Kysely<Database>, day: string): Promise<{ id: number }[]> {
  return claimNotices(
    db,
    'expiring',
    sql`p.ends_on BETWEEN ${day}::date AND ${day}::date + 30
      AND NOT EXISTS (
        SELECT 1 FROM charity_permits q
        WHERE ${usable('q')} AND q.ngo_id = p.ngo_id AND q.id <> p.id
          AND q.starts_on <= p.ends_on + 1 AND q.ends_on >= p.ends_on + 1)`,
  );
}

/**
 * On the Cairo day `day`, for each charity that no usable permit covers that day, a 'permit_expired'
 * notice for the usable permit that ended last before it: its campaigns are paused until a new
 * permit is added. Once per permit, like queueExpiringNotices.
 */
export function queueExpiredNotices(db: Kysely<Database>, day: string): Promise<{ id: number }[]> {
  return claimNotices(
    db,
    'expired',
    sql`p.ends_on < ${day}::date
      AND NOT EXISTS (
        SELECT 1 FROM charity_permits q
        WHERE ${usable('q')} AND q.ngo_id = p.ngo_id AND q.id <> p.id
          AND (q.starts_on <= ${day}::date AND q.ends_on >= ${day}::date
            OR q.ends_on > p.ends_on AND q.ends_on < ${day}::date))`,
  );
}

/** A permit and its charity, and the staff member a notice goes to (undefined once either is gone). */
export function permitNoticeSubject(db: Kysely<Database>, permitId: number, staffId: number) {
  return db
    .selectFrom('charity_permits as p')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .innerJoin('charity_staff as s', (join) => join.onRef('s.ngo_id', '=', 'p.ngo_id'))
    .select([
      'p.id',
      'p.permit_number',
      'p.issuing_body',
      sql<string>`to_char(p.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(p.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      'n.ar_name as ngo_name',
      's.email',
      's.staff_name',
    ])
    .where('p.id', '=', permitId)
    .where('s.id', '=', staffId)
    .executeTakeFirst();
}
