import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  charityTeamEndpoint,
  disableCharityStaffEndpoint,
  enableCharityStaffEndpoint,
  inviteCharityStaffEndpoint,
  setCharityStaffRolesEndpoint,
  setCharityTaxNumberEndpoint,
} from '@athar/contract/charity/team';
import { charityTeamMessages as text } from '@athar/contract/charity/team-messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ngoTaxNumber } from '../db/queries/charity-team';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { auditOrigin } from '../services/audit/audit-trail';
import {
  disableStaff,
  enableStaff,
  inviteStaff,
  listTeam,
  setStaffRoles,
  setTaxNumber,
  type TeamAdmin,
} from '../services/charity/charity-team';

/**
 * The charity's team and settings, for its admin only; every change asks a fresh code (step-up) and is
 * audited in the charity's slice. Another charity's staff ids are not found.
 */
export const charityTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['charity'], security: staffSecurity };
  requireStaffOnEveryRoute(app, 'team');

  const freshAdmin = async (request: FastifyRequest): Promise<TeamAdmin> => {
    const staff = await request.requireStaff({ room: 'team', stepUp: true });
    return { id: staff.id, ngoId: staff.ngoId, origin: auditOrigin(request) };
  };

  app.route({
    ...endpointRoute(charityTeamEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff({ room: 'team' });
      const [staffList, taxNumber] = await Promise.all([
        listTeam(app.db, staff.ngoId),
        ngoTaxNumber(app.db, staff.ngoId),
      ]);
      return ok([{ staff: staffList, tax_number: taxNumber }]);
    },
  });

  app.route({
    ...endpointRoute(inviteCharityStaffEndpoint, docs),
    handler: async (request) => {
      const invited = await inviteStaff(app, await freshAdmin(request), request.body);
      return ok([invited.member], invited.resent ? text.resent : text.invited);
    },
  });

  app.route({
    ...endpointRoute(setCharityStaffRolesEndpoint, docs),
    handler: async (request) => {
      const admin = await freshAdmin(request);
      return ok(
        [await setStaffRoles(app.db, admin, request.params.id, request.body.roles)],
        text.rolesChanged,
      );
    },
  });

  app.route({
    ...endpointRoute(disableCharityStaffEndpoint, docs),
    handler: async (request) => {
      const admin = await freshAdmin(request);
      return ok([await disableStaff(app.db, admin, request.params.id)], text.disabled);
    },
  });

  app.route({
    ...endpointRoute(enableCharityStaffEndpoint, docs),
    handler: async (request) => {
      const admin = await freshAdmin(request);
      return ok([await enableStaff(app.db, admin, request.params.id)], text.enabled);
    },
  });

  app.route({
    ...endpointRoute(setCharityTaxNumberEndpoint, docs),
    handler: async (request) => {
      const admin = await freshAdmin(request);
      await setTaxNumber(app.db, admin, request.body.tax_number);
      return ok([{ tax_number: request.body.tax_number }], text.taxNumberSet);
    },
  });
};
