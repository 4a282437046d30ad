import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import type { SitePage, SitePageContent } from '@athar/contract/about/site-content';
import { siteContentMessages as messages } from '@athar/contract/about/site-content-messages';
import type { ConsoleSitePage, SitePageSummary } from '@athar/contract/operator/site-content';
import { AppError } from '@athar/server-kit/errors';
import {
  insertVersion,
  lockPage,
  pageSummaries,
  pageVersions,
  versionContent,
} from '../../db/queries/site-pages';
import type { Database } from '../../db/schema';
import { operatorAct, recordAudit } from '../audit/audit-trail';

export interface OperatorActor {
  request: FastifyRequest;
  operatorId: number;
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export async function sitePageSummaries(db: Kysely<Database>): Promise<SitePageSummary[]> {
  return (await pageSummaries(db)).map((row) => ({
    page: row.page,
    current_version: row.current_version,
    updated_at: iso(row.created_at),
    operator_name: row.operator_name,
  }));
}

/** A page as the console shows it: its current version and its history, newest first. */
export async function consoleSitePage(db: Kysely<Database>, page: SitePage): Promise<ConsoleSitePage> {
  const versions = await pageVersions(db, page);
  return {
    page,
    current_version: versions[0]?.version ?? 0,
    versions: versions.map((row) => ({
      version: row.version,
      content: row.content,
      operator_name: row.operator_name,
      created_at: iso(row.created_at)!,
      restored_from: row.restored_from,
    })),
  };
}

/**
 * A new current version of a page, audited with its number and what it replaced. The editor's
 * `base_version` must still be the current one: a colleague's save in between refuses this one
 * (409) instead of silently overwriting it. Saves of one page queue on its row.
 */
async function writeVersion(
  db: Kysely<Database>,
  { request, operatorId }: OperatorActor,
  page: SitePage,
  change: {
    base_version: number;
    content: (current: number, trx: Kysely<Database>) => Promise<SitePageContent>;
    restored_from: number | null;
  },
) {
  await db.transaction().execute(async (trx) => {
    const current = await lockPage(trx, page);
    if (current !== change.base_version)
      throw new AppError('CONFLICT', messages.staleVersion, { base_version: messages.staleVersion });
    const content = await change.content(current, trx);
    const previous = current === 0 ? undefined : await versionContent(trx, page, current);
    if (previous !== undefined && isDeepStrictEqual(previous, content))
      throw new AppError('BAD_REQUEST', messages.unchanged);
    const version = current + 1;
    await insertVersion(trx, page, {
      version,
      content,
      operator_id: operatorId,
      restored_from: change.restored_from,
    });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: change.restored_from === null ? 'operator.site_page.saved' : 'operator.site_page.restored',
        object_kind: 'site_page',
        object_id: page,
        changes: {
          version: [current, version],
          ...(change.restored_from === null ? {} : { restored_from: [null, change.restored_from] }),
        },
      }),
    );
  });
  return consoleSitePage(db, page);
}

export function saveSitePage(
  db: Kysely<Database>,
  actor: OperatorActor,
  page: SitePage,
  body: { base_version: number; content: SitePageContent },
) {
  return writeVersion(db, actor, page, {
    base_version: body.base_version,
    content: async () => body.content,
    restored_from: null,
  });
}

/** An older version brought back whole, as the page's next version. */
export function restoreSitePage(
  db: Kysely<Database>,
  actor: OperatorActor,
  page: SitePage,
  body: { base_version: number; version: number },
) {
  return writeVersion(db, actor, page, {
    base_version: body.base_version,
    content: async (_current, trx) => {
      const older = await versionContent(trx, page, body.version);
      if (older === undefined) throw new AppError('NOT_FOUND', messages.versionUnknown);
      return older;
    },
    restored_from: body.version,
  });
}
