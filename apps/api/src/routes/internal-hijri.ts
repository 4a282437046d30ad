import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearHijriCorrectionEndpoint,
  listHijriCorrectionsEndpoint,
  setHijriCorrectionEndpoint,
} from '@athar/contract/hijri/internal-corrections';
import { hijriMessages } from '@athar/contract/hijri/messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireSignedRequests } from '../plugins/signed-routes';
import { changeHijriCorrection, hijriCorrectionList } from '../services/hijri/corrections';

/**
 * `npm run hijri -- set|clear|list` calls these on the running app, signed with PAY_WEBHOOK_SECRET
 * (one use each) like the other operator calls. Hidden from the public OpenAPI.
 */
export const internalHijriRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });

  app.route({
    ...endpointRoute(listHijriCorrectionsEndpoint, { hide: true }),
    handler: async () => ok(await hijriCorrectionList(app.db)),
  });

  app.route({
    ...endpointRoute(setHijriCorrectionEndpoint, { hide: true }),
    handler: async (request) => {
      const { hijri_year: year, hijri_month: month, shift } = request.body;
      const result = await changeHijriCorrection(app.db, year, month, shift);
      request.log.info({ year, month, shift, ...result }, 'hijri correction set');
      return ok([result], hijriMessages.correctionSet);
    },
  });

  app.route({
    ...endpointRoute(clearHijriCorrectionEndpoint, { hide: true }),
    handler: async (request) => {
      const { hijri_year: year, hijri_month: month } = request.body;
      const result = await changeHijriCorrection(app.db, year, month, null);
      request.log.info({ year, month, ...result }, 'hijri correction cleared');
      return ok([result], hijriMessages.correctionCleared);
    },
  });
};
