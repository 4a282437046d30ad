import { z } from 'zod';
import { egp } from '../amount-fields';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { achievementsRoute } from '../routes/about';

/** GET /api/about/achievements — totals over confirmed donations and visible campaigns. */
export const achievements = z.object({
  /** confirmed donations */
  total_donations: egp,
  total_campaigns: z.number().int(),
  total_donators: z.number().int(),
});
export type Achievements = z.infer<typeof achievements>;
export const achievementsResponse = envelope(z.array(achievements));

export const achievementsEndpoint = defineEndpoint({
  ...achievementsRoute,
  response: achievementsResponse,
});
