import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { findCampaignImageKey } from '../db/queries/campaign-og-image';
import { defaultOgImage, OgImages, type OgImage } from '../services/og-image';
import { matchesIfNoneMatch } from '../lib/public-caching';

/** `<campaign id>.jpg` or `default.jpg`: nothing else reaches the disk or the database. */
const FILE = /^(?:([1-9][0-9]{0,14})|default)\.jpg$/;
/** the picture of an id may change (the family edits it): a day, then asked again with the ETag */
const CACHE_CONTROL = 'public, max-age=86400';

export interface OgImageRouteOptions {
  /** DATA_DIR/uploads */
  uploadsDir: string;
}

function send(request: FastifyRequest, reply: FastifyReply, image: OgImage) {
  void reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', image.etag)
    .header('x-content-type-options', 'nosniff');
  if (matchesIfNoneMatch(request, image.etag)) return reply.code(304).send();
  return reply.code(200).header('content-type', 'image/jpeg').send(image.body);
}

/**
 * GET /og/campaign/<id>.jpg: the picture a shared campaign link shows (PRODUCT.md §11.7), a 1200×630 JPEG
 * under 300 KB (services/og-image.ts); /og/campaign/default.jpg the default one. An unknown campaign
 * is a 404; a campaign whose picture is missing or broken shows the default picture.
 */
export const ogImageRoutes: FastifyPluginAsync<OgImageRouteOptions> = async (app, options) => {
  const images = new OgImages(options.uploadsDir);
  app.get<{ Params: { file: string } }>(
    '/og/campaign/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = FILE.exec(request.params.file);
      if (!file) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      if (!file[1]) return send(request, reply, await defaultOgImage());
      const key = await findCampaignImageKey(app.db, Number(file[1]));
      if (key === undefined) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      return send(request, reply, await images.forImage(key, request.log));
    },
  );
};
