import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addStaffBody, addStaffResponse } from '@athar/contract/charity/add-staff';
import { requireSignedRequests } from '../lib/signed-routes';
import { addStaff } from '../services/charity/staff-accounts';

/**
 * `npm run charity -- add-staff` calls this on the running app, signed with PAY_WEBHOOK_SECRET like
 * the other operator calls; there is no self-registration of staff.
 */
export const internalCharityRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });

  app.post(
    '/api/internal/charity/staff',
    { schema: { hide: true, body: addStaffBody, response: { 200: addStaffResponse } } },
    async (request) => {
      const staff = await addStaff(app, {
        ngoId: request.body.ngo_id,
        email: request.body.email,
        name: request.body.name,
      });
      request.log.info({ staffId: staff.id, ngoId: staff.ngo_id }, 'charity staff invited');
      return { status: 1 as const, message: '', data: [staff] };
    },
  );
};
