import { z } from 'zod';
import { stripScopedBidi } from '../bidi';
import { campaignIdQuery } from '../campaigns/campaign-role';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope, pagingQuery } from '../envelope';
import { familyUpdatesRoute, postFamilyUpdateRoute } from '../routes/remembrance-family';
import { familyMessages } from './family-messages';

export const FAMILY_UPDATE_MIN = 2;
export const FAMILY_UPDATE_MAX = 2000;
/** the multipart file part of the one photo */
export const FAMILY_UPDATE_PHOTO_FIELD = 'photo';

/** The text of an update: bidi controls dropped, CRLF made LF, 2–2000 characters. */
export const familyUpdateBody = z
  .string(familyMessages.updateBodyShort)
  .overwrite((text) => stripScopedBidi(text).replace(/\r\n?/g, '\n'))
  .trim()
  .min(FAMILY_UPDATE_MIN, familyMessages.updateBodyShort)
  .max(FAMILY_UPDATE_MAX, familyMessages.updateBodyLong);

/** POST /api/campaigns/family-updates (multipart): these fields and at most one `photo` file. */
export const familyUpdateFields = z.object({
  campid: decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
  body: familyUpdateBody,
});
export type FamilyUpdateFields = z.infer<typeof familyUpdateFields>;

/** The form on the web: the text only (the photo is checked by its own field). */
export const familyUpdateForm = z.object({ body: familyUpdateBody });
export type FamilyUpdateFormValues = z.output<typeof familyUpdateForm>;

export const familyUpdate = z.object({
  id: z.number().int(),
  body: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
});
export type FamilyUpdate = z.infer<typeof familyUpdate>;

export const postFamilyUpdateEndpoint = defineEndpoint({
  ...postFamilyUpdateRoute,
  response: envelope(z.array(familyUpdate)),
});

/** GET /api/campaigns/family-updates?campid&offset&rowscount — public, newest first. */
export const familyUpdatesQuery = campaignIdQuery.extend({ ...pagingQuery });
export type FamilyUpdatesQuery = z.input<typeof familyUpdatesQuery>;
export const familyUpdatesEndpoint = defineEndpoint({
  ...familyUpdatesRoute,
  query: familyUpdatesQuery,
  response: envelope(z.array(z.object({ total_count: z.number().int(), items: z.array(familyUpdate) }))),
});
