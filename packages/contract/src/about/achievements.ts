import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { achievementsRoute } from '../routes/about';

/** GET /api/about/achievements — totals over confirmed donations and visible campaigns. */
export const achievements = z.object({
  /** confirmed donations, in EGP */
  total_donations: z.number(),
  total_campaigns: z.number().int(),
  total_donators: z.number().int(),
});
export type Achievements = z.infer<typeof achievements>;
export const achievementsResponse = envelope(z.array(achievements));

export const achievementsEndpoint = defineEndpoint({
  ...achievementsRoute,
  response: achievementsResponse,
});
