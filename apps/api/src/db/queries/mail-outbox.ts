import { sql, type Kysely } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { Database, MailKind } from '../schema';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';
import { donationWithNamesQuery } from './donation-with-names';
import { claimDueOutboxRows, type OutboxClaim } from './outbox-claim';

/** Queues a mail row; `payload` is its JSON text. */
export async function insertOutboxMail(db: Kysely<Database>, kind: MailKind, payload: string): Promise<void> {
  await db.insertInto('mail_outbox').values({ kind, payload }).execute();
}

/** Claims the mails due at `now` (outbox-claim.ts): each row's kind, payload and attempts so far. */
export function claimDueMails(db: Kysely<Database>, now: Date, claim: OutboxClaim) {
  return claimDueOutboxRows(db, 'mail_outbox', ['id', 'kind', 'payload', 'attempts'], now, claim);
}

/**
 * Marks a mail sent (or, not sent at all, why). A khatma reservation's «read» link forgets the address its
 * reader gave (issue 35): it was kept for that one mail only.
 */
export async function markMailSent(
  db: Kysely<Database>,
  id: number,
  lastError: string | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      sent_at: new Date(),
      last_error: lastError,
      payload: sql<string>`CASE WHEN kind = 'khatma_read_link' THEN payload - 'email' ELSE payload END`,
    })
    .where('id', '=', id)
    .execute();
}

/** A confirmed donation as its receipt mail tells it, with whether its donor's account was deleted. */
export function receiptMailDonation(db: Kysely<Database>, donationId: number) {
  return donationWithNamesQuery(db)
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.id',
      'd.email',
      'd.amount',
      'd.type',
      'd.confirmed_at',
      'd.receipt_key',
      'd.receipt_serial',
      'd.ngo_id',
      'n.legal_name',
      'n.registration_number',
      'c.deceased_gender',
      'p.ar_name as project_name',
      'u.deleted_at as donor_deleted_at',
    ])
    .where('d.id', '=', donationId)
    .where('d.status', '=', 'confirmed')
    .executeTakeFirst();
}

/**
 * A kiosk donation still waiting for its payment, as the mail with its reference code tells it, with
 * whether its donor's account was deleted; undefined once it is paid or closed.
 */
export function kioskMailDonation(db: Kysely<Database>, donationId: number) {
  return donationWithNamesQuery(db)
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.id',
      'd.email',
      'd.amount',
      'd.receipt_key',
      'c.deceased_gender',
      'u.deleted_at as donor_deleted_at',
    ])
    .where('d.id', '=', donationId)
    .where('d.status', '=', 'pending')
    .where('d.type', '=', PAYMENT_TYPE.kiosk)
    .executeTakeFirst();
}

/**
 * The campaign's title, the deceased's gender, short code and its creator, when the creator's account
 * still exists and has an e-mail.
 */
export function campaignAndCreator(db: Kysely<Database>, campaignId: number) {
  return campaignAndManager(db, campaignId);
}

/**
 * The campaign with one account that manages it (PRODUCT.md §11.4): `userId`, when it is still its creator
 * or a co-administrator, or else its creator; none when that account was deleted or has no e-mail.
 */
export function campaignAndManager(db: Kysely<Database>, campaignId: number, userId?: number) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('users as u', (join) =>
      userId === undefined
        ? join.onRef('u.id', '=', 'c.user_id')
        : join
            .on('u.id', '=', userId)
            .on((eb) =>
              eb.or([
                eb('c.user_id', '=', userId),
                eb.exists(
                  eb
                    .selectFrom('campaign_admins as a')
                    .select('a.user_id')
                    .whereRef('a.campaign_id', '=', 'c.id')
                    .where('a.user_id', '=', userId),
                ),
              ]),
            ),
    )
    .select(['c.id', 'c.code', 'c.title', 'c.deceased_gender', 'u.user_name', 'u.email'])
    .where('c.id', '=', campaignId)
    .where('u.deleted_at', 'is', null)
    .where('u.email', 'is not', null)
    .executeTakeFirst();
}

/**
 * Queues one digest mail per campaign that had confirmed donations on the Cairo day `day`
 * (`YYYY-MM-DD`) and whose creator can still be mailed: that day's count and sum, and the campaign's
 * total at the end of the day. One statement over all campaigns; the (campaign, day) claim makes a
 * second run, on this or any other instance, queue nothing. Answers the rows queued.
 */
export async function queueDailyDigests(db: Kysely<Database>, day: string): Promise<{ id: number }[]> {
  const start = sql`(${day}::date)::timestamp AT TIME ZONE ${CAIRO_TIME_ZONE}`;
  const end = sql`(${day}::date + 1)::timestamp AT TIME ZONE ${CAIRO_TIME_ZONE}`;
  const { rows } = await sql<{ id: number }>`
    WITH day_totals AS (
      SELECT d.campaign_id, count(*) AS donations, sum(d.amount) AS amount
      FROM donations d
      WHERE d.status = 'confirmed' AND d.confirmed_at >= ${start} AND d.confirmed_at < ${end}
      GROUP BY d.campaign_id
    ), claimed AS (
      INSERT INTO campaign_digests (campaign_id, day)
      SELECT t.campaign_id, ${day}::date
      FROM day_totals t
      JOIN campaigns c ON c.id = t.campaign_id
      JOIN users u ON u.id = c.user_id
      WHERE u.deleted_at IS NULL AND u.email IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING campaign_id
    )
    INSERT INTO mail_outbox (kind, payload)
    SELECT 'daily_digest', jsonb_build_object(
      'campaign_id', t.campaign_id,
      'day', ${day}::text,
      'count', t.donations,
      'amount', t.amount,
      'collected', c.collected - coalesce(later.amount, 0))
    FROM claimed k
    JOIN day_totals t ON t.campaign_id = k.campaign_id
    JOIN campaigns c ON c.id = t.campaign_id
    LEFT JOIN LATERAL (
      SELECT sum(l.amount) AS amount FROM donations l
      WHERE l.campaign_id = t.campaign_id AND l.status = 'confirmed' AND l.confirmed_at >= ${end}
    ) later ON true
    RETURNING id`.execute(db);
  return rows;
}
