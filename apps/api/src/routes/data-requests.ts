import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataProtectionMessages as messages } from '@athar/contract/operator/data-protection-messages';
import {
  changeDataRequestEndpoint,
  dataRequestsEndpoint,
  recordDataRequestEndpoint,
} from '@athar/contract/operator/data-requests';
import { DATA_PROTECTION_HANDLERS, DATA_PROTECTION_READERS } from '@athar/contract/operator/roles';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { dataRequestById, dataRequestPage } from '../db/queries/data-requests';
import { cairoDay } from '../lib/cairo-time';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import {
  changeDataRequestStatus,
  dataRequestOut,
  recordDataRequest,
} from '../services/data-protection/data-requests';

const docs = { tags: ['operator'] };

/** People's requests about their data (Law 151/2020): the data-protection duty records and closes them. */
export const dataRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (id: number) =>
    dataRequestOut((await dataRequestById(app.db, id))!, cairoDay(app.clock.now()));

  app.route({
    ...endpointRoute(dataRequestsEndpoint, docs),
    ...operatorOnly({ roles: DATA_PROTECTION_READERS }),
    handler: async (request) => {
      request.operator();
      const { limit, after, ...filter } = request.query;
      const cursor = after ? { day: after.slice(0, 10), id: Number(after.slice(11)) } : undefined;
      const rows = await dataRequestPage(app.db, { ...filter, after: cursor }, limit + 1);
      const today = cairoDay(app.clock.now());
      const requests = rows.slice(0, limit).map((row) => dataRequestOut(row, today));
      const last = requests.at(-1);
      const nextAfter = rows.length > limit && last ? `${last.due_on}~${last.id}` : null;
      return ok([{ requests, next_after: nextAfter }]);
    },
  });

  app.route({
    ...endpointRoute(recordDataRequestEndpoint, docs),
    ...operatorOnly({ roles: DATA_PROTECTION_HANDLERS }),
    handler: async (request) => {
      const operator = request.operator();
      const id = await recordDataRequest(app.db, request, operator.id, request.body, app.clock.now());
      return ok([await answer(id)], messages.requestRecorded);
    },
  });

  app.route({
    ...endpointRoute(changeDataRequestEndpoint, docs),
    ...operatorOnly({ roles: DATA_PROTECTION_HANDLERS }),
    handler: async (request) => {
      const operator = request.operator();
      const { id } = request.params;
      await changeDataRequestStatus(app.db, request, operator.id, id, request.body, app.clock.now());
      return ok([await answer(id)], messages.requestChanged);
    },
  });
};
