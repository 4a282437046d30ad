import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const SIGNATURE_PLACEHOLDER = '__ATHAR_API_SIGNATURE__';
const NOT_SPA = /^\/(api|athar\/api|uploads|assets|healthz|readyz|metrics)(\/|$)/;
const ONE_YEAR = 'public, max-age=31536000, immutable';

/** Content-Security-Policy of the app's HTML: no inline or third-party script. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface WebAppOptions {
  /** apps/web/dist; when it has no index.html, only the API is served. */
  distDir: string;
  uploadsDir: string;
  apiSignature: string;
}

/** Serves uploads, the built SPA with long-lived hashed assets, and index.html for every app route. */
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
  const indexHtml = fs
    .readFileSync(indexFile, 'utf8')
    .replace(SIGNATURE_PLACEHOLDER, escapeAttribute(options.apiSignature));

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

  const sendIndex = (reply: FastifyReply) =>
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CSP)
      .send(indexHtml);

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const urlPath = request.url.split('?', 1)[0]!;
    if (NOT_SPA.test(urlPath) || urlPath === '/' || path.extname(urlPath) !== '') return;
    return sendIndex(reply);
  });
}
