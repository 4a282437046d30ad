import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  charityCampaignsEndpoint,
  charityDonationsCsvEndpoint,
  charityDonationsEndpoint,
} from '@athar/contract/charity/records';
import { listCharityCampaigns, listCharityDonations } from '../db/queries/charity-records';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { donationsCsvFileName, donationsCsvStream } from '../services/charity/donations-csv';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { auditOrigin, recordAudit, staffAct } from '../services/audit/audit-trail';

/**
 * The records of the staff member's charity: donations (confirmed, and refunded ones when asked),
 * campaigns, and the CSV export.
 */
export const charityRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['charity'], security: staffSecurity };
  requireStaffOnEveryRoute(app, 'records');

  app.route({
    ...endpointRoute(charityDonationsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      return ok([await listCharityDonations(app.db, staff.ngoId, request.query)]);
    },
  });

  app.route({
    ...endpointRoute(charityCampaignsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      return ok([await listCharityCampaigns(app.db, staff.ngoId, request.query)]);
    },
  });

  app.route({
    ...endpointRoute(
      charityDonationsCsvEndpoint,
      {
        ...docs,
        description:
          'text/csv (UTF-8 with a byte-order mark) of the donations of the filter, with a status column when refunded ones are included',
      },
      { jsonAnswer: false },
    ),
    handler: async (request, reply) => {
      // the donors' personal data: a fresh code first, for whoever has a factor
      const staff = await request.requireStaff({ stepUp: true });
      const csv = await donationsCsvStream(app.db, staff.ngoId, request.query);
      const fileName = donationsCsvFileName(request.query);
      // a read of the donors' personal data: who took which file
      await recordAudit(
        app.db,
        staffAct(auditOrigin(request), staff, {
          action: 'charity.donations.exported',
          object_kind: 'donations_csv',
          object_id: fileName,
          changes: { filter: [null, request.query] },
        }),
      );
      request.log.info({ staffId: staff.id, filter: request.query }, 'donations exported');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};
