import { z } from 'zod';
import { publicText } from '../accounts/fields';
import { egp } from '../amount-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { moderationCaseRoute, moderationDecisionRoute, moderationQueueRoute } from '../routes/moderation';
import { moderationMessages } from './messages';
import { REPORT_REASONS } from './report-reasons';
import { REPORTED_UPDATE_KINDS } from './reports';
import { SIGNAL_KINDS, SIGNAL_SOURCES } from './signals';
import { HIDDEN_PARTS } from './hidden-parts';
import { caseAppeal } from './appeal-case';

const id = decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
export const CAMPAIGN_MODERATION = ['paused', 'taken_down'] as const;
export type CampaignModeration = (typeof CAMPAIGN_MODERATION)[number];

/** One campaign waiting in the queue: how many reports, since when, and its first-look clock. */
export const queueItem = z.object({
  campaign_id: z.number().int(),
  title: z.string(),
  reports: z.number().int(),
  severe: z.boolean(),
  first_queued_at: z.string(),
  /** first_queued_at + 24 hours: the promise of a first look */
  first_look_due_at: z.string(),
  /** when a moderator first opened the case, or null */
  first_look_at: z.string().nullable(),
  /** no moderator has looked yet and the 24 hours have passed */
  first_look_late: z.boolean(),
  moderation: z.enum(CAMPAIGN_MODERATION).nullable(),
  /** a take-down asked for and waiting for a second moderator (four eyes): who asked, and when */
  take_down_waiting: z.object({ requested_by: z.string(), requested_at: z.string() }).nullable(),
});
export type QueueItem = z.infer<typeof queueItem>;

/**
 * GET /api/operator/moderation — campaigns with reports in the queue, oldest first; the next page
 * starts after (`after_at`, `after_id`), the last item's first_queued_at and campaign_id.
 */
export const moderationQueueEndpoint = defineEndpoint({
  ...moderationQueueRoute,
  query: z.object({
    after_at: z.iso.datetime({ offset: true }).optional(),
    after_id: id.optional(),
    limit: decimalNumber(z.coerce.number().int().min(1).max(100).default(30)),
  }),
  response: envelope(
    z.array(
      z.object({
        items: z.array(queueItem),
        next: z.object({ after_at: z.string(), after_id: z.number().int() }).nullable(),
      }),
    ),
  ),
});

export const caseReport = z.object({
  id: z.number().int(),
  /** the dua a report is about, for the reason 'dua' */
  dua_id: z.number().int().nullable(),
  /** the family or delivery update a report is about (migration 052), with its words and whether hidden */
  update: z
    .object({
      kind: z.enum(REPORTED_UPDATE_KINDS),
      id: z.number().int(),
      body: z.string(),
      hidden: z.boolean(),
    })
    .nullable(),
  reason: z.enum([...REPORT_REASONS, 'dua', 'signal', 'appeal']),
  reason_label: z.string(),
  details: z.string().nullable(),
  /** how to reach the reporter: the moderators' only */
  contact: z.string().nullable(),
  stage: z.enum(['family', 'queue', 'closed']),
  created_at: z.string(),
  family_answer: z.string().nullable(),
  closed_how: z.string().nullable(),
});
export type CaseReport = z.infer<typeof caseReport>;
/** One element a moderator hid (the family reads the same, marked «مخفي للمراجعة»). */
export const hiddenPartView = z.object({
  part: z.enum(HIDDEN_PARTS),
  part_id: z.number().int().nullable(),
  label: z.string(),
  /** the hidden words (the description, the dua, the update), or null for the photo */
  text: z.string().nullable(),
  /** the hidden photo's address, for the photo */
  image_url: z.string().nullable(),
  /** the moderator's reason */
  reason: z.string(),
  hidden_at: z.string(),
});
export type HiddenPartView = z.infer<typeof hiddenPartView>;

/** A signal Athar computed on the campaign (docs/decisions/036), with what it points to. */
export const caseSignal = z.object({
  kind: z.enum(SIGNAL_KINDS),
  label: z.string(),
  /** what was found: a phone number, an IBAN, the words, the photos' distance in bits; '' if none */
  detail: z.string(),
  /** where it was found: the campaign itself or one of its updates (source_id) */
  source: z.enum(SIGNAL_SOURCES),
  source_id: z.number().int().nullable(),
  /** the other campaign it points to (the same deceased, the same photo) */
  other: z.object({ campaign_id: z.number().int(), title: z.string(), code: z.number().int() }).nullable(),
  created_at: z.string(),
});
export type CaseSignal = z.infer<typeof caseSignal>;

export const moderationCase = z.object({
  campaign_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
  creator_name: z.string().nullable(),
  ngo_name: z.string(),
  /** confirmed donations, EGP (as the public API answers amounts) */
  collected: egp,
  moderation: z.enum(CAMPAIGN_MODERATION).nullable(),
  /** a take-down asked for and waiting for a second moderator: the request's id */
  take_down_request: z.number().int().nullable(),
  reports: z.array(caseReport),
  signals: z.array(caseSignal),
  /** what a moderator hid and is still hidden (docs/decisions/036): restore puts it back */
  hidden_parts: z.array(hiddenPartView),
  /** the family's appeals of outcomes (migration 044), newest first */
  appeals: z.array(caseAppeal),
  decisions: z.array(
    z.object({ outcome: z.string(), reason: z.string(), decided_at: z.string(), decided_by: z.string() }),
  ),
});
export type ModerationCase = z.infer<typeof moderationCase>;

/** GET /api/operator/moderation/:campid — the case; opening it is the first look (and is audited). */
export const moderationCaseEndpoint = defineEndpoint({
  ...moderationCaseRoute,
  params: z.object({ campid: id }),
  response: envelope(z.array(moderationCase)),
});

export const DIRECT_OUTCOMES = ['dismissed', 'paused', 'restored'] as const;
export type DirectOutcome = (typeof DIRECT_OUTCOMES)[number];

/** POST /api/operator/moderation/:campid/decision — an outcome a moderator decides alone, with a reason. */
export const moderationDecisionEndpoint = defineEndpoint({
  ...moderationDecisionRoute,
  params: z.object({ campid: id }),
  body: z.object({
    outcome: z.enum(DIRECT_OUTCOMES),
    reason: publicText(500, moderationMessages.decisionReason).pipe(
      z.string().min(3, moderationMessages.decisionReason),
    ),
  }),
  response: envelope(z.array(moderationCase)),
});
