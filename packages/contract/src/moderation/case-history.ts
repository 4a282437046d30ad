import { z } from 'zod';
import { egp } from '../amount-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { moderationHistoryRoute } from '../routes/moderation';

const id = decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
export const EDIT_PARTS = ['description', 'death_date', 'deceased_gender', 'photo'] as const;
export type EditPart = (typeof EDIT_PARTS)[number];

/**
 * One event of a campaign's history as its case shows it (docs/decisions/044): created (by whom),
 * an edit of the family (what changed, by whom), a report (its reason; never the reporter), or one
 * Cairo day's confirmed donations (their count and total; never a donor).
 */
export const historyEvent = z.object({
  kind: z.enum(['created', 'edited', 'reported', 'donations']),
  at: z.string(),
  /** the keyset key of the event, with `at` */
  key: z.string(),
  /** who created or edited (the account's name), or null */
  by: z.string().nullable(),
  /** what an edit changed */
  what: z.array(z.enum(EDIT_PARTS)),
  /** a report's reason label */
  reason: z.string().nullable(),
  /** a day's confirmed donations: how many, and their total in EGP */
  count: z.number().int().nullable(),
  amount: egp.nullable(),
});
export type HistoryEvent = z.infer<typeof historyEvent>;

/** GET /api/operator/moderation/:campid/history — newest first; the next page is before (`before_at`, `before_key`). */
export const moderationHistoryEndpoint = defineEndpoint({
  ...moderationHistoryRoute,
  params: z.object({ campid: id }),
  query: z.object({
    before_at: z.iso.datetime({ offset: true }).optional(),
    before_key: z
      .string()
      .regex(/^[a-z]\d{1,20}$/)
      .optional(),
    limit: decimalNumber(z.coerce.number().int().min(1).max(100).default(20)),
  }),
  response: envelope(
    z.array(
      z.object({
        items: z.array(historyEvent),
        next: z.object({ before_at: z.string(), before_key: z.string() }).nullable(),
      }),
    ),
  ),
});
