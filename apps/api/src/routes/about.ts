import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { achievementsResponse } from '@athar/contract/about/achievements';
import { faqResponse } from '@athar/contract/about/faq';
import { pressResponse } from '@athar/contract/about/press';
import { achievements, faqsByAudience, listPress } from '../db/queries/about';

export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/about/achievements',
    { schema: { tags: ['about'], response: { 200: achievementsResponse } } },
    async () => ({ status: 1 as const, message: '', data: [await achievements(app.db)] }),
  );

  app.get('/api/about/faq', { schema: { tags: ['about'], response: { 200: faqResponse } } }, async () => ({
    status: 1 as const,
    message: '',
    data: [await faqsByAudience(app.db)],
  }));

  app.get(
    '/api/about/press',
    { schema: { tags: ['about'], response: { 200: pressResponse } } },
    async () => ({
      status: 1 as const,
      message: '',
      data: await listPress(app.db),
    }),
  );
};
