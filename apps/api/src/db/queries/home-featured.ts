import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { Database } from '../schema';

/** How many listed campaigns and live projects the console offers to choose from. */
const CHOICES_LIMIT = 200;

/**
 * A campaign the home page may feature: listed (reached 100 EGP) and left alone by moderation —
 * neither paused nor taken down (docs/decisions/043), on the campaigns' alias.
 */
export function featurable(alias: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(${alias}.collected >= ${sql.lit(CAMPAIGN_VISIBLE_FROM_PIASTERS)} AND ${alias}.moderation IS NULL)`;
}

function campaignRows(db: Kysely<Database>) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select([
      'c.id as campaign_id',
      'c.title',
      'p.ar_name as project_ar_name',
      'n.ar_name as ngo_ar_name',
      featurable(sql`c`).as('listed'),
    ]);
}

function projectRows(db: Kysely<Database>) {
  return db
    .selectFrom('projects as p')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select([
      'p.id as project_id',
      'p.ar_name as project_ar_name',
      'n.ar_name as ngo_ar_name',
      sql<boolean>`p.retired_at IS NULL`.as('listed'),
    ]);
}

/** The chosen campaigns in order, whether they still qualify or not. */
export function chosenCampaignRows(db: Kysely<Database>) {
  return campaignRows(db)
    .innerJoin('home_featured_campaigns as f', 'f.campaign_id', 'c.id')
    .orderBy('f.position')
    .execute();
}

export function chosenProjectRows(db: Kysely<Database>) {
  return projectRows(db)
    .innerJoin('home_featured_projects as f', 'f.project_id', 'p.id')
    .orderBy('f.position')
    .execute();
}

/** The listed campaigns, newest first, and the live projects, by name: what the console offers. */
export async function featuredChoiceRows(db: Kysely<Database>) {
  const [campaigns, projects] = await Promise.all([
    campaignRows(db)
      .where(featurable(sql`c`))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(CHOICES_LIMIT)
      .execute(),
    projectRows(db)
      .where('p.retired_at', 'is', null)
      .orderBy('p.ar_name')
      .orderBy('p.id')
      .limit(CHOICES_LIMIT)
      .execute(),
  ]);
  return { campaigns, projects };
}

/** Of these campaigns, the ids that may be featured now. */
export async function featurableCampaignIds(db: Kysely<Database>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('campaigns as c')
    .select('c.id')
    .where('c.id', 'in', ids)
    .where(featurable(sql`c`))
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** Of these projects, the ids that may be featured now: approved (every row of projects is) and not retired. */
export async function featurableProjectIds(db: Kysely<Database>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('projects')
    .select('id')
    .where('id', 'in', ids)
    .where('retired_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** The last save: who and when (the newest choice of either list). */
export async function lastFeaturedSave(db: Kysely<Database>) {
  const row = await sql<{ operator_name: string; chosen_at: Date }>`
    SELECT o.operator_name, f.chosen_at FROM (
      SELECT chosen_by, chosen_at FROM home_featured_campaigns
      UNION ALL SELECT chosen_by, chosen_at FROM home_featured_projects
    ) f JOIN operators o ON o.id = f.chosen_by
    ORDER BY f.chosen_at DESC LIMIT 1`.execute(db);
  return row.rows[0] ?? null;
}

/**
 * Holds both featured lists until the transaction ends: a second save at once waits here, then reads
 * what the first one wrote (its «before» is the first's «after») and replaces it instead of colliding.
 */
export async function lockFeatured(db: Kysely<Database>) {
  await sql`LOCK TABLE home_featured_campaigns, home_featured_projects IN SHARE ROW EXCLUSIVE MODE`.execute(
    db,
  );
}

/** The whole choice replaced, in order; run after lockFeatured in the transaction that audits it. */
export async function replaceFeatured(
  db: Kysely<Database>,
  operatorId: number,
  choice: { campaigns: number[]; projects: number[] },
) {
  await db.deleteFrom('home_featured_campaigns').execute();
  await db.deleteFrom('home_featured_projects').execute();
  if (choice.campaigns.length > 0)
    await db
      .insertInto('home_featured_campaigns')
      .values(
        choice.campaigns.map((campaign_id, position) => ({ campaign_id, position, chosen_by: operatorId })),
      )
      .execute();
  if (choice.projects.length > 0)
    await db
      .insertInto('home_featured_projects')
      .values(
        choice.projects.map((project_id, position) => ({ project_id, position, chosen_by: operatorId })),
      )
      .execute();
}

/** The featured campaigns that still qualify, in the chosen order (the home page's first cards). */
export async function featuredCampaignIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('home_featured_campaigns as f')
    .innerJoin('campaigns as c', 'c.id', 'f.campaign_id')
    .select('c.id')
    .where(featurable(sql`c`))
    .orderBy('f.position')
    .execute();
  return rows.map((row) => Number(row.id));
}
