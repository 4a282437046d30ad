import { z } from 'zod';
import { sitePageContent, sitePageParams, SITE_PAGES } from '../about/site-content';
import { siteContentMessages as messages } from '../about/site-content-messages';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  operatorSitePageRoute,
  operatorSitePagesRoute,
  restoreSitePageRoute,
  saveSitePageRoute,
} from '../routes/operator';

/** The duties that keep the content pages: the catalogue's and the admins (docs/decisions/040). */
export const CONTENT_KEEPERS = ['catalogue', 'admin'] as const;

const storedContent = z.object({
  lead: z.string(),
  entries: z.array(z.object({ title: z.string(), text: z.string() })),
});

/** One version of a page: the whole text, who wrote it (null: the first, from the migration), when. */
export const sitePageVersion = z.object({
  version: z.number().int(),
  content: storedContent,
  operator_name: z.string().nullable(),
  created_at: z.string(),
  /** a restore: the version it copied */
  restored_from: z.number().int().nullable(),
});
export type SitePageVersion = z.infer<typeof sitePageVersion>;

/** A page in the console: its current version and its history, newest first. */
export const consoleSitePage = z.object({
  page: z.enum(SITE_PAGES),
  current_version: z.number().int(),
  versions: z.array(sitePageVersion),
});
export type ConsoleSitePage = z.infer<typeof consoleSitePage>;

/** A page in the console's list: its current version, when and by whom. */
export const sitePageSummary = z.object({
  page: z.enum(SITE_PAGES),
  current_version: z.number().int(),
  updated_at: z.string().nullable(),
  operator_name: z.string().nullable(),
});
export type SitePageSummary = z.infer<typeof sitePageSummary>;

const version = decimalNumber(z.coerce.number(messages.versionUnknown).int().min(0).max(2_147_483_647));

/** A save: the version the editor started from (a newer one refuses it) and the whole new text. */
export const saveSitePageBody = z.object({ base_version: version, content: sitePageContent });
export type SaveSitePageBody = z.input<typeof saveSitePageBody>;

/** A restore: the version the operator looked at as current, and the older one to bring back. */
export const restoreSitePageBody = z.object({ base_version: version, version });
export type RestoreSitePageBody = z.input<typeof restoreSitePageBody>;

const pageResponse = envelope(z.array(consoleSitePage));

/** GET /api/operator/site-pages — every content page with its current version. */
export const operatorSitePagesEndpoint = defineEndpoint({
  ...operatorSitePagesRoute,
  response: envelope(z.array(sitePageSummary)),
});

/** GET /api/operator/site-pages/:page — the page's versions, newest first. */
export const operatorSitePageEndpoint = defineEndpoint({
  ...operatorSitePageRoute,
  params: sitePageParams,
  response: pageResponse,
});

/** POST /api/operator/site-pages/:page — a new version with the whole text, audited. */
export const saveSitePageEndpoint = defineEndpoint({
  ...saveSitePageRoute,
  params: sitePageParams,
  body: saveSitePageBody,
  response: pageResponse,
});

/** POST /api/operator/site-pages/:page/restore — an older version brought back as a new one, audited. */
export const restoreSitePageEndpoint = defineEndpoint({
  ...restoreSitePageRoute,
  params: sitePageParams,
  body: restoreSitePageBody,
  response: pageResponse,
});
