import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  charityCampaignsQuery,
  charityCampaignsResponse,
  charityDonationsQuery,
  charityDonationsResponse,
  charityExportQuery,
} from '@athar/contract/charity/records';
import { listCharityCampaigns, listCharityDonations } from '../db/queries/charity-records';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { donationsCsvFileName, donationsCsvStream } from '../services/charity/donations-csv';

/** The records of the staff member's charity: confirmed donations, campaigns, and the CSV export. */
export const charityRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  requireStaffOnEveryRoute(app);

  app.get(
    '/api/charity/donations',
    {
      schema: {
        tags: ['charity'],
        security: staffSecurity,
        querystring: charityDonationsQuery,
        response: { 200: charityDonationsResponse },
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      const page = await listCharityDonations(app.db, staff.ngoId, request.query);
      return { status: 1 as const, message: '', data: [page] };
    },
  );

  app.get(
    '/api/charity/campaigns',
    {
      schema: {
        tags: ['charity'],
        security: staffSecurity,
        querystring: charityCampaignsQuery,
        response: { 200: charityCampaignsResponse },
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      const page = await listCharityCampaigns(app.db, staff.ngoId, request.query);
      return { status: 1 as const, message: '', data: [page] };
    },
  );

  app.get(
    '/api/charity/donations.csv',
    {
      schema: {
        tags: ['charity'],
        security: staffSecurity,
        description: 'text/csv (UTF-8 with a byte-order mark) of the confirmed donations of the range',
        querystring: charityExportQuery,
      },
    },
    async (request, reply) => {
      const staff = await request.requireStaff();
      const csv = await donationsCsvStream(app.db, staff.ngoId, request.query);
      request.log.info({ staffId: staff.id, range: request.query }, 'donations exported');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${donationsCsvFileName(request.query)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
