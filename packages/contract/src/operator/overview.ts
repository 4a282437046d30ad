import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { operatorOverviewRoute } from '../routes/operator';

/** Within how many days a permit's end is shown on the first screen. */
export const PERMIT_WARNING_DAYS = 30;

const charity = { ngo_id: z.number().int(), ngo_name: z.string() };

/** GET /api/operator/overview — what needs an operator today. */
export const operatorOverviewEndpoint = defineEndpoint({
  ...operatorOverviewRoute,
  response: envelope(
    z.array(
      z.object({
        expiring_permits: z.array(z.object({ ...charity, permit_number: z.string(), ends_on: z.string() })),
        charities_without_permit: z.array(z.object(charity)),
        overdue_cash: z.array(z.object({ ...charity, count: z.number().int(), oldest_at: z.string() })),
      }),
    ),
  ),
});
export type OperatorOverview = z.infer<typeof operatorOverviewEndpoint.response>['data'][number];
