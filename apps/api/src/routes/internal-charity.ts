import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { charityMessages } from '@athar/contract/charity/messages';
import { addStaffEndpoint } from '@athar/contract/internal/add-staff';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireSignedRequests } from '../plugins/signed-routes';
import { commandAct, recordAudit } from '../services/audit/audit-trail';
import { addStaff } from '../services/charity/staff-accounts';

/**
 * `npm run charity -- add-staff` calls this on the running app, signed with PAY_WEBHOOK_SECRET like
 * the other operator calls; there is no self-registration of staff. The same address again re-sends
 * the invitation while no password is chosen (status 1 with charityMessages.staffInvitationResent).
 */
export const internalCharityRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });

  app.route({
    ...endpointRoute(addStaffEndpoint, { hide: true }),
    handler: async (request) => {
      const { staff, resent } = await addStaff(
        app,
        {
          ngoId: request.body.ngo_id,
          email: request.body.email,
          name: request.body.name,
        },
        (db, staffId, resent) =>
          recordAudit(
            db,
            commandAct(request, {
              action: resent ? 'command.staff.invitation_resent' : 'command.staff.invited',
              object_kind: 'staff',
              object_id: staffId,
              ngo_id: request.body.ngo_id,
            }),
          ),
      );
      request.log.info(
        { staffId: staff.id, ngoId: staff.ngo_id },
        resent ? 'charity staff invitation re-sent' : 'charity staff invited',
      );
      // the message tells the operator a re-sent invitation from a first one
      const message = resent ? charityMessages.staffInvitationResent : '';
      return ok([staff], message);
    },
  });
};
