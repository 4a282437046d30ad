import { z } from 'zod';
import { egp } from '../amount-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  charityFeeCsvRoute,
  charityFeeInvoiceRoute,
  charityFeePdfRoute,
  charityFeeStatementRoute,
  charityFeeStatementsRoute,
  feeCreditNoteRoute,
  feeDryRunRoute,
  feeStatementRoute,
  feeStatementsRoute,
  issueFeeStatementsRoute,
  markFeePaidRoute,
} from '../routes/fees';
import { feeMessages as messages } from './fee-messages';

/** The service fee: 5% of each month's confirmed donations, in basis points (docs/decisions/034). */
export const FEE_RATE_BASIS_POINTS = 500;
/** Egypt's VAT on services, charged when the operating company is registered (a setting). */
export const VAT_BASIS_POINTS = 1400;
/** The days after issue a reminder goes to the charity's finance staff while it is unpaid. */
export const FEE_REMINDER_DAYS = [15, 30] as const;

export const FEE_STATEMENT_KINDS = ['statement', 'credit_note'] as const;
export type FeeStatementKind = (typeof FEE_STATEMENT_KINDS)[number];
export const FEE_STATEMENT_STATUSES = ['carried', 'issued', 'paid'] as const;
export type FeeStatementStatus = (typeof FEE_STATEMENT_STATUSES)[number];
/** The channels a fee is shown by: the donations' own payment types. */
export const FEE_CHANNELS = ['card', 'wallet', 'kiosk', 'meeza', 'cash', 'sms'] as const;
export type FeeChannel = (typeof FEE_CHANNELS)[number];

/** A Cairo month, `YYYY-MM`. */
export const feeMonth = z
  .string(messages.monthInvalid)
  .regex(/^20[2-9]\d-(0[1-9]|1[0-2])$/, messages.monthInvalid);

const idParams = z.object({ id: decimalNumber(z.coerce.number().int().positive()) });
const pageLimit = decimalNumber(z.coerce.number().int().min(1).max(200).default(50));

export const feeChannelTotal = z.object({
  channel: z.enum(FEE_CHANNELS),
  donations_count: z.number().int(),
  donations_total: egp,
  /** this channel's share of the month's fee; the shares add up to the fee exactly */
  fee: egp,
});
export type FeeChannelTotal = z.infer<typeof feeChannelTotal>;

export const feeStatement = z.object({
  /** null for a dry run */
  id: z.number().int().nullable(),
  kind: z.enum(FEE_STATEMENT_KINDS),
  ngo_id: z.number().int(),
  ngo_name: z.string(),
  month: feeMonth,
  /** null for a dry run and a carried month */
  status: z.enum([...FEE_STATEMENT_STATUSES, 'draft']),
  number: z.string().nullable(),
  donations_count: z.number().int(),
  donations_total: egp,
  fee: egp,
  carried_in: egp,
  vat: egp,
  total_due: egp,
  by_channel: z.array(feeChannelTotal),
  credits_number: z.string().nullable(),
  credited: egp,
  reason: z.string().nullable(),
  issued_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  paid_reference: z.string().nullable(),
});
export type FeeStatement = z.infer<typeof feeStatement>;

const statementList = envelope(
  z.array(z.object({ statements: z.array(feeStatement), next_before: z.number().int().nullable() })),
);

/** GET /api/operator/fee-statements?before&limit — the latest first (keyset by id). */
export const feeStatementsEndpoint = defineEndpoint({
  ...feeStatementsRoute,
  query: z.object({ before: decimalNumber(z.coerce.number().int().positive()).optional(), limit: pageLimit }),
  response: statementList,
});

/** GET /api/operator/fee-statements/dry-run?month — what issuing the month would bill; nothing stored. */
export const feeDryRunEndpoint = defineEndpoint({
  ...feeDryRunRoute,
  query: z.object({ month: feeMonth }),
  response: envelope(z.array(feeStatement)),
});

export const issueMonthBody = z.object({ month: feeMonth });
export const issueResult = z.object({
  month: feeMonth,
  issued: z.number().int(),
  carried: z.number().int(),
  /** statements of the month that existed already (a second run) */
  existing: z.number().int(),
  numbers: z.array(z.string()),
});
export type IssueResult = z.infer<typeof issueResult>;

/** POST /api/operator/fee-statements/issue — issues every charity's statement of a closed month, once. */
export const issueFeeStatementsEndpoint = defineEndpoint({
  ...issueFeeStatementsRoute,
  body: issueMonthBody,
  response: envelope(z.array(issueResult)),
});

/** GET /api/operator/fee-statements/:id */
export const feeStatementEndpoint = defineEndpoint({
  ...feeStatementRoute,
  params: idParams,
  response: envelope(z.array(feeStatement)),
});

export const markPaidBody = z.object({
  reference: z
    .string(messages.referenceInvalid)
    .trim()
    .min(3, messages.referenceInvalid)
    .max(100, messages.referenceInvalid),
  paid_at: z.iso.datetime({ offset: true, error: messages.paidOnInvalid }),
});

/** POST /api/operator/fee-statements/:id/paid — finance records the charity's transfer. */
export const markFeePaidEndpoint = defineEndpoint({
  ...markFeePaidRoute,
  params: idParams,
  body: markPaidBody,
  response: envelope(z.array(feeStatement)),
});

export const creditNoteBody = z.object({
  amount: z
    .number(messages.creditAmountInvalid)
    .positive(messages.creditAmountInvalid)
    .max(100_000_000, messages.creditAmountInvalid)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), messages.creditAmountInvalid),
  reason: z
    .string(messages.reasonInvalid)
    .trim()
    .min(5, messages.reasonInvalid)
    .max(500, messages.reasonInvalid),
});

/** POST /api/operator/fee-statements/:id/credit-notes — a correction, never an edit (step-up). */
export const feeCreditNoteEndpoint = defineEndpoint({
  ...feeCreditNoteRoute,
  params: idParams,
  body: creditNoteBody,
  response: envelope(z.array(feeStatement)),
});

/** GET /api/charity/fee-statements — the charity's own statements and credit notes, latest first. */
export const charityFeeStatementsEndpoint = defineEndpoint({
  ...charityFeeStatementsRoute,
  query: z.object({ before: decimalNumber(z.coerce.number().int().positive()).optional(), limit: pageLimit }),
  response: statementList,
});

export const feeLine = z.object({
  donation_id: z.number().int(),
  confirmed_at: z.string(),
  channel: z.enum(FEE_CHANNELS),
  amount: egp,
});

/** GET /api/charity/fee-statements/:id?after&limit — one statement and a page of its lines. */
export const charityFeeStatementEndpoint = defineEndpoint({
  ...charityFeeStatementRoute,
  params: idParams,
  query: z.object({ after: decimalNumber(z.coerce.number().int().positive()).optional(), limit: pageLimit }),
  response: envelope(
    z.array(
      z.object({ statement: feeStatement, lines: z.array(feeLine), next_after: z.number().int().nullable() }),
    ),
  ),
});

/** GET …/:id/pdf, …/:id/lines.csv, …/:id/e-invoice.json — downloads, not JSON envelopes. */
export const charityFeePdfEndpoint = defineEndpoint({
  ...charityFeePdfRoute,
  params: idParams,
  response: z.unknown(),
});
export const charityFeeCsvEndpoint = defineEndpoint({
  ...charityFeeCsvRoute,
  params: idParams,
  response: z.unknown(),
});
export const charityFeeInvoiceEndpoint = defineEndpoint({
  ...charityFeeInvoiceRoute,
  params: idParams,
  response: z.unknown(),
});
