import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { FollowOccasion } from '../schema-remembrance';

type Db = Kysely<Database> | Transaction<Database>;

/** The five choices of a follow, as the table names them. */
export interface FollowFlags {
  anniversary: boolean;
  ramadan: boolean;
  arafah: boolean;
  friday: boolean;
  family_updates: boolean;
}

/** What following needs to know of a campaign; null when there is no such campaign. */
export async function findFollowCampaign(db: Db, campaignId: number) {
  const row = await db
    .selectFrom('campaigns')
    .select([
      'id',
      'title',
      'death_hijri',
      'created_at',
      sql<string | null>`to_char(death_date, 'YYYY-MM-DD')`.as('death_day'),
    ])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  return row ?? null;
}

const FLAG_COLUMNS = ['anniversary', 'ramadan', 'arafah', 'friday', 'family_updates'] as const;

/** The follow of this address on this campaign, or null. */
export async function findFollowByEmail(db: Db, campaignId: number, email: string) {
  const row = await db
    .selectFrom('campaign_follows')
    .select(['id', 'confirmed_at', 'user_id', ...FLAG_COLUMNS])
    .where('campaign_id', '=', campaignId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * An account's follow: the choices replace the old ones and it counts at once (the account's own
 * address). One row per (campaign, address) whatever happens in parallel.
 */
export async function upsertConfirmedFollow(
  db: Db,
  follow: { campaignId: number; email: string; userId: number; flags: FollowFlags; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('campaign_follows')
    .values({
      campaign_id: follow.campaignId,
      email: follow.email,
      user_id: follow.userId,
      ...follow.flags,
      confirmed_at: follow.now,
    })
    .onConflict((oc) =>
      oc.columns(['campaign_id', 'email']).doUpdateSet((eb) => ({
        anniversary: eb.ref('excluded.anniversary'),
        ramadan: eb.ref('excluded.ramadan'),
        arafah: eb.ref('excluded.arafah'),
        friday: eb.ref('excluded.friday'),
        family_updates: eb.ref('excluded.family_updates'),
        user_id: eb.ref('excluded.user_id'),
        confirmed_at: sql<Date>`coalesce(campaign_follows.confirmed_at, excluded.confirmed_at)`,
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A guest's follow, waiting for its confirmation: a new row is pending with the choices; a pending row
 * takes the new choices; a confirmed row is left as it is (the confirmation link carries the new
 * choices, so nobody changes a stranger's reminders without their mail). Answers the row.
 */
export async function upsertPendingFollow(
  db: Db,
  follow: { campaignId: number; email: string; flags: FollowFlags },
): Promise<{ id: number; confirmed: boolean }> {
  const row = await db
    .insertInto('campaign_follows')
    .values({ campaign_id: follow.campaignId, email: follow.email, ...follow.flags })
    .onConflict((oc) =>
      oc
        .columns(['campaign_id', 'email'])
        .doUpdateSet((eb) => ({
          anniversary: eb.ref('excluded.anniversary'),
          ramadan: eb.ref('excluded.ramadan'),
          arafah: eb.ref('excluded.arafah'),
          friday: eb.ref('excluded.friday'),
          family_updates: eb.ref('excluded.family_updates'),
        }))
        .where('campaign_follows.confirmed_at', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  if (row) return { id: row.id, confirmed: false };
  const existing = await findFollowByEmail(db, follow.campaignId, follow.email);
  if (!existing) throw new Error('follow vanished during its upsert');
  return { id: existing.id, confirmed: existing.confirmed_at !== null };
}

/** Confirms a follow with the choices its link carries; its campaign's title, or null when gone. */
export async function confirmFollow(
  db: Db,
  followId: number,
  flags: FollowFlags,
  now: Date,
): Promise<{ campaign_title: string } | null> {
  const row = await db
    .updateTable('campaign_follows')
    .set({ ...flags, confirmed_at: sql<Date>`coalesce(confirmed_at, ${now})` })
    .where('id', '=', followId)
    .returning('campaign_id')
    .executeTakeFirst();
  if (!row) return null;
  const campaign = await findFollowCampaign(db, row.campaign_id);
  return { campaign_title: campaign?.title ?? '' };
}

/** The title of a follow's campaign, or null when the follow is gone. */
export async function followCampaignTitle(
  db: Db,
  followId: number,
): Promise<{ campaign_title: string } | null> {
  const row = await db
    .selectFrom('campaign_follows as f')
    .innerJoin('campaigns as c', 'c.id', 'f.campaign_id')
    .select('c.title')
    .where('f.id', '=', followId)
    .executeTakeFirst();
  return row ? { campaign_title: row.title } : null;
}

const OCCASION_COLUMN: Record<FollowOccasion, (typeof FLAG_COLUMNS)[number]> = {
  anniversary: 'anniversary',
  ramadan: 'ramadan',
  arafah: 'arafah',
  friday: 'friday',
  family_update: 'family_updates',
};

/** Turns off one kind of mail of a follow, or all; the campaign's title, or null when no such follow. */
export async function unsubscribeFollow(
  db: Db,
  followId: number,
  occasion: FollowOccasion | 'all',
): Promise<{ campaign_title: string } | null> {
  const set =
    occasion === 'all'
      ? { anniversary: false, ramadan: false, arafah: false, friday: false, family_updates: false }
      : { [OCCASION_COLUMN[occasion]]: false };
  const row = await db
    .updateTable('campaign_follows')
    .set(set)
    .where('id', '=', followId)
    .returning('campaign_id')
    .executeTakeFirst();
  if (!row) return null;
  const campaign = await findFollowCampaign(db, row.campaign_id);
  return { campaign_title: campaign?.title ?? '' };
}

/**
 * Confirmed follows with at least one reminder on, of campaigns that may be due today: the Friday and
 * Arafah ones on those days, the Ramadan ones on the first of Ramadan, and the anniversaries of deaths
 * in this Hijri month (the service checks the day).
 */
export function reminderCandidates(
  db: Db,
  today: { friday: boolean; arafah: boolean; ramadan: boolean; hijriMonth: number },
) {
  const monthPattern = `____-${String(today.hijriMonth).padStart(2, '0')}-__`;
  return db
    .selectFrom('campaign_follows as f')
    .innerJoin('campaigns as c', 'c.id', 'f.campaign_id')
    .select([
      'f.id',
      'f.anniversary',
      'f.ramadan',
      'f.arafah',
      'f.friday',
      'c.death_hijri',
      'c.created_at',
      sql<string | null>`to_char(c.death_date, 'YYYY-MM-DD')`.as('death_day'),
    ])
    .where('f.confirmed_at', 'is not', null)
    .where((eb) => {
      const any = [eb.and([eb('f.anniversary', '=', true), eb('c.death_hijri', 'like', monthPattern)])];
      if (today.friday) any.push(eb('f.friday', '=', true));
      if (today.arafah) any.push(eb('f.arafah', '=', true));
      if (today.ramadan) any.push(eb('f.ramadan', '=', true));
      return eb.or(any);
    })
    .orderBy('f.id')
    .execute();
}

/**
 * Claims each (follow, occasion, day) and queues its mail, in the caller's transaction: a claim that
 * already exists (an earlier run, another instance) queues nothing. Answers how many were queued.
 */
export async function claimAndQueueReminders(
  trx: Transaction<Database>,
  reminders: { followId: number; occasion: Exclude<FollowOccasion, 'family_update'>; day: string }[],
): Promise<number> {
  if (reminders.length === 0) return 0;
  const claimed = await trx
    .insertInto('follow_sends')
    .values(reminders.map((r) => ({ follow_id: r.followId, occasion: r.occasion, occasion_key: r.day })))
    .onConflict((oc) => oc.doNothing())
    .returning(['follow_id', 'occasion', 'occasion_key'])
    .execute();
  if (claimed.length === 0) return 0;
  await trx
    .insertInto('mail_outbox')
    .values(
      claimed.map((row) => ({
        kind: 'reminder' as const,
        payload: JSON.stringify({
          follow_id: Number(row.follow_id),
          occasion: row.occasion,
          day: row.occasion_key,
        }),
      })),
    )
    .execute();
  return claimed.length;
}

/** A follow and its campaign, for its mails; null once gone. */
export async function followMailContext(db: Db, followId: number) {
  const row = await db
    .selectFrom('campaign_follows as f')
    .innerJoin('campaigns as c', 'c.id', 'f.campaign_id')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select([
      'f.id',
      'f.email',
      'f.confirmed_at',
      'f.anniversary',
      'f.ramadan',
      'f.arafah',
      'f.friday',
      'f.family_updates',
      'c.id as campaign_id',
      'c.title',
      'c.code',
      'c.deceased_gender',
      'c.death_hijri',
      'n.sms_short_number',
    ])
    .where('f.id', '=', followId)
    .executeTakeFirst();
  return row ?? null;
}
