import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { hijriCorrectionsRoute } from '../routes/hijri';

/**
 * GET /api/hijri/corrections (PRODUCT.md §11.6): Egypt's corrections of Umm al-Qura's months, public, so the
 * date-of-death field shows the other calendar as the api will store it.
 */
export const publicHijriCorrection = z.object({
  hijri_year: z.number().int(),
  hijri_month: z.number().int(),
  shift: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
});
export type PublicHijriCorrection = z.infer<typeof publicHijriCorrection>;

export const hijriCorrectionsEndpoint = defineEndpoint({
  ...hijriCorrectionsRoute,
  response: envelope(z.array(publicHijriCorrection)),
});
