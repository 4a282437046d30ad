import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  breachesEndpoint,
  changeBreachEndpoint,
  recordBreachEndpoint,
} from '@athar/contract/operator/breaches';
import { dataProtectionMessages as messages } from '@athar/contract/operator/data-protection-messages';
import { DATA_PROTECTION_HANDLERS, DATA_PROTECTION_READERS } from '@athar/contract/operator/roles';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { breachById, breachPage } from '../db/queries/data-breaches';
import { keysetSlice } from '../lib/keyset-page';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { breachOut, changeBreach, recordBreach } from '../services/data-protection/breaches';

const docs = { tags: ['operator'] };

/** The breach record (Law 151/2020 art. 7): each breach with its 72-hour clock to notify the Center. */
export const dataBreachRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (id: number) => breachOut((await breachById(app.db, id))!, app.clock.now());

  app.route({
    ...endpointRoute(breachesEndpoint, docs),
    ...operatorOnly({ roles: DATA_PROTECTION_READERS }),
    handler: async (request) => {
      request.operator();
      const { limit, before } = request.query;
      const now = app.clock.now();
      const rows = (await breachPage(app.db, before, limit + 1)).map((row) => breachOut(row, now));
      const { page, next_before } = keysetSlice(rows, limit);
      return ok([{ breaches: page, next_before }]);
    },
  });

  app.route({
    ...endpointRoute(recordBreachEndpoint, docs),
    ...operatorOnly({ roles: DATA_PROTECTION_HANDLERS }),
    handler: async (request) => {
      const operator = request.operator();
      const id = await recordBreach(app.db, request, operator.id, request.body, app.clock.now());
      return ok([await answer(id)], messages.breachRecorded);
    },
  });

  app.route({
    ...endpointRoute(changeBreachEndpoint, docs),
    ...operatorOnly({ roles: DATA_PROTECTION_HANDLERS }),
    handler: async (request) => {
      const operator = request.operator();
      const { id } = request.params;
      await changeBreach(app.db, request, operator.id, id, request.body, app.clock.now());
      return ok([await answer(id)], messages.breachChanged);
    },
  });
};
