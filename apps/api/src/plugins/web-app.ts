import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { toWesternDigits } from '@athar/contract/arabic';
import { findCampaignPreview } from '../db/queries/campaign-preview';
import { campaignMetaTags, renderAppShell, withHeadTags } from '../lib/app-shell';
import { loadRoutePreloads } from '../lib/route-preloads';

const NOT_SPA = /^\/(api|athar\/api|uploads|assets|healthz|readyz|metrics)(\/|$)/;
const CAMPAIGN_PAGE = /^\/CampaignDonation\/[^/]+\/(\d{1,15})$/;
const SHORT_CODE = /^\/([0-9\u0660-\u0669]{1,9})$/;
const ONE_YEAR = 'public, max-age=31536000, immutable';

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

function safeDecode(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

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
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.setHeader('cache-control', ONE_YEAR),
  });

  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const template = fs.readFileSync(indexFile, 'utf8');
  const shellValues = { apiSignature: options.apiSignature, payUrl: options.payUrl };
  const plainShell = renderAppShell(template, shellValues);
  const csp = contentSecurityPolicy(new URL(options.payUrl).origin);
  const routePreloads = loadRoutePreloads(options.distDir);

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? ONE_YEAR : 'public, max-age=3600');
    },
  });

  async function campaignHeadTags(urlPath: string): Promise<string | undefined> {
    const page = CAMPAIGN_PAGE.exec(urlPath);
    const code = SHORT_CODE.exec(urlPath);
    if (!page && !code) return undefined;
    const preview = await findCampaignPreview(
      app.db,
      page ? { id: Number(page[1]) } : { code: Number(toWesternDigits(code![1]!)) },
    );
    return preview
      ? campaignMetaTags(preview, options.publicUrl, `${options.publicUrl}${urlPath}`)
      : undefined;
  }

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const urlPath = safeDecode(request.url.split('?', 1)[0]!);
    const headTags = await campaignHeadTags(urlPath).catch((error: unknown) => {
      request.log.warn({ err: error }, 'link preview lookup failed');
      return undefined;
    });
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(
        withHeadTags(
          headTags ? renderAppShell(template, shellValues, headTags) : plainShell,
          routePreloads(urlPath),
        ),
      );
  }

  app.get('/', { schema: { hide: true } }, sendShell);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const urlPath = request.url.split('?', 1)[0]!;
    if (NOT_SPA.test(urlPath) || urlPath === '/' || path.extname(urlPath) !== '') return;
    return sendShell(request, reply);
  });
}
