import { z } from 'zod';
import { stripScopedBidi } from '../bidi';
import { DECIMAL_DIGITS, decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope, pagingQuery } from '../envelope';
import { campaignUpdatesRoute, unsubscribeUpdatesRoute } from '../routes/campaigns';
import { charityUpdatesRoute, postUpdateRoute, updateTargetsRoute } from '../routes/charity';
import { deliveryMessages } from './delivery-messages';

/** progress: work under way; completed: done, with its certificate; still_working: a lasting asset in year N. */
export const DELIVERY_UPDATE_KINDS = ['progress', 'completed', 'still_working'] as const;
export type DeliveryUpdateKind = (typeof DELIVERY_UPDATE_KINDS)[number];

export const UPDATE_BODY_MAX = 2000;
export const UPDATE_PHOTOS_MAX = 6;
/** the multipart file parts: `photo` once per photo, in the order of the `taken_on` fields */
export const UPDATE_PHOTO_FIELD = 'photo';
export const UPDATE_CERTIFICATE_FIELD = 'certificate';

/** A calendar day, e.g. 2026-11-23, that exists (2026-02-30 does not). */
export const calendarDay = z
  .string(deliveryMessages.photoDateRequired)
  .min(1, deliveryMessages.photoDateRequired)
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, deliveryMessages.photoDateInvalid)
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, deliveryMessages.photoDateInvalid);

/** '' (an empty form field) means left out. */
const optionalWhole = (message: string, max: number) =>
  z
    .union([z.literal(''), z.string().trim().regex(DECIMAL_DIGITS, message)], message)
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : Number(value)))
    .refine((value) => value === null || value <= max, message);

/**
 * POST /api/charity/updates (multipart): the text fields. The photos come as `photo` file parts with
 * one `taken_on` day each, in the same order; 'completed' brings the `certificate` file part.
 */
export const deliveryUpdateFields = z
  .object({
    project_id: decimalNumber(
      z.coerce
        .number(deliveryMessages.projectRequired)
        .int(deliveryMessages.projectRequired)
        .positive(deliveryMessages.projectRequired)
        .max(2_147_483_647, deliveryMessages.projectRequired),
    ),
    campaign_id: optionalWhole(deliveryMessages.campaignInvalid, Number.MAX_SAFE_INTEGER),
    kind: z.enum(DELIVERY_UPDATE_KINDS, deliveryMessages.kindInvalid),
    body: z
      .string(deliveryMessages.bodyRequired)
      // a browser's form sends line breaks as CRLF
      .overwrite((text) => stripScopedBidi(text).replace(/\r\n?/g, '\n'))
      .trim()
      .min(1, deliveryMessages.bodyRequired)
      .max(UPDATE_BODY_MAX, deliveryMessages.bodyRequired),
    beneficiaries: optionalWhole(deliveryMessages.beneficiariesInvalid, 100_000_000),
    year_number: optionalWhole(deliveryMessages.yearRequired, 100),
    taken_on: z.array(calendarDay).max(UPDATE_PHOTOS_MAX, deliveryMessages.tooManyPhotos).default([]),
  })
  .superRefine((fields, ctx) => {
    if (fields.kind === 'still_working' && (fields.year_number === null || fields.year_number < 1))
      ctx.addIssue({ code: 'custom', path: ['year_number'], message: deliveryMessages.yearRequired });
    if (fields.kind !== 'still_working' && fields.year_number !== null)
      ctx.addIssue({ code: 'custom', path: ['year_number'], message: deliveryMessages.yearOnlyStillWorking });
  });
export type DeliveryUpdateFields = z.infer<typeof deliveryUpdateFields>;

export const updatePhoto = z.object({
  url: z.string(),
  /** the day the photo was taken, YYYY-MM-DD */
  taken_on: z.string(),
});
export type UpdatePhoto = z.infer<typeof updatePhoto>;

