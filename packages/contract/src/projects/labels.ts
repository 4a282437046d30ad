import { z } from 'zod';

/**
 * Honest labels set by the charity (docs/decisions/018): `jariya` (صدقة جارية) only for a lasting asset such
 * as a well, a building or equipment, `sadaqa` (صدقة) otherwise; and whether zakat may be given to it.
 */
export const SADAQA_KINDS = ['jariya', 'sadaqa'] as const;
export type SadaqaKind = (typeof SADAQA_KINDS)[number];

export const projectLabels = z.object({
  sadaqa_kind: z.enum(SADAQA_KINDS),
  zakat_eligible: z.boolean(),
});
export type ProjectLabels = z.infer<typeof projectLabels>;
