import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectsQuery, projectsResponse } from '@athar/contract/projects/projects';
import { apiMessages } from '@athar/contract/messages';
import { findProject, listProjects, ngoExists } from '../db/queries/projects';
import { AppError } from '../errors';

/** GET /api/ngos/projects: one project, a charity's or a category's projects, or all of them. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ngos/projects',
    { schema: { tags: ['projects'], querystring: projectsQuery, response: { 200: projectsResponse } } },
    async (request) => {
      const { projectid, ngoid } = request.query;
      if (projectid !== undefined) {
        const project = await findProject(app.db, projectid);
        if (!project) throw new AppError('NOT_FOUND', apiMessages.projectNotFound);
        return { status: 1 as const, message: '', data: [project] };
      }
      const projects = await listProjects(app.db, request.query);
      if (projects.length === 0 && ngoid !== undefined && !(await ngoExists(app.db, ngoid))) {
        throw new AppError('NOT_FOUND', apiMessages.ngoNotFound);
      }
      return { status: 1 as const, message: '', data: projects };
    },
  );
};
