import { z } from 'zod';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { campaignRoleRoute } from '../routes/campaigns';

export const campaignIdQuery = z.object({
  campid: decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

/**
 * GET /api/campaigns/role?campid — what the logged-in viewer is to the campaign: 'creator', 'admin'
 * (a co-administrator the creator invited) or null (anyone else, or no such campaign). 401 without
 * a session; answered with Cache-Control: private, no-store.
 */
export const campaignRoleEndpoint = defineEndpoint({
  ...campaignRoleRoute,
  query: campaignIdQuery,
  response: envelope(z.object({ role: z.enum(['creator', 'admin']).nullable() })),
});
