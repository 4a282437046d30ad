import type { Kysely } from 'kysely';
import type { SitePage, SitePageContent } from '@athar/contract/about/site-content';
import type { Database } from '../schema';

/** How many versions the console's history shows, newest first. */
export const HISTORY_LENGTH = 100;

/** The version visitors see of each page asked for (a page without any is left out). */
export function currentPages(db: Kysely<Database>, pages: readonly SitePage[]) {
  return db
    .selectFrom('site_pages as p')
    .innerJoin('site_page_versions as v', (join) =>
      join.onRef('v.page', '=', 'p.page').onRef('v.version', '=', 'p.current_version'),
    )
    .select(['p.page', 'v.version', 'v.content'])
    .where('p.page', 'in', pages)
    .execute();
}

/** Every page with its current version, when and by whom. */
export function pageSummaries(db: Kysely<Database>) {
  return db
    .selectFrom('site_pages as p')
    .leftJoin('site_page_versions as v', (join) =>
      join.onRef('v.page', '=', 'p.page').onRef('v.version', '=', 'p.current_version'),
    )
    .leftJoin('operators as o', 'o.id', 'v.operator_id')
    .select(['p.page', 'p.current_version', 'v.created_at', 'o.operator_name'])
    .execute();
}

/** A page's versions, newest first, with their writers' names. */
export function pageVersions(db: Kysely<Database>, page: SitePage) {
  return db
    .selectFrom('site_page_versions as v')
    .leftJoin('operators as o', 'o.id', 'v.operator_id')
    .select(['v.version', 'v.content', 'v.created_at', 'v.restored_from', 'o.operator_name'])
    .where('v.page', '=', page)
    .orderBy('v.version', 'desc')
    .limit(HISTORY_LENGTH)
    .execute();
}

/** The page's row, locked: saves of one page queue here, so each sees the version the last one wrote. */
export async function lockPage(db: Kysely<Database>, page: SitePage) {
  const row = await db
    .selectFrom('site_pages')
    .select('current_version')
    .where('page', '=', page)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.current_version;
}

export async function versionContent(db: Kysely<Database>, page: SitePage, version: number) {
  const row = await db
    .selectFrom('site_page_versions')
    .select('content')
    .where('page', '=', page)
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.content;
}

/** The next version, made current. */
export async function insertVersion(
  db: Kysely<Database>,
  page: SitePage,
  row: { version: number; content: SitePageContent; operator_id: number; restored_from: number | null },
) {
  await db
    .insertInto('site_page_versions')
    .values({ page, ...row, content: JSON.stringify(row.content) })
    .execute();
  await db.updateTable('site_pages').set({ current_version: row.version }).where('page', '=', page).execute();
}
