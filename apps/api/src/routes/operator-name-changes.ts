import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { charityPageMessages as text } from '@athar/contract/charity/charity-page-messages';
import {
  approveNameChangeEndpoint,
  refuseNameChangeEndpoint,
  waitingNameChangesEndpoint,
} from '@athar/contract/operator/name-review';
import { PROJECT_REVIEWERS } from '@athar/contract/operator/project-review';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { approveNameChange, refuseNameChange, waitingNameChanges } from '../services/catalogue/name-review';

const docs = { tags: ['operator'] };

/** The catalogue duty (and the admins) decide the charities' new public names, each in the audit log. */
export const operatorNameChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(waitingNameChangesEndpoint, docs),
    ...operatorOnly({ roles: PROJECT_REVIEWERS }),
    handler: async (request) => {
      request.operator();
      return ok([await waitingNameChanges(app.db, request.query)]);
    },
  });

  app.route({
    ...endpointRoute(approveNameChangeEndpoint, docs),
    ...operatorOnly({ roles: PROJECT_REVIEWERS }),
    handler: async (request) => {
      const operator = request.operator();
      return ok(
        [await approveNameChange(app.db, request, operator.id, request.params.id)],
        text.nameApproved,
      );
    },
  });

  app.route({
    ...endpointRoute(refuseNameChangeEndpoint, docs),
    ...operatorOnly({ roles: PROJECT_REVIEWERS }),
    handler: async (request) => {
      const operator = request.operator();
      const change = await refuseNameChange(
        app.db,
        request,
        operator.id,
        request.params.id,
        request.body.reason,
      );
      return ok([change], text.nameRefused);
    },
  });
};
