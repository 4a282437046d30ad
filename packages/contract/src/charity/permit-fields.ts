import { z } from 'zod';
import { permitMessages } from './permit-messages';

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is refused). */
export const realDay = z
  .string(permitMessages.dayInvalid)
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, permitMessages.dayInvalid)
  .refine((day) => {
    const date = new Date(`${day}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, permitMessages.dayInvalid);

/**
 * The day `months` later, as PostgreSQL's `date + interval 'n months'` gives it: the same day of the
 * month, or that month's last day when it is shorter (2024-01-31 + 1 month = 2024-02-29).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The longest a fundraising permit lasts (Law 149/2019): it ends before the same day 12 months on. */
export const PERMIT_MONTHS = 12;

export const PERMIT_SCOPES = ['online', 'offline'] as const;
export type PermitScope = (typeof PERMIT_SCOPES)[number];

export const permitNumber = z
  .string(permitMessages.numberInvalid)
  .trim()
  .regex(/^[0-9A-Za-z/-]{1,40}$/, permitMessages.numberInvalid);

export const issuingBody = z
  .string(permitMessages.issuingBodyInvalid)
  .trim()
  .min(2, permitMessages.issuingBodyInvalid)
  .max(200, permitMessages.issuingBodyInvalid);

export const permitScope = z.enum(PERMIT_SCOPES, permitMessages.scopeInvalid);

/** What a permit says, before its dates are checked against each other. */
export const permitShape = z.object({
  permit_number: permitNumber,
  issuing_body: issuingBody,
  starts_on: realDay,
  ends_on: realDay,
  scope: permitScope.default('online'),
});

/** Ends on or after its first day and before the same day 12 months on (the CHECK of migration 015). */
export function checkPermitDates(
  permit: { starts_on: string; ends_on: string },
  context: z.RefinementCtx,
): void {
  // zod runs this even when a day was refused already: compare well-formed days only
  if (!realDay.safeParse(permit.starts_on).success || !realDay.safeParse(permit.ends_on).success) return;
  if (permit.ends_on < permit.starts_on) {
    context.addIssue({ code: 'custom', path: ['ends_on'], message: permitMessages.endsBeforeStart });
  } else if (permit.ends_on >= addMonths(permit.starts_on, PERMIT_MONTHS)) {
    context.addIssue({ code: 'custom', path: ['ends_on'], message: permitMessages.longerThanYear });
  }
}

/** What a permit says, as the operator enters it. */
export const permitFields = permitShape.superRefine(checkPermitDates);
export type PermitFields = z.input<typeof permitFields>;

/** What the permit is for, in the charity's words (issue 37). */
export const permitPurpose = z
  .string(permitMessages.purposeInvalid)
  .trim()
  .min(2, permitMessages.purposeInvalid)
  .max(300, permitMessages.purposeInvalid);

/** What the charity's admin asks for, with the permit's document sent beside it (multipart). */
export const permitRequestFields = permitShape
  .extend({ purpose: permitPurpose })
  .superRefine(checkPermitDates);
export type PermitRequestFields = z.input<typeof permitRequestFields>;

/** The multipart field of the permit's document. */
export const PERMIT_DOCUMENT_FIELD = 'document';

/** requested until the operator decides; revoked is an approved permit the operator withdrew. */
export const PERMIT_STATUSES = ['requested', 'approved', 'rejected', 'revoked'] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

/** One permit as the operator and the charity's staff see it. */
export const permitRecord = z.object({
  id: z.number().int(),
  ngo_id: z.number().int(),
  permit_number: z.string(),
  issuing_body: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  scope: z.enum(PERMIT_SCOPES),
  status: z.enum(PERMIT_STATUSES),
  /** approved, not revoked, and today's Cairo day falls inside it */
  in_force_today: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** null on permits written before migration 051 */
  purpose: z.string().nullable(),
  /** whether the request came with the Ministry's document (read through …/:id/document) */
  has_document: z.boolean(),
  /** why the operator refused the request */
  refusal_reason: z.string().nullable(),
});
export type PermitRecord = z.infer<typeof permitRecord>;

export const legalName = z
  .string(permitMessages.legalNameInvalid)
  .trim()
  .min(2, permitMessages.legalNameInvalid)
  .max(200, permitMessages.legalNameInvalid);

export const registrationNumber = z
  .string(permitMessages.registrationInvalid)
  .trim()
  .regex(/^[0-9A-Za-z/-]{1,32}$/, permitMessages.registrationInvalid);
