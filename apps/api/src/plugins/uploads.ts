import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { backfillLowQualityVariants, lowQualityKey } from '../lib/low-quality-images';

const PREFIX = '/uploads/';

/**
 * `Save-Data: on` (tokens are case-insensitive, parameters may follow): the browser's data saver is
 * on. It is a low-entropy hint that Chromium sends on every request while the saver is on, without
 * the server asking, so no `Accept-CH` is needed; nor `Critical-CH`, whose only effect is a retry of
 * a request sent without a hint the server asked for.
 */
export function wantsSavedData(header: string | string[] | undefined): boolean {
  return /^\s*on\s*(;|$)/i.test(String(header ?? ''));
}

async function isFile(file: string): Promise<boolean> {
  return fs.promises.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/**
 * Serves DATA_DIR/uploads (an upload is written once and never rewritten, so `cacheControl` is long).
 * To a browser saving data, a picture is answered at its own URL with its low-quality variant when
 * it has one (PRODUCT.md §2.8); every answer varies on Save-Data, so a cache keeps the two apart.
 */
export async function registerUploads(
  app: FastifyInstance,
  { uploadsDir, cacheControl }: { uploadsDir: string; cacheControl: string },
): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  const root = path.resolve(uploadsDir);
  // pictures stored before these variants existed get theirs in the background once the server listens (an
  // app only injected into, as in the tests, has no visitors to serve them to); later starts find none
  app.addHook('onListen', (done) => {
    void backfillLowQualityVariants(root, app.log);
    done();
  });

  /**
   * Points the request at the variant: @fastify/static then serves it with all its own checks
   * (traversal, dot files, ranges). A path that leads outside the uploads is left for it to refuse.
   */
  async function preferLowQuality(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    void reply.header('vary', 'Save-Data');
    if (!wantsSavedData(request.headers['save-data'])) return;
    const url = request.raw.url ?? '';
    const queryAt = url.indexOf('?');
    const urlPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const variantPath = lowQualityKey(urlPath);
    if (!variantPath?.startsWith(PREFIX)) return;
    let relative: string;
    try {
      // decoded as @fastify/static decodes it, so that both look at the same file
      relative = decodeURI(variantPath.slice(PREFIX.length));
    } catch {
      return;
    }
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep) || !(await isFile(file))) return;
    request.raw.url = variantPath + (queryAt === -1 ? '' : url.slice(queryAt));
  }

  await app.register(async (uploads) => {
    uploads.addHook('onRequest', preferLowQuality);
    await uploads.register(fastifyStatic, {
      root,
      prefix: PREFIX,
      decorateReply: false,
      index: false,
      // off: @fastify/send would otherwise write its own `max-age=0` after setHeaders and win
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', cacheControl),
    });
  });
}
