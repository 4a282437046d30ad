import { sql, type Kysely, type Transaction } from 'kysely';
import type { DeliveryUpdateKind } from '@athar/contract/charity/delivery-updates';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The charity's own project, or undefined (another charity's project is as good as missing). */
export function findCharityProject(db: Db, ngoId: number, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['id', 'ar_name', 'sadaqa_kind'])
    .where('id', '=', projectId)
    .where('ngo_id', '=', ngoId)
    .executeTakeFirst();
}

/** A campaign of any charity, with the project and charity it belongs to. */
export function findCampaignProject(db: Db, campaignId: number) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .select(['c.id', 'c.title', 'c.project_id', 'p.ngo_id'])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
}

export interface NewDeliveryUpdate {
  ngo_id: number;
  project_id: number;
  campaign_id: number | null;
  staff_id: number;
  kind: DeliveryUpdateKind;
  body: string;
  beneficiaries: number | null;
  certificate_image: string | null;
  year_number: number | null;
  photos: { image: string; taken_on: string }[];
}

/** Writes the update and its photos (positions 1…6 in the order given); answers its id. */
export async function insertDeliveryUpdate(db: Transaction<Database>, update: NewDeliveryUpdate) {
  const { photos, ...row } = update;
  const { id } = await db
    .insertInto('delivery_updates')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (photos.length > 0) {
    await db
      .insertInto('delivery_update_photos')
      .values(photos.map((photo, index) => ({ update_id: id, position: index + 1, ...photo })))
      .execute();
  }
  return id;
}

/**
 * Queues one 'delivery_update' mail per address, in one statement however many donors there are:
 * the e-mails of the confirmed donations to the update's campaign (or to every campaign of its
 * project, for a project-wide update) and of each such campaign's creator, lower-cased and once
 * each; an address is left out for a campaign it unsubscribed from, and a deleted account's
 * (its donations lost their e-mail at the deletion; its creator row is checked here). A donor of several campaigns of the project is mailed about one of them.
 * Answers how many mails were queued.
 */
