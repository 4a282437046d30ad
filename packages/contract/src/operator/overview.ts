import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { operatorOverviewRoute } from '../routes/operator';

/** Within how many days a permit's end is shown on the first screen. */
export const PERMIT_WARNING_DAYS = 30;

const charity = { ngo_id: z.number().int(), ngo_name: z.string() };
const count = z.number().int();

/** What waits for a duty's decision: how many, and since when (null when none waits). */
export const waitingWork = z.object({
  /** charities' applications submitted or answered, waiting for review (issue 37) */
  applications: z.object({ count, oldest_at: z.string().nullable() }),
  /** campaigns with reports in the moderators' queue, and those past the first-look promise (issue 38) */
  reports: z.object({ campaigns: count, late: count, oldest_at: z.string().nullable() }),
});

/** GET /api/operator/overview — what needs an operator today. */
export const operatorOverviewEndpoint = defineEndpoint({
  ...operatorOverviewRoute,
  response: envelope(
    z.array(
      z.object({
        expiring_permits: z.array(z.object({ ...charity, permit_number: z.string(), ends_on: z.string() })),
        charities_without_permit: z.array(z.object(charity)),
        overdue_cash: z.array(z.object({ ...charity, count, oldest_at: z.string() })),
        waiting: waitingWork,
      }),
    ),
  ),
});
export type OperatorOverview = z.infer<typeof operatorOverviewEndpoint.response>['data'][number];
