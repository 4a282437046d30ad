import { z } from 'zod';
import { envelope } from '../envelope';

/** GET /api/about/achievements — totals over confirmed donations and visible campaigns. */
export const achievements = z.object({
  /** confirmed donations, in EGP */
  total_donations: z.number(),
  total_campaigns: z.number().int(),
  total_donators: z.number().int(),
});
export type Achievements = z.infer<typeof achievements>;
export const achievementsResponse = envelope(z.array(achievements));