export async function queueUpdateMails(db: Transaction<Database>, updateId: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    WITH targets AS (
      SELECT c.id AS campaign_id
      FROM delivery_updates u
      JOIN campaigns c ON c.project_id = u.project_id AND (u.campaign_id IS NULL OR c.id = u.campaign_id)
      WHERE u.id = ${updateId}
    ), addresses AS (
      SELECT lower(d.email) AS email, d.campaign_id
      FROM donations d
      JOIN targets t ON t.campaign_id = d.campaign_id
      LEFT JOIN users du ON du.id = d.user_id
      WHERE d.status = 'confirmed' AND d.email IS NOT NULL AND d.email <> '' AND du.deleted_at IS NULL
      UNION ALL
      SELECT lower(cu.email), c.id
      FROM campaigns c
      JOIN targets t ON t.campaign_id = c.id
      JOIN users cu ON cu.id = c.user_id
      WHERE cu.deleted_at IS NULL AND cu.email IS NOT NULL AND cu.email <> ''
    ), recipients AS (
      SELECT DISTINCT ON (a.email) a.email, a.campaign_id
      FROM addresses a
      WHERE NOT EXISTS (
          SELECT 1 FROM update_unsubscribes x WHERE x.email = a.email AND x.campaign_id = a.campaign_id)
      ORDER BY a.email, a.campaign_id
    )
    INSERT INTO mail_outbox (kind, payload)
    SELECT 'delivery_update',
      jsonb_build_object('update_id', ${updateId}::bigint, 'campaign_id', r.campaign_id, 'email', r.email)
    FROM recipients r
    RETURNING id`.execute(db);
  return rows.length;
}

/** Photos of the given updates, in their order; taken_on as YYYY-MM-DD. */
export function updatePhotos(db: Db, updateIds: number[]) {
  if (updateIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('delivery_update_photos')
    .select(['update_id', 'image', sql<string>`to_char(taken_on, 'YYYY-MM-DD')`.as('taken_on')])
    .where('update_id', 'in', updateIds)
    .orderBy('update_id')
    .orderBy('position')
    .execute();
}

const updateColumns = [
  'u.id',
  'u.kind',
  'u.body',
  'u.beneficiaries',
  'u.certificate_image',
  'u.year_number',
  'u.created_at',
  'u.campaign_id',
] as const;

/** A page of one charity's updates, newest first, with the project's and campaign's names. */
export async function listCharityUpdates(db: Db, ngoId: number, page: { offset: number; rowscount: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('delivery_updates as u')
      .innerJoin('projects as p', 'p.id', 'u.project_id')
      .leftJoin('campaigns as c', 'c.id', 'u.campaign_id')
      .select([...updateColumns, 'u.project_id', 'p.ar_name as project_ar_name', 'c.title as campaign_title'])
      .where('u.ngo_id', '=', ngoId)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(page.rowscount)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('delivery_updates')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('ngo_id', '=', ngoId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** One update of the charity, as the console shows it after posting. */
export function findCharityUpdate(db: Db, updateId: number) {
  return db
    .selectFrom('delivery_updates as u')
    .innerJoin('projects as p', 'p.id', 'u.project_id')
    .leftJoin('campaigns as c', 'c.id', 'u.campaign_id')
    .select([...updateColumns, 'u.project_id', 'p.ar_name as project_ar_name', 'c.title as campaign_title'])
    .where('u.id', '=', updateId)
    .executeTakeFirstOrThrow();
}

/**
 * A page of the public timeline of a campaign: its own updates and its project's project-wide ones,
 * newest first; null when there is no such campaign.
 */
export async function listCampaignUpdates(
  db: Db,
  campaignId: number,
  page: { offset: number; rowscount: number },
) {
  const campaign = await db
    .selectFrom('campaigns')
    .select(['id', 'project_id'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign) return null;
  const ofCampaign = db
    .selectFrom('delivery_updates as u')
    .where('u.project_id', '=', campaign.project_id)
    .where((eb) => eb.or([eb('u.campaign_id', '=', campaign.id), eb('u.campaign_id', 'is', null)]))
    // an update a moderator hid from its campaign is off the timeline (docs/decisions/036)
    .where('u.moderation_hidden', '=', false);
  const [rows, total] = await Promise.all([
    ofCampaign
      .select(updateColumns)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(page.rowscount)
      .offset(page.offset)
      .execute(),
    ofCampaign.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** The projects of a charity, each with its latest campaigns (the console's choices). */
export async function listUpdateTargets(db: Db, ngoId: number, campaignsPerProject: number) {
  const projects = await db
    .selectFrom('projects')
    .select(['id', 'ar_name', 'sadaqa_kind'])
    .where('ngo_id', '=', ngoId)
    .orderBy('ar_name')
    .orderBy('id')
    .execute();
  const { rows: campaigns } = await sql<{ id: number; project_id: number; title: string }>`
    SELECT id, project_id, title FROM (
      SELECT c.id, c.project_id, c.title,
        row_number() OVER (PARTITION BY c.project_id ORDER BY c.created_at DESC, c.id DESC) AS rank
      FROM campaigns c JOIN projects p ON p.id = c.project_id
      WHERE p.ngo_id = ${ngoId}
    ) ranked
    WHERE rank <= ${campaignsPerProject}
    ORDER BY project_id, rank`.execute(db);
  return { projects, campaigns };
}

export function findCampaignTitle(db: Db, campaignId: number) {
  return db.selectFrom('campaigns').select('title').where('id', '=', campaignId).executeTakeFirst();
}

/** Records that the address wants no more update mails about the campaign; again is a no-op. */
export async function insertUnsubscribe(db: Db, email: string, campaignId: number) {
  await db
    .insertInto('update_unsubscribes')
    .values({ email, campaign_id: campaignId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function isUnsubscribed(db: Db, email: string, campaignId: number) {
  return db
    .selectFrom('update_unsubscribes')
    .select('email')
    .where('email', '=', email)
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst()
    .then(Boolean);
}

/** What an update mail tells: the update, the campaign it is sent about, its charity and project. */
export function updateMailContent(db: Db, updateId: number, campaignId: number) {
  return (
    db
      .selectFrom('delivery_updates as u')
      .innerJoin('campaigns as c', 'c.project_id', 'u.project_id')
      .innerJoin('projects as p', 'p.id', 'u.project_id')
      .innerJoin('ngos as n', 'n.id', 'u.ngo_id')
      .select([
        'u.id',
        'u.kind',
        'u.body',
        'u.beneficiaries',
        'u.certificate_image',
        'u.year_number',
        'c.id as campaign_id',
        'c.code',
        'c.title',
        'c.deceased_gender',
        'p.ar_name as project_ar_name',
        'n.ar_name as ngo_name',
      ])
      .where('u.id', '=', updateId)
      .where('c.id', '=', campaignId)
      // hidden by a moderator before its mail went: the mail is not sent (docs/decisions/044)
      .where('u.moderation_hidden', '=', false)
      .executeTakeFirst()
  );
}
