import { z } from 'zod';
import { calendarDay } from '../calendar-day';
import { egp } from '../amount-fields';
import { envelope, pagingQuery } from '../envelope';
import { charityMessages } from './messages';
import { validationMessages } from '../messages';
import { defineEndpoint } from '../endpoint';
import { donationVisibility } from '../donations/visibility';
import { charityCampaignsRoute, charityDonationsCsvRoute, charityDonationsRoute } from '../routes/charity';

const day = calendarDay(charityMessages.dateInvalid);

/** from/to are inclusive days; either may be left out, and from may not come after to. */
const rangeFields = { from: day.optional(), to: day.optional() };
function ordered<T extends { from?: string; to?: string }>(range: T): boolean {
  return !range.from || !range.to || range.from <= range.to;
}
const orderedRange = { message: charityMessages.dateRangeInverted, path: ['to'] };

/**
 * The channel of a donation as the records show it. `scheduled`: a night of a giving schedule (issue
 * 21), its own channel in the charity's records whatever card or wallet paid it; receipts and
 * statements name how it was paid.
 */
export const DONATION_CHANNELS = ['cash', 'card', 'sms', 'wallet', 'kiosk', 'meeza', 'scheduled'] as const;
export type DonationChannel = (typeof DONATION_CHANNELS)[number];

/**
 * The list's and the export's filter: the days, the channel, and include_refunded=true to show the
 * donations of the range refunded or voided at the gateway beside the confirmed ones (left out by
 * default). Only the word `true` turns it on.
 */
const filterFields = {
  ...rangeFields,
  type: z.enum(DONATION_CHANNELS, charityMessages.channelInvalid).optional(),
  include_refunded: z
    .enum(['true', 'false'], validationMessages.invalidValue)
    .optional()
    .transform((value) => value === 'true'),
};

/**
 * GET /api/charity/donations?from&to&type&include_refunded&offset&rowscount — confirmed donations
 * (and, asked for, refunded ones), newest confirmed first.
 */
export const charityDonationsQuery = z
  .object({ ...filterFields, ...pagingQuery })
  .refine(ordered, orderedRange);
export type CharityDonationsQuery = z.input<typeof charityDonationsQuery>;

/** A donation's status as the records show it: 'refunded' stands for refunded and voided alike. */
export const CHARITY_DONATION_STATUSES = ['confirmed', 'refunded'] as const;
export type CharityDonationStatus = (typeof CHARITY_DONATION_STATUSES)[number];

/** What the gateway reported for a refunded donation, and when the donation stopped counting. */
export const donationRefund = z.object({
  action: z.enum(['refunded', 'voided']),
  at: z.string(),
});
export type DonationRefund = z.infer<typeof donationRefund>;

export const charityDonation = z.object({
  id: z.number().int(),
  confirmed_at: z.string(),
  amount: egp,
  channel: z.enum(DONATION_CHANNELS),
  status: z.enum(CHARITY_DONATION_STATUSES),
  /** null while the donation is confirmed */
  refund: donationRefund.nullable(),
  /** the donor's real name: the charity's own financial record, even when hidden on the site */
  donor_name: z.string(),
  msisdn: z.string().nullable(),
  /** how the donor chose to be seen on the site: staff honour it when they publish (docs/decisions/018) */
  visibility: donationVisibility,
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  project_ar_name: z.string(),
});
export type CharityDonation = z.infer<typeof charityDonation>;

/** One channel's confirmed donations of the whole filtered range, EGP. */
export const channelTotal = z.object({
  channel: z.enum(DONATION_CHANNELS),
  count: z.number().int(),
  amount: egp,
});
export type ChannelTotal = z.infer<typeof channelTotal>;

/**
 * Totals of the whole filtered range (not only the page), in EGP, of confirmed donations only even
 * when refunded ones are listed; per_channel names the channels that have any, in DONATION_CHANNELS order.
 */
export const charityDonationsPage = z.object({
  total_count: z.number().int(),
  total_amount: egp,
  per_channel: z.array(channelTotal),
  items: z.array(charityDonation),
});
export type CharityDonationsPage = z.infer<typeof charityDonationsPage>;
export const charityDonationsResponse = envelope(z.array(charityDonationsPage));

/** GET /api/charity/campaigns?offset&rowscount — the charity's campaigns, largest total first. */
export const charityCampaignsQuery = z.object({ ...pagingQuery });
export type CharityCampaignsQuery = z.input<typeof charityCampaignsQuery>;

export const charityCampaign = z.object({
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  project_ar_name: z.string(),
  created_at: z.string(),
  /** confirmed total */
  collected: egp,
  donors_count: z.number().int(),
  /** false until the confirmed total reaches 100 EGP */
  listed: z.boolean(),
});
export type CharityCampaign = z.infer<typeof charityCampaign>;

export const charityCampaignsPage = z.object({
  total_count: z.number().int(),
  /** the sum over all the charity's campaigns, EGP */
  total_collected: egp,
  items: z.array(charityCampaign),
});
export type CharityCampaignsPage = z.infer<typeof charityCampaignsPage>;
export const charityCampaignsResponse = envelope(z.array(charityCampaignsPage));

/**
 * GET /api/charity/donations.csv?from&to&type&include_refunded — the donations the list's filter
 * gives, as text/csv, UTF-8 with a byte-order mark so Excel shows the Arabic; amounts in EGP; Arabic
 * column headings, and a status column when refunded donations are included.
 */
export const charityExportQuery = z.object(filterFields).refine(ordered, orderedRange);
export type CharityExportQuery = z.input<typeof charityExportQuery>;

export const charityDonationsEndpoint = defineEndpoint({
  ...charityDonationsRoute,
  query: charityDonationsQuery,
  response: charityDonationsResponse,
});

export const charityCampaignsEndpoint = defineEndpoint({
  ...charityCampaignsRoute,
  query: charityCampaignsQuery,
  response: charityCampaignsResponse,
});

/**
 * The answer is text/csv (UTF-8 with a byte-order mark), not a JSON envelope, so `response` is left
 * open and the route sends it without a response schema.
 */
export const charityDonationsCsvEndpoint = defineEndpoint({
  ...charityDonationsCsvRoute,
  query: charityExportQuery,
  response: z.unknown(),
});
