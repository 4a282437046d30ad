import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { moderationCountsRoute } from '../routes/about';

/** How many Cairo months /TrustandSafety shows, the current one included. */
export const COUNTED_MONTHS = 12;

/**
 * One Cairo month of moderation, as /TrustandSafety publishes it: counts only — never a campaign, a
 * family, a reporter or a moderator (docs/decisions/044).
 */
export const monthlyModerationCount = z.object({
  /** 'YYYY-MM', Cairo time */
  month: z.string(),
  /** reports people sent (campaigns and duas; Athar's own signals and the families' appeals apart) */
  reports: z.number().int(),
  /** of them, those that went to the family first */
  asked_family: z.number().int(),
  dismissed: z.number().int(),
  hidden: z.number().int(),
  paused: z.number().int(),
  taken_down: z.number().int(),
  restored: z.number().int(),
  appeals_upheld: z.number().int(),
  appeals_granted: z.number().int(),
  /** the median minutes from a report reaching the moderators to their first look; null when none */
  median_first_look_minutes: z.number().int().nullable(),
});
export type MonthlyModerationCount = z.infer<typeof monthlyModerationCount>;

/** GET /api/about/moderation-counts — the last 12 Cairo months, newest first. */
export const moderationCountsEndpoint = defineEndpoint({
  ...moderationCountsRoute,
  response: envelope(z.array(monthlyModerationCount)),
});
