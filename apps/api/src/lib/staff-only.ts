import type { FastifyInstance } from 'fastify';

/** The OpenAPI security of the charity console's calls: a staff session's bearer token. */
export const staffSecurity = [{ bearer: [] }];

/**
 * Makes every route of this (encapsulated) plugin staff-only: a missing or visitor token is a 401
 * before the query or body is even validated.
 */
export function requireStaffOnEveryRoute(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    await request.requireStaff();
  });
}
