import type { FastifyInstance } from 'fastify';
import type { StaffRoom } from '@athar/contract/charity/staff-roles';

/** The OpenAPI security of the charity console's calls: a staff session's bearer token. */
export const staffSecurity = [{ bearer: [] }];

/**
 * Makes every route of this (encapsulated) plugin staff-only: a missing or visitor token is a 401
 * before the query or body is even validated, and a staff member without a role of `room` a 403.
 */
export function requireStaffOnEveryRoute(app: FastifyInstance, room?: StaffRoom) {
  app.addHook('onRequest', async (request) => {
    await request.requireStaff(room ? { room } : {});
  });
}
