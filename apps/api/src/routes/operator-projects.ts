import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectDraftMessages as text } from '@athar/contract/charity/project-draft-messages';
import {
  approveProjectEndpoint,
  PROJECT_REVIEWERS,
  retireProjectEndpoint,
  returnProjectEndpoint,
  waitingProjectsEndpoint,
} from '@athar/contract/operator/project-review';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { uploadsDir } from '../services/service-deps';
import { operatorOnly } from '../plugins/operator-auth';
import {
  approveDraft,
  retireProject,
  returnDraft,
  waitingProjects,
} from '../services/catalogue/project-review';

const docs = { tags: ['operator'] };

/**
 * The catalogue duty's (and the admins') review of the charities' projects: the waiting list, approve,
 * send back with a message, retire; each change in the audit log (docs/decisions/037).
 */
export const operatorProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(waitingProjectsEndpoint, docs),
    ...operatorOnly({ roles: PROJECT_REVIEWERS }),
    handler: async (request) => {
      request.operator();
      return ok([await waitingProjects(app.db, request.query)]);
    },
  });

  app.route({
    ...endpointRoute(approveProjectEndpoint, docs),
    ...operatorOnly({ roles: PROJECT_REVIEWERS }),
    handler: async (request) => {
      const operator = request.operator();
      const draft = await approveDraft(
        app.db,
        request,
        operator.id,
        request.params.id,
        uploadsDir(app.config),
      );
      return ok([draft], text.approved);
    },
  });

  app.route({
    ...endpointRoute(returnProjectEndpoint, docs),
    ...operatorOnly({ roles: PROJECT_REVIEWERS }),
    handler: async (request) => {
      const operator = request.operator();
      const draft = await returnDraft(app.db, request, operator.id, request.params.id, request.body.message);
      return ok([draft], text.returned);
    },
  });

  app.route({
    ...endpointRoute(retireProjectEndpoint, docs),
    ...operatorOnly({ roles: PROJECT_REVIEWERS }),
    handler: async (request) => {
      const operator = request.operator();
      const by = { kind: 'operator' as const, request, operatorId: operator.id };
      return ok([await retireProject(app.db, by, request.params.id)], text.retired);
    },
  });
};
