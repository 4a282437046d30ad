import { z } from 'zod';
import { stripNameBidi, stripScopedBidi } from '../bidi';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  charityLogoRoute,
  charityPageRoute,
  editCharityPageRoute,
  proposeCharityNameRoute,
} from '../routes/charity';
import { charityPageMessages as messages } from './charity-page-messages';

/** The multipart field of the charity's logo. */
export const CHARITY_LOGO_FIELD = 'ngo_image';

/** The charity's public name: Arabic, no bidi control, 3 to 120 characters. */
export const charityName = z
  .string(messages.nameInvalid)
  .overwrite(stripNameBidi)
  .trim()
  .min(3, messages.nameInvalid)
  .max(120, messages.nameInvalid)
  .regex(/[\u0600-\u06FF]/, messages.nameInvalid);

export const charityPageBody = z.object({
  ngo_description: z
    .string(messages.descriptionInvalid)
    .overwrite(stripScopedBidi)
    .trim()
    .min(20, messages.descriptionInvalid)
    .max(4000, messages.descriptionInvalid),
});
export type CharityPageBody = z.input<typeof charityPageBody>;

export const charityNameBody = z.object({ ar_name: charityName });
export type CharityNameBody = z.input<typeof charityNameBody>;

/** The charity's page as its admin keeps it, with the name change waiting for an operator, if any. */
export const charityPage = z.object({
  ngo_id: z.number().int(),
  ar_name: z.string(),
  ngo_description: z.string(),
  ngo_image: z.string(),
  pending_name: z.string().nullable(),
  /** the last refused name change and its reason, while none waits */
  refused_name: z.object({ ar_name: z.string(), reason: z.string().nullable() }).nullable(),
});
export type CharityPage = z.infer<typeof charityPage>;

const pageResponse = envelope(z.array(charityPage));

/** GET /api/charity/page — the page as it stands (the charity's admins). */
export const charityPageEndpoint = defineEndpoint({ ...charityPageRoute, response: pageResponse });

/** PUT /api/charity/page — the description, changed at once and kept in the activity log. */
export const editCharityPageEndpoint = defineEndpoint({
  ...editCharityPageRoute,
  body: charityPageBody,
  response: pageResponse,
});

/** PUT /api/charity/page/logo — multipart, one picture (`ngo_image`), re-encoded; changed at once. */
export const charityLogoEndpoint = defineEndpoint({ ...charityLogoRoute, response: pageResponse });

/** POST /api/charity/page/name — a new public name, shown once an operator approves it. */
export const proposeCharityNameEndpoint = defineEndpoint({
  ...proposeCharityNameRoute,
  body: charityNameBody,
  response: pageResponse,
});
