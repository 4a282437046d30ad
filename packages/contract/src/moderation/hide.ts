import { z } from 'zod';
import { publicText } from '../accounts/fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  familyHiddenPartsRoute,
  moderationHiddenPhotoRoute,
  moderationHideRoute,
} from '../routes/moderation';
import { HIDDEN_PARTS, partHasId } from './hidden-parts';
import { moderationMessages } from './messages';
import { hiddenPartView, moderationCase, type HiddenPartView } from './queue';

const id = decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/**
 * POST /api/operator/moderation/:campid/hide — a moderator hides one element of the campaign, with a
 * reason the family reads (docs/decisions/036); a dua or an update is named by its id, which must be
 * this campaign's.
 */
export const moderationHideEndpoint = defineEndpoint({
  ...moderationHideRoute,
  params: z.object({ campid: id }),
  body: z
    .object({
      part: z.enum(HIDDEN_PARTS, moderationMessages.partRequired),
      part_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
      reason: publicText(500, moderationMessages.decisionReason).pipe(
        z.string().min(3, moderationMessages.decisionReason),
      ),
    })
    .refine((body) => partHasId(body.part) === (body.part_id !== undefined), {
      message: moderationMessages.partIdRequired,
      path: ['part_id'],
    }),
  response: envelope(z.array(moderationCase)),
});

/** One element a moderator hid, as the family reads it on their page, marked «مخفي للمراجعة». */
export const familyHiddenPart = hiddenPartView;
export type FamilyHiddenPart = HiddenPartView;

/** GET /api/campaigns/:campid/hidden-parts — what a moderator hid, for the family (managers) only. */
export const familyHiddenPartsEndpoint = defineEndpoint({
  ...familyHiddenPartsRoute,
  params: z.object({ campid: id }),
  response: envelope(z.array(familyHiddenPart)),
});

/**
 * GET /api/operator/moderation/:campid/hidden-photo — the hidden photo's picture (image/webp), never
 * cached; 404 when the campaign has no hidden photo (docs/decisions/047).
 */
export const moderationHiddenPhotoEndpoint = defineEndpoint({
  ...moderationHiddenPhotoRoute,
  params: z.object({ campid: id }),
  response: z.unknown(),
});
