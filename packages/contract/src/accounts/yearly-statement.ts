import { z } from 'zod';
import { egp } from '../amount-fields';
import { DONATION_CHANNELS } from '../charity/records';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { userStatementPdfRoute, userStatementRoute } from '../routes/users';
import { cairoYear, FIRST_STATEMENT_YEAR } from './statement-years';

export const statementApiMessages = {
  yearInvalid: `اختر سنة بين ${FIRST_STATEMENT_YEAR} والسنة الحالية`,
} as const;

/** ?year=YYYY, from 2000 up to the current year in Cairo (read when the request is checked). */
export const statementQuery = z.object({
  year: decimalNumber(
    z.coerce
      .number({ error: statementApiMessages.yearInvalid })
      .int(statementApiMessages.yearInvalid)
      .min(FIRST_STATEMENT_YEAR, statementApiMessages.yearInvalid)
      .refine((year) => year <= cairoYear(), statementApiMessages.yearInvalid),
  ),
});
export type StatementQuery = z.input<typeof statementQuery>;

export const statementDonation = z.object({
  donation_id: z.number().int(),
  /** the Cairo day it was confirmed, `YYYY-MM-DD` */
  date: z.string(),
  campaign_id: z.number().int(),
  /** the campaign title, i.e. the deceased's name */
  campaign_title: z.string(),
  channel: z.enum(DONATION_CHANNELS),
  amount: egp,
  /** the charity's receipt number */
  receipt_serial: z.number().int().nullable(),
});
export type StatementDonation = z.infer<typeof statementDonation>;

export const statementCharity = z.object({
  ngo_id: z.number().int(),
  ngo_name: z.string(),
  /** as the Ministry of Social Solidarity registered it; null until the operator enters it */
  legal_name: z.string().nullable(),
  registration_number: z.string().nullable(),
  /**
   * the fundraising permits these donations were collected under, as their receipts state them
   * (docs/decisions/018), each once, in the order first met; empty when none was recorded
   */
  permit_numbers: z.array(z.string()),
  donations: z.array(statementDonation),
  /** EGP, summed in piasters */
  total: egp,
  total_in_words: z.string(),
});
export type StatementCharity = z.infer<typeof statementCharity>;

/**
 * GET /api/users/statement?year — the caller's confirmed donations of one Gregorian year (by the Cairo
 * day they were confirmed; refunded ones left out), per charity, with the totals.
 */
export const yearlyStatement = z.object({
  year: z.number().int(),
  donor_name: z.string(),
  donor_email: z.string().nullable(),
  charities: z.array(statementCharity),
  /** EGP, summed in piasters */
  total: egp,
  total_in_words: z.string(),
  /** the years the caller has confirmed donations in, newest first (the year picker) */
  years: z.array(z.number().int()),
});
export type YearlyStatement = z.infer<typeof yearlyStatement>;
export const yearlyStatementResponse = envelope(z.array(yearlyStatement));

export const yearlyStatementEndpoint = defineEndpoint({
  ...userStatementRoute,
  query: statementQuery,
  response: yearlyStatementResponse,
});

/**
 * GET /api/users/statement.pdf?year — the same statement as an A4 PDF download. The answer is
 * application/pdf, not a JSON envelope, so `response` is left open (as for the charity's CSV).
 */
export const yearlyStatementPdfEndpoint = defineEndpoint({
  ...userStatementPdfRoute,
  query: statementQuery,
  response: z.unknown(),
});