/** One update as the public timeline shows it: no staff member is named. */
export const timelineUpdate = z.object({
  id: z.number().int(),
  kind: z.enum(DELIVERY_UPDATE_KINDS),
  body: z.string(),
  beneficiaries: z.number().int().nullable(),
  /** 'completed' only */
  certificate_url: z.string().nullable(),
  /** 'still_working' only */
  year_number: z.number().int().nullable(),
  created_at: z.string(),
  photos: z.array(updatePhoto),
  /** true for an update of the whole project (every campaign of it) */
  project_wide: z.boolean(),
});
export type TimelineUpdate = z.infer<typeof timelineUpdate>;

/** An update as the charity's console lists it. */
export const charityUpdate = timelineUpdate.extend({
  project_id: z.number().int(),
  project_ar_name: z.string(),
  campaign_id: z.number().int().nullable(),
  campaign_title: z.string().nullable(),
});
export type CharityUpdate = z.infer<typeof charityUpdate>;

export const postUpdateResponse = envelope(
  z.array(
    charityUpdate.extend({ /** mails queued to donors and the family */ mails_queued: z.number().int() }),
  ),
);
export type PostUpdateResponse = z.infer<typeof postUpdateResponse>;

/** The body is a multipart form (deliveryUpdateFields and the files), so it has no JSON schema here. */
export const postUpdateEndpoint = defineEndpoint({ ...postUpdateRoute, response: postUpdateResponse });

export const updatesPage = <T extends z.ZodType>(item: T) =>
  z.object({ total_count: z.number().int(), items: z.array(item) });

/** GET /api/charity/updates?offset&rowscount — the charity's own updates, newest first. */
export const charityUpdatesQuery = z.object({ ...pagingQuery });
export type CharityUpdatesQuery = z.input<typeof charityUpdatesQuery>;
export const charityUpdatesResponse = envelope(z.array(updatesPage(charityUpdate)));
export type CharityUpdatesResponse = z.infer<typeof charityUpdatesResponse>;
export const charityUpdatesEndpoint = defineEndpoint({
  ...charityUpdatesRoute,
  query: charityUpdatesQuery,
  response: charityUpdatesResponse,
});

/** What the console's form offers: the charity's projects, each with its latest campaigns. */
export const updateTarget = z.object({
  project_id: z.number().int(),
  project_ar_name: z.string(),
  /** 'still_working' is offered for a lasting asset (صدقة جارية) only */
  jariya: z.boolean(),
  campaigns: z.array(z.object({ campaign_id: z.number().int(), campaign_title: z.string() })),
});
export type UpdateTarget = z.infer<typeof updateTarget>;
export const updateTargetsResponse = envelope(z.array(updateTarget));
export const updateTargetsEndpoint = defineEndpoint({
  ...updateTargetsRoute,
  response: updateTargetsResponse,
});

/**
 * GET /api/campaigns/updates?campid&offset&rowscount — the campaign's updates and those of its whole
 * project, newest first; public.
 */
export const campaignUpdatesQuery = z.object({
  campid: decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
  ...pagingQuery,
});
export type CampaignUpdatesQuery = z.input<typeof campaignUpdatesQuery>;
export const campaignUpdatesResponse = envelope(z.array(updatesPage(timelineUpdate)));
export type CampaignUpdatesResponse = z.infer<typeof campaignUpdatesResponse>;
export const campaignUpdatesEndpoint = defineEndpoint({
  ...campaignUpdatesRoute,
  query: campaignUpdatesQuery,
  response: campaignUpdatesResponse,
});

/**
 * POST /api/updates/unsubscribe?token — no login: the token of the mail's link says which address
 * and campaign. Doing it twice is doing it once. The mail's List-Unsubscribe-Post sends a form body,
 * which is ignored.
 */
export const unsubscribeQuery = z.object({
  token: z.string(deliveryMessages.unsubscribeInvalid).max(600, deliveryMessages.unsubscribeInvalid),
});
export const unsubscribeResponse = envelope(z.array(z.object({ campaign_title: z.string() })));
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
export const unsubscribeUpdatesEndpoint = defineEndpoint({
  ...unsubscribeUpdatesRoute,
  query: unsubscribeQuery,
  response: unsubscribeResponse,
});
