import { z } from 'zod';
import { envelope, pagingQuery } from '../envelope';
import { campaignSorts } from '../filters';
import { egp } from '../amount-fields';
import { campaignCard } from './campaign-card';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { campaignDetailsRoute } from '../routes/campaigns';
import { charityLicence } from '../charity/licence';
import { projectLabels } from '../projects/labels';
import { DEATH_CALENDARS } from '../hijri/death-date';

/**
 * GET /api/campaigns/details — one path, two uses (PRODUCT.md §7):
 * with `campid`, one campaign's details; otherwise a page of visible campaign cards
 * (`rowscount=5` for the home page), sorted by `filter` and narrowed by `search`.
 * `uid` is accepted for compatibility and ignored: the caller is known from its bearer token.
 * `after` (optional, docs/decisions/007): the id of the last card the client already has; the page
 * then starts right after that card instead of walking `offset` rows (`offset` is still sent and is
 * used when that campaign is gone).
 */
export const campaignDetailsQuery = z.object({
  campid: decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional()),
  uid: z.string().max(40).optional(),
  ...pagingQuery,
  after: decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional()),
  filter: z.enum(campaignSorts).default('desc'),
  search: z.string().trim().max(100).optional(),
});
export type CampaignDetailsQuery = z.infer<typeof campaignDetailsQuery>;

/** What the campaign page needs besides the card fields. */
const detailsFields = z.object({
  campaign_tstamp: z.string(),
  project_id: z.number().int(),
  project_description: z.string(),
  project_image: z.string(),
  ngo_id: z.number().int(),
  ngo_ar_name: z.string(),
  /** the creator's name ('فاعل خير' when hidden or deleted) */
  user_name: z.string(),
  /** card payment offered (the charity has a merchant account) */
  EPayment: z.boolean(),
  /** cash collection offered */
  CashCollection: z.boolean(),
  /** mobile wallet payment offered (the charity has a wallet integration at the gateway) */
  Wallet: z.boolean(),
  /** a reference code paid at a kiosk, ATM or app offered */
  Kiosk: z.boolean(),
  /** Meeza card payment offered */
  Meeza: z.boolean(),
  /** the campaign code: an SMS of T<smsCode> to SMSshortNumber donates 5 EGP */
  smsCode: z.string(),
  /** '' when the charity has no short number yet (035): the page shows no SMS banner then */
  SMSshortNumber: z.string(),
  /** visible campaigns of the same project */
  total_campaigns: z.number().int(),
  /** whether the campaign is listed yet (confirmed donations ≥ 100 EGP) */
  visible: z.boolean(),
  sms_amount: egp,
  /**
   * the viewer created (or co-administers) this campaign and may edit it (PATCH /api/campaigns/{campid},
   * docs/decisions/013)
   */
  can_edit: z.boolean(),
  /**
   * docs/decisions/018: the charity's registration and its online fundraising permit in force today, if any
   */
  licence: charityLicence,
  /**
   * docs/decisions/018: no permit in force today, so no channel takes a new donation (pending ones still
   * settle)
   */
  donations_paused: z.boolean(),
  /** docs/decisions/033: a moderator paused donations while reports are reviewed (donations_paused too) */
  under_review: z.boolean(),
  /** docs/decisions/018: the project's honest labels */
  ...projectLabels.shape,
  /** PRODUCT.md §11.6: the date of death, Gregorian 'YYYY-MM-DD', and Hijri as Egypt counted it (hijriKey) */
  death_date: z.string().nullable(),
  death_hijri: z.string().nullable(),
  /** the calendar the family entered it in */
  death_calendar: z.enum(DEATH_CALENDARS).nullable(),
  /** PRODUCT.md §11.5: the family has a khatma open (the page says so near its top) */
  khatma_open: z.boolean(),
});

/** PRODUCT.md §3 Campaign details: the card fields and what the campaign page needs besides. */
export const campaignDetails = campaignCard.extend(detailsFields.shape);
export type CampaignDetails = z.infer<typeof campaignDetails>;

/**
 * One campaign's details, or a page of cards: one object shape with the details fields optional
 * rather than a union, so the serialiser writes each card without first testing which branch fits.
 */
export const campaignDetailsResponse = envelope(z.array(campaignCard.extend(detailsFields.partial().shape)));

export const campaignDetailsEndpoint = defineEndpoint({
  ...campaignDetailsRoute,
  query: campaignDetailsQuery,
  response: campaignDetailsResponse,
});
