import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from './calendar';

/**
 * The operator's Hijri corrections (`npm run hijri -- set|clear|list`, PRODUCT.md §11.6): Egypt's moon
 * sighting began a month a day before or after Umm al-Qura. Signed with PAY_WEBHOOK_SECRET like the other
 * internal calls, hidden from the public OpenAPI.
 */
const month = {
  hijri_year: z.number().int().min(HIJRI_MIN_YEAR).max(HIJRI_MAX_YEAR),
  hijri_month: z.number().int().min(1).max(12),
};
export const hijriShift = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

export const hijriCorrectionView = z.object({
  ...month,
  shift: hijriShift,
  /** Egypt's first day of that month, 'YYYY-MM-DD', and its length */
  first_day: z.string(),
  length: z.union([z.literal(29), z.literal(30)]),
  set_at: z.string(),
});
export type HijriCorrectionView = z.infer<typeof hijriCorrectionView>;

/** GET /api/internal/hijri/corrections: every correction, the earliest month first. */
export const listHijriCorrectionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/internal/hijri/corrections',
  response: envelope(z.array(hijriCorrectionView)),
});

/** What a change did: how many campaigns' dates of death moved. */
export const hijriCorrectionChange = envelope(z.array(z.object({ campaigns_updated: z.number().int() })));

/** POST /api/internal/hijri/corrections: sets (or replaces) one month's correction. */
export const setHijriCorrectionBody = z.object({ ...month, shift: hijriShift });
export type SetHijriCorrectionBody = z.input<typeof setHijriCorrectionBody>;
export const setHijriCorrectionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/hijri/corrections',
  body: setHijriCorrectionBody,
  response: hijriCorrectionChange,
});

/** POST /api/internal/hijri/corrections/clear: removes one month's correction. */
export const clearHijriCorrectionBody = z.object(month);
export type ClearHijriCorrectionBody = z.input<typeof clearHijriCorrectionBody>;
export const clearHijriCorrectionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/hijri/corrections/clear',
  body: clearHijriCorrectionBody,
  response: hijriCorrectionChange,
});
