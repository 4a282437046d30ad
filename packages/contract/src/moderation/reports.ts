import { z } from 'zod';
import { publicText } from '../accounts/fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { answerReportRoute, familyReportsRoute, reportCampaignRoute } from '../routes/moderation';
import { moderationMessages } from './messages';
import { REPORT_CONTACT_MAX, REPORT_DETAILS_MAX, REPORT_REASONS } from './report-reasons';

const id = decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const optionalText = (max: number, message: string) =>
  publicText(max, message)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** the updates a visitor may report from the campaign page, each by its id (migration 052) */
export const REPORTED_UPDATE_KINDS = ['family_update', 'delivery_update'] as const;
export type ReportedUpdateKind = (typeof REPORTED_UPDATE_KINDS)[number];

/**
 * POST /api/campaigns/:campid/report — a reason, and what the reporter wants to add; `update` when the
 * report is about one family update or one delivery update of the page rather than the page itself.
 */
export const reportCampaignBody = z.object({
  reason: z.enum(REPORT_REASONS, moderationMessages.reasonRequired),
  details: optionalText(REPORT_DETAILS_MAX, moderationMessages.detailsLong),
  /** an e-mail or a phone the moderators may use; the family never sees it */
  contact: optionalText(REPORT_CONTACT_MAX, moderationMessages.contactLong),
  update: z.object({ kind: z.enum(REPORTED_UPDATE_KINDS, moderationMessages.updateNotFound), id }).optional(),
});
export type ReportCampaignBody = z.input<typeof reportCampaignBody>;
export const reportCampaignEndpoint = defineEndpoint({
  ...reportCampaignRoute,
  params: z.object({ campid: id }),
  body: reportCampaignBody,
  response: envelope(z.array(z.never())),
});

/** A report as the family reads it: the reason and the details, never who sent it or how to reach them. */
export const familyReport = z.object({
  id: z.number().int(),
  // never 'signal' in practice: Athar's own signals go to the moderators, not to the family
  reason: z.enum([...REPORT_REASONS, 'dua', 'signal', 'appeal']),
  reason_label: z.string(),
  suggested_fix: z.string(),
  details: z.string().nullable(),
  /** the update the report is about, as the page shows it; null for the page itself */
  update: z.object({ kind: z.enum(REPORTED_UPDATE_KINDS), body: z.string() }).nullable(),
  created_at: z.string(),
  /** until when the family has to look at it before the moderators do */
  family_due_at: z.string(),
});
export type FamilyReport = z.infer<typeof familyReport>;

/** GET /api/campaigns/:campid/reports — the family's open reports, oldest first. */
export const familyReportsEndpoint = defineEndpoint({
  ...familyReportsRoute,
  params: z.object({ campid: id }),
  response: envelope(z.array(familyReport)),
});

/** POST /api/campaign-reports/:id/answer — «fixed» closes it; an answer closes it for the family. */
export const answerReportBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('fixed') }),
  z.object({
    action: z.literal('answer'),
    note: publicText(REPORT_DETAILS_MAX, moderationMessages.detailsLong).pipe(
      z.string().min(3, moderationMessages.answerRequired),
    ),
  }),
]);
export type AnswerReportBody = z.input<typeof answerReportBody>;
export const answerReportEndpoint = defineEndpoint({
  ...answerReportRoute,
  params: z.object({ id }),
  body: answerReportBody,
  response: envelope(z.array(z.never())),
});
