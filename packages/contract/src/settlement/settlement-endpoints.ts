import { z } from 'zod';
import { egp } from '../amount-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { keysetPage, keysetQuery } from '../operator/keyset';
import {
  resolveSettlementExceptionRoute,
  settlementExceptionsCsvRoute,
  settlementExceptionsRoute,
  settlementImportsRoute,
  uploadSettlementRoute,
} from '../routes/settlement';
import { SETTLEMENT_PROVIDERS } from './settlement-files';
import { settlementMessages as messages } from './settlement-messages';

export const SETTLEMENT_OUTCOMES = [
  'matched',
  'not_confirmed',
  'amount_mismatch',
  'fee',
  'not_settled',
  'refund_matched',
  'refund_unknown',
  'refund_not_settled',
  'duplicate',
  // the bank statement's (052): a credit naming no recorded deposit; a deposit no statement shows
  'credit_unknown',
  'deposit_not_shown',
] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];
/** The outcomes that wait in the exceptions queue until finance resolves them. */
export const SETTLEMENT_EXCEPTIONS: readonly SettlementOutcome[] = [
  'not_confirmed',
  'amount_mismatch',
  'not_settled',
  'refund_unknown',
  'refund_not_settled',
  'duplicate',
  'credit_unknown',
  'deposit_not_shown',
];

/** The largest settlement file taken (about 600,000 lines of the bank's). */
export const SETTLEMENT_FILE_MAX_BYTES = 64 * 1024 * 1024;

export const settlementImport = z.object({
  id: z.number().int(),
  provider: z.enum(SETTLEMENT_PROVIDERS),
  /** the bank's merchant id or the gateway's account the file is for */
  account: z.string(),
  file_name: z.string(),
  sha256: z.string(),
  lines: z.number().int(),
  matched: z.number().int(),
  fees: z.number().int(),
  exceptions: z.number().int(),
  /** donations confirmed here and not settled in time, found when this file was imported */
  not_settled: z.number().int(),
  imported_at: z.string(),
  /** false: the same file was imported before; this is that import */
  new: z.boolean(),
});
export type SettlementImport = z.infer<typeof settlementImport>;

export const settlementException = z.object({
  id: z.number().int(),
  outcome: z.enum(SETTLEMENT_OUTCOMES),
  provider: z.enum(SETTLEMENT_PROVIDERS),
  account: z.string(),
  import_id: z.number().int(),
  file_name: z.string(),
  /** the file's line, null for a donation the provider never settled */
  line_number: z.number().int().nullable(),
  provider_transaction_id: z.string().nullable(),
  reference: z.string().nullable(),
  /** negative on a refund's line */
  settled_amount: z.number().describe('EGP').nullable(),
  fee: egp.nullable(),
  payout_reference: z.string().nullable(),
  donation_id: z.number().int().nullable(),
  donation_amount: egp.nullable(),
  donation_status: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  resolution_note: z.string().nullable(),
  /** the bank statement's (052): the credit's description, as the bank wrote it (shown as text) */
  description: z.string().nullable(),
  /** the bank statement's (052): the charity's recorded deposit the line is about */
  deposit: z
    .object({ id: z.number().int(), amount: egp, deposited_on: z.string(), bank_reference: z.string() })
    .nullable(),
  /** a duplicate: the file and line that carried the same transaction first */
  duplicate_of: z
    .object({ import_id: z.number().int(), file_name: z.string(), line_number: z.number().int() })
    .nullable(),
});
export type SettlementException = z.infer<typeof settlementException>;

/** GET /api/operator/settlement/imports?before&limit — the latest first (finance, admin). */
export const settlementImportsEndpoint = defineEndpoint({
  ...settlementImportsRoute,
  query: z.object(keysetQuery),
  response: envelope(z.array(keysetPage('imports', settlementImport))),
});

/** `?charity=<id>`: the charity a bank statement is for (it names none itself; docs/decisions/052). */
const statementCharity = z.string().trim().min(1).max(20).optional();

/** POST /api/operator/settlement/imports?charity — a multipart form with the file in `file`. */
export const uploadSettlementEndpoint = defineEndpoint({
  ...uploadSettlementRoute,
  query: z.object({ charity: statementCharity }),
  response: envelope(z.array(settlementImport)),
});

/** GET /api/operator/settlement/exceptions?before&limit — the unresolved, the latest first. */
export const settlementExceptionsEndpoint = defineEndpoint({
  ...settlementExceptionsRoute,
  query: z.object(keysetQuery),
  response: envelope(z.array(keysetPage('exceptions', settlementException))),
});

export const resolveExceptionBody = z.object({
  note: z.string(messages.noteInvalid).trim().min(5, messages.noteInvalid).max(500, messages.noteInvalid),
});

/** POST /api/operator/settlement/exceptions/:id/resolve — finance's note; it leaves the queue. */
export const resolveSettlementExceptionEndpoint = defineEndpoint({
  ...resolveSettlementExceptionRoute,
  params: z.object({ id: decimalNumber(z.coerce.number().int().positive()) }),
  body: resolveExceptionBody,
  response: envelope(z.array(settlementException)),
});

/** GET /api/operator/settlement/exceptions.csv — the unresolved queue as CSV (formulas made text). */
export const settlementExceptionsCsvEndpoint = defineEndpoint({
  ...settlementExceptionsCsvRoute,
  response: z.unknown(),
});

/**
 * POST /api/internal/settlement-imports?file_name&sha256&charity — `npm run settlement -- import <file>`: the
 * file streamed as text/csv, its SHA-256 in the signed query (the body is checked against it).
 */
export const internalSettlementImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/settlement-imports',
  query: z.object({
    file_name: z.string().min(1).max(200),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    charity: statementCharity,
  }),
  response: envelope(z.array(settlementImport)),
});
