import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { achievementsEndpoint } from '@athar/contract/about/achievements';
import { faqEndpoint } from '@athar/contract/about/faq';
import { pressEndpoint } from '@athar/contract/about/press';
import { sitePageEndpoint } from '@athar/contract/about/site-content';
import { moderationCountsEndpoint } from '@athar/contract/moderation/monthly-counts';
import { siteContentMessages } from '@athar/contract/about/site-content-messages';
import { AppError } from '@athar/server-kit/errors';
import { currentPages } from '../db/queries/site-pages';
import { publicRead } from '../lib/public-caching';
import { achievements, faqsByAudience } from '../db/queries/about';
import { moderationMonthlyCounts } from '../db/queries/moderation-monthly-counts';
import { listPress } from '../services/about/press';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['about'] };

  app.route({
    ...endpointRoute(achievementsEndpoint, docs),
    handler: async () => ok([await achievements(app.db)]),
  });

  // the content pages operators keep (docs/decisions/040): an ETag of the bytes, a few seconds shared
  app.route({
    ...endpointRoute(faqEndpoint, docs),
    onSend: publicRead,
    handler: async () => ok([await faqsByAudience(app.db)]),
  });

  app.route({
    ...endpointRoute(sitePageEndpoint, docs),
    onSend: publicRead,
    handler: async (request) => {
      const [row] = await currentPages(app.db, [request.params.page]);
      if (!row) throw new AppError('NOT_FOUND', siteContentMessages.pageUnknown);
      return ok([{ page: row.page, version: row.version, ...row.content }]);
    },
  });

  // /TrustandSafety's monthly counts (docs/decisions/044): counts only, served with the page
  app.route({
    ...endpointRoute(moderationCountsEndpoint, docs),
    onSend: publicRead,
    handler: async () => ok(await moderationMonthlyCounts(app.db, new Date())),
  });

  app.route({ ...endpointRoute(pressEndpoint, docs), handler: async () => ok(await listPress(app.db)) });
};
