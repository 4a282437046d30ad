import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  confirmStaffEnrolmentEndpoint,
  staffEnrolmentEndpoint,
  staffStepUpEndpoint,
  staffVerifyEndpoint,
} from '@athar/contract/charity/staff-factor';
import { factorMessages } from '@athar/contract/second-factor/messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { staffSecurity } from '../lib/staff-only';
import type { AuthStaff } from '../plugins/staff-auth';
import { auditOrigin } from '../services/audit/audit-trail';
import { staffCaller, staffFactor } from '../services/charity/staff-factor';
import { stepUpUntil } from '../services/second-factor/factor-session';
import {
  beginEnrolment,
  confirmEnrolment,
  stepUp,
  verifyFactor,
} from '../services/second-factor/second-factor';

const callerOf = (request: FastifyRequest, staff: AuthStaff) => staffCaller(staff, auditOrigin(request));

/** A staff member's second factor: enrolment (an admin's must), the login's code, and step-up. */
export const staffFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['charity'], security: staffSecurity };
  const beforeFactor = { beforeFactor: true };

  app.route({
    ...endpointRoute(staffEnrolmentEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff(beforeFactor);
      return ok([await beginEnrolment(app, staffFactor, staff.id)]);
    },
  });

  app.route({
    ...endpointRoute(confirmStaffEnrolmentEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff(beforeFactor);
      const codes = await confirmEnrolment(app, staffFactor, callerOf(request, staff), request.body.code);
      return ok([{ recovery_codes: codes }], factorMessages.enrolled);
    },
  });

  app.route({
    ...endpointRoute(staffVerifyEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff(beforeFactor);
      const left = await verifyFactor(app, staffFactor, callerOf(request, staff), request.body);
      const message =
        left === null
          ? factorMessages.verified
          : factorMessages.recoveryUsed.replace('{count}', () => String(left));
      return ok([], message);
    },
  });

  app.route({
    ...endpointRoute(staffStepUpEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const at = await stepUp(app, staffFactor, callerOf(request, staff), request.body.code);
      return ok([{ until: stepUpUntil(at) }], factorMessages.steppedUp);
    },
  });
};
