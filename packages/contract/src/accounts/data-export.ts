import { z } from 'zod';
import { egp } from '../amount-fields';
import { DONATION_CHANNELS } from '../charity/records';
import { DONATION_STATUSES } from '../constants';
import { DONATION_VISIBILITIES } from '../donations/visibility';
import { defineEndpoint } from '../endpoint';
import { CONSENT_BASES, CONSENT_PURPOSES } from '../privacy/consent';
import { userDataExportRoute } from '../routes/users';

/** An instant as ISO 8601 text (UTC), or null where it has not happened. */
const instant = z.string();

/** A donation the person made, with what they gave of themselves in it. */
export const exportedDonation = z.object({
  donation_id: z.number().int(),
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  project: z.string(),
  charity: z.string(),
  amount_egp: egp,
  channel: z.enum(DONATION_CHANNELS),
  status: z.enum(DONATION_STATUSES),
  visibility: z.enum(DONATION_VISIBILITIES),
  donor_name: z.string(),
  email: z.string().nullable(),
  msisdn: z.string().nullable(),
  address: z.string().nullable(),
  comment: z.string().nullable(),
  receipt_key: z.string(),
  created_at: instant,
  confirmed_at: instant.nullable(),
});

/** A campaign the person created; its donors are other people's data and are left out. */
export const exportedCampaign = z.object({
  campaign_id: z.number().int(),
  code: z.number().int(),
  title: z.string(),
  deceased_gender: z.string(),
  description: z.string(),
  project: z.string(),
  charity: z.string(),
  msisdn: z.string().nullable(),
  collected_egp: egp,
  donors_count: z.number().int(),
  created_at: instant,
});

export const exportedFavourite = z.object({
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  added_at: instant,
});

/** A dua or memory the person wrote on a campaign's wall, and whether it shows. */
export const exportedDua = z.object({
  campaign_id: z.number().int(),
  body: z.string(),
  author_name: z.string().nullable(),
  status: z.enum(['pending', 'shown', 'hidden']),
  created_at: instant,
});

/** A campaign the person follows by mail, and for which reminders. */
export const exportedFollow = z.object({
  campaign_id: z.number().int(),
  email: z.string(),
  anniversary: z.boolean(),
  ramadan: z.boolean(),
  arafah: z.boolean(),
  friday: z.boolean(),
  family_updates: z.boolean(),
  confirmed_at: instant.nullable(),
});

/** A juz of a shared khatma the person reserved while logged in. */
export const exportedKhatmaPart = z.object({
  campaign_id: z.number().int(),
  khatma_number: z.number().int(),
  juz: z.number().int(),
  reader_name: z.string().nullable(),
  show_name: z.boolean(),
  reserved_at: instant,
  read_at: instant.nullable(),
});

/**
 * A giving schedule the person set up while logged in (docs/decisions/020), with what they gave of themselves
 * in it and what became of each night so far (the nights given are among `donations`).
 */
export const exportedGivingSchedule = z.object({
  schedule_id: z.number().int(),
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  pattern: z.string(),
  /** per night */
  amount_egp: egp,
  /** card, wallet or kiosk */
  payment: z.enum(DONATION_CHANNELS),
  status: z.enum(['setup', 'active', 'paused', 'cancelled']),
  ends_on: z.string(),
  donor_name: z.string(),
  email: z.string().nullable(),
  msisdn: z.string().nullable(),
  hide_data: z.boolean(),
  card_label: z.string().nullable(),
  created_at: instant,
  cancelled_at: instant.nullable(),
  nights: z.array(z.object({ night: z.string(), occasion: z.string(), status: z.string() })),
});

/**
 * What the person's data was processed for, on which basis (their explicit consent, or their own request:
 * docs/decisions/025), under which version of the privacy notice, and when.
 */
export const exportedConsent = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  basis: z.enum(CONSENT_BASES),
  policy_version: z.string(),
  given_at: instant,
  donation_id: z.number().int().nullable(),
  campaign_id: z.number().int().nullable(),
});

/**
 * GET /api/users/export — everything Athar holds about the logged-in person (PDPL 151/2020, the right of
 * access), as a JSON file to download: the profile, their donations of every status, the campaigns they
 * created, their favourites, their consents, and (PRODUCT.md §11) their duas, follows and khatma readings.
 * Nothing of anyone else.
 */
export const userDataExport = z.object({
  exported_at: instant,
  profile: z.object({
    user_id: z.number().int(),
    user_name: z.string().nullable(),
    email: z.string().nullable(),
    msisdn: z.string().nullable(),
    profile_pic: z.string().nullable(),
    hide_data: z.boolean(),
    verified_at: instant.nullable(),
    registered_at: instant,
  }),
  donations: z.array(exportedDonation),
  campaigns: z.array(exportedCampaign),
  favourites: z.array(exportedFavourite),
  consents: z.array(exportedConsent),
  duas: z.array(exportedDua),
  follows: z.array(exportedFollow),
  khatma_parts: z.array(exportedKhatmaPart),
  /** docs/decisions/020 */
  giving_schedules: z.array(exportedGivingSchedule),
});
export type UserDataExport = z.infer<typeof userDataExport>;

/**
 * The answer is the file itself (application/json, Content-Disposition: attachment, `userDataExport`),
 * not an envelope, so `response` is left open and the route sends it without a response schema.
 */
export const userDataExportEndpoint = defineEndpoint({
  ...userDataExportRoute,
  response: z.unknown(),
});
