import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectsEndpoint } from '@athar/contract/projects/projects';
import { apiMessages } from '@athar/contract/messages';
import { ngoExists } from '../db/queries/projects';
import { findProject, listFeaturedProjects, listProjects } from '../services/catalogue/projects';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

/** The projects: one project, a charity's or a category's projects, or all of them. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(projectsEndpoint, { tags: ['projects'] }),
    handler: async (request) => {
      const { projectid, ngoid } = request.query;
      if (projectid !== undefined) {
        const project = await findProject(app.db, projectid);
        if (!project) throw new AppError('NOT_FOUND', apiMessages.projectNotFound);
        return ok([project]);
      }
      if (request.query.featured === '1') return ok(await listFeaturedProjects(app.db));
      const projects = await listProjects(app.db, request.query);
      if (projects.length === 0 && ngoid !== undefined && !(await ngoExists(app.db, ngoid))) {
        throw new AppError('NOT_FOUND', apiMessages.ngoNotFound);
      }
      return ok(projects);
    },
  });
};
