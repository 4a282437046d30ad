import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { toWesternDigits } from '@athar/contract/arabic';
import { API_SIGNATURE_HEADER } from '@athar/contract/config-defaults';
import { campaignIdByCode } from '../db/queries/campaign-codes';
import { findCampaignPreview } from '../db/queries/campaign-preview';
import { findCharityPreview } from '../db/queries/charity-preview';
import { campaignMetaTags, charityMetaTags, renderAppShell, withHeadTags } from '../lib/app-shell';
import { cairoDay } from '../lib/cairo-time';
import { initialApiCalls } from '@athar/contract/initial-calls';
import { firstCardImagePreload, initialDataBlock } from '../lib/initial-data';
import { loadServerRender, withRenderedRoot } from '../lib/server-render';
import { paintFirst, scriptsAfterPaint } from '../lib/first-paint-order';
import { SERVER_ENTRY_FILE, type RenderedPage } from '@athar/contract/server-render';
import { loadRoutePreloads } from '../lib/route-preloads';
import { cacheAnswer } from '../lib/public-caching';
import { registerUploads } from './uploads';

// the SMS simulator's list (outside production) is the api's, as PRODUCT.md §7 names it: never a page
const NOT_SPA = /^\/(api|athar\/api|uploads|assets|healthz|readyz|metrics|sms-simulator)(\/|$)/;
const CAMPAIGN_PAGE = /^\/CampaignDonation\/[^/]+\/(\d{1,15})$/;
const SHORT_CODE = /^\/([0-9\u0660-\u0669]{1,9})$/;
const CHARITY_PAGE = /^\/NGODetails\/[^/]+\/(\d{1,9})$/;
const ONE_YEAR = 'public, max-age=31536000, immutable';
/** A code never moves to another campaign; an hour lets a removed campaign's link stop redirecting. */
const SHORT_LINK_CACHE = 'public, max-age=3600';
/** The folder of the web build that holds its server entry (dist/server/). */
const SERVER_BUILD_DIR = path.posix.dirname(SERVER_ENTRY_FILE);

/**
 * Content-Security-Policy of the app's HTML: no inline or third-party script; the payment host is
 * the one other origin the app may call and frame (the bank's card lightbox).
 */
function contentSecurityPolicy(payOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${payOrigin}`,
    `frame-src ${payOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The build's files that run or render, which the strict default policy of a static file would stop:
 * the service worker fetches this origin (cache.addAll, network-first pages), the offline page has
 * its inline style and the favicon.
 */
const STATIC_FILE_POLICIES: ReadonlyMap<string, string> = new Map([
  ['/sw.js', "default-src 'none'; connect-src 'self'"],
  [
    '/offline.html',
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  ],
]);

/** Vite's content-hashed file names under assets/: `name-<8 hash characters>.ext[.br|.gz]`. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.(br|gz))?$/;

/**
 * The cache policy of a file of the web build: a hashed asset never changes under its name, so a
 * year and `immutable`; an HTML file is the app's shell and must be checked every time (the shell's
 * route answers sendShell with max-age=0 and an ETag too); anything else (favicon, default pictures) an hour.
 */
export function distCacheControl(filePath: string): string {
  const name = path.basename(filePath);
  if (filePath.includes(`${path.sep}assets${path.sep}`) && HASHED_ASSET.test(name)) return ONE_YEAR;
  if (/\.html?(\.(br|gz))?$/.test(name)) return 'no-cache';
  // the service worker: a new version must reach every phone at its next visit
  if (/^sw\.js(\.(br|gz))?$/.test(name)) return 'no-cache';
  return 'public, max-age=3600';
}

/** A request URL's path and its query (without the `?`). */
function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/**
 * `/index.html`, however spelt (`/%69ndex.html`, `//index.html`, `/assets/../index.html`): the raw Vite
 * template, which only the shell routes may serve, rendered, at `/`.
 */
function isIndexFile(urlPath: string): boolean {
  if (!urlPath.endsWith('.html') && !urlPath.includes('%')) return false;
  return path.posix.normalize(safeDecode(urlPath)).replace(/^\/+/, '/') === '/index.html';
}

/** A file of the web build's server entry, however spelt (`//server/…`, `/assets/../server/…`). */
function isServerBuildFile(decodedPath: string): boolean {
  return path.posix.normalize(decodedPath).replace(/^\/+/, '/').startsWith(`/${SERVER_BUILD_DIR}/`);
}

function safeDecode(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

/** The encoding of the HTML shell (built per request, so not pre-compressed like the assets). */
function shellEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/** A few KB (up to ~15 with a listing's initial data): a fast brotli level costs well under a millisecond. */
function compressShell(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(html, { level: 6 });
}

/** What a page's first API answers add to its shell. */
interface FirstAnswers {
  /** the preload of a listing's first picture */
  imagePreload: string;
  /** the answers for the browser's api client, when the page was not rendered */
  dataBlock: string;
  /** the page rendered on the server from them */
  page?: RenderedPage;
}

const NO_ANSWERS: FirstAnswers = { imagePreload: '', dataBlock: '' };

export interface WebAppOptions {
  /** apps/web/dist; when it has no index.html, only the API is served. */
  distDir: string;
  uploadsDir: string;
  apiSignature: string;
  publicUrl: string;
  /** the payment host's public address (PAY_PUBLIC_URL) */
  payUrl: string;
}

/**
 * Serves uploads, the built SPA with long-lived hashed assets, and index.html for every app route —
 * with Open Graph tags for campaign links, so a shared link shows the memorial card.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  // an upload is written once under a random (or, for the seed, fixed) name and never rewritten
  await registerUploads(app, { uploadsDir: options.uploadsDir, cacheControl: ONE_YEAR });

  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const template = fs.readFileSync(indexFile, 'utf8');
  const shellValues = { apiSignature: options.apiSignature, payUrl: options.payUrl };
  const plainShell = renderAppShell(template, shellValues);
  const csp = contentSecurityPolicy(new URL(options.payUrl).origin);
  const routePreloads = loadRoutePreloads(options.distDir);
  const renderer = await loadServerRender(options.distDir);
  if (renderer) app.addHook('onClose', () => renderer.close());

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    // the web build's server entry (docs/decisions/024) is the api's to run, not anyone's to download
    allowedPath: (pathName) => !isServerBuildFile(pathName),
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('cache-control', distCacheControl(filePath)),
  });

  /**
   * The preview tags of a campaign or charity link, with the charity's licence today (docs/decisions/018).
   */
  async function campaignHeadTags(urlPath: string): Promise<string | undefined> {
    const pageUrl = `${options.publicUrl}${urlPath}`;
    const charity = CHARITY_PAGE.exec(urlPath);
    if (charity) {
      const preview = await findCharityPreview(app.db, Number(charity[1]), cairoDay(new Date()));
      return preview ? charityMetaTags(preview, options.publicUrl, pageUrl) : undefined;
    }
    const page = CAMPAIGN_PAGE.exec(urlPath);
    if (!page) return undefined;
    const preview = await findCampaignPreview(app.db, Number(page[1]), cairoDay(new Date()));
    return preview ? campaignMetaTags(preview, options.publicUrl, pageUrl) : undefined;
  }

  /**
   * The answers to the page's first API calls (as a visitor who is not logged in), asked of this
   * very server, and the preload of the picture they show first; then the page rendered from them by
   * the web build's server entry (docs/decisions/024), or, without one, the answers as a data block:
   * either way the page shows its data from the HTML instead of after a round trip. A call that fails
   * is left out; the page then makes it itself. A render that fails leaves the page to the browser.
   */
  async function firstAnswers(request: FastifyRequest, urlPath: string): Promise<FirstAnswers> {
    const calls = initialApiCalls(urlPath);
    if (calls.length === 0) return NO_ANSWERS;
    const answers: Record<string, unknown> = {};
    await Promise.all(
      calls.map(async (url) => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { [API_SIGNATURE_HEADER]: options.apiSignature, accept: 'application/json' },
        });
        if (response.statusCode === 200) answers[url] = response.json();
      }),
    ).catch((error: unknown) => request.log.warn({ err: error }, 'initial data lookup failed'));
    if (Object.keys(answers).length === 0) return NO_ANSWERS;
    const imagePreload = firstCardImagePreload(answers);
    const page = await renderer?.renderPage(request.url, answers).catch((error: unknown) => {
      request.log.warn({ err: error }, 'server render failed');
      return null;
    });
    return page
      ? { imagePreload, dataBlock: '', page }
      : { imagePreload, dataBlock: initialDataBlock(answers) };
  }

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const urlPath = safeDecode(request.url.split('?', 1)[0]!);
    const [headTags, { imagePreload, dataBlock, page }] = await Promise.all([
      campaignHeadTags(urlPath).catch((error: unknown) => {
        request.log.warn({ err: error }, 'link preview lookup failed');
        return undefined;
      }),
      request.method === 'GET' ? firstAnswers(request, urlPath) : NO_ANSWERS,
    ]);
    const shell = paintFirst(
      withHeadTags(
        headTags ? renderAppShell(template, shellValues, headTags) : plainShell,
        // the picture first, the data block last: the parser meets the preloads before the JSON
        [imagePreload, routePreloads(urlPath), dataBlock].filter(Boolean).join('\n    '),
      ),
    );
    // a rendered page paints without its scripts: they come after its picture and stylesheet
    const html = page ? withRenderedRoot(scriptsAfterPaint(shell), page) : shell;
    // the shell's own policy on a 304 too: a browser updates its stored copy's headers from the 304,
    // and the strict default policy of other answers would then block the shell's scripts on reload
    void reply.header('content-security-policy', csp);
    // the same HTML for every visitor (its data is asked as one who is not logged in): shared-cacheable
    if (cacheAnswer(request, reply, html, 'accept-encoding')) return reply.code(304).send();
    reply.code(200).header('content-type', 'text/html; charset=utf-8');
    const encoding = shellEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compressShell(html, encoding));
  }

  /**
   * A campaign's short link (`/<code>`, what the texts and the share buttons send) answers with a
   * redirect to the campaign's page, which this server renders: the visitor no longer waits for the
   * app to load, look the code up and move on. An unknown code gets the shell (its page says so).
   */
  async function sendShortLink(request: FastifyRequest, reply: FastifyReply, segment: string, query: string) {
    const id = await campaignIdByCode(app.db, Number(toWesternDigits(segment)));
    if (id === null) return sendShell(request, reply);
    const target = `/CampaignDonation/${encodeURIComponent(segment)}/${id}${query ? `?${query}` : ''}`;
    return reply.header('cache-control', SHORT_LINK_CACHE).redirect(target, 302);
  }

  app.get('/', { schema: { hide: true } }, sendShell);
  // a callback hook: every api request passes through it, and only page URLs need the async path
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const [urlPath, query] = splitUrl(request.url);
    if (isIndexFile(urlPath)) {
      // the template itself is no page: without the server's signature the app could call nothing
      void reply.header('cache-control', 'no-cache').redirect(query ? `/?${query}` : '/', 301);
      return;
    }
    const ownPolicy = STATIC_FILE_POLICIES.get(urlPath);
    if (ownPolicy) void reply.header('content-security-policy', ownPolicy);
    if (NOT_SPA.test(urlPath) || urlPath === '/' || path.extname(urlPath) !== '') return done();
    const shortLink = SHORT_CODE.exec(safeDecode(urlPath));
    if (shortLink) sendShortLink(request, reply, shortLink[1]!, query).catch(done);
    else sendShell(request, reply).catch(done);
  });
}
