import { z } from 'zod';
import { publicText } from '../accounts/fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { appealOutcomeRoute, decideAppealRoute, familyAppealsRoute } from '../routes/moderation';
import { HIDDEN_PARTS } from './hidden-parts';
import { moderationMessages } from './messages';
import { moderationCase } from './queue';
import { APPEAL_RESULTS, APPEAL_STATES, APPEALABLE_OUTCOMES } from './appeal-case';

export * from './appeal-case';

// Appeals (migration 044): the family appeals a pause, a take-down or a hidden element; a moderator
// other than the original decision's upholds or grants it.

const id = decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));

export const APPEAL_MAX = 2000;
/** appeals a campaign's family may send in 24 hours, all outcomes together */
export const APPEALS_PER_DAY = 3;
/** An appeal, as the family reads it on their page. */
export const familyAppeal = z.object({
  id: z.number().int(),
  state: z.enum(APPEAL_STATES),
  body: z.string(),
  created_at: z.string(),
  /** the deciding moderator's reason, once decided */
  answer: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type FamilyAppeal = z.infer<typeof familyAppeal>;

/** An outcome still in force the family may appeal, with its latest appeal (if any). */
export const appealableOutcome = z.object({
  decision_id: z.number().int(),
  outcome: z.enum(APPEALABLE_OUTCOMES),
  part: z.enum(HIDDEN_PARTS).nullable(),
  /** the moderator's reason, as mailed */
  reason: z.string(),
  decided_at: z.string(),
  /** still in force (may be appealed); false once undone, shown for its answered appeal */
  in_force: z.boolean(),
  appeal: familyAppeal.nullable(),
});
export type AppealableOutcomeView = z.infer<typeof appealableOutcome>;

/** GET /api/campaigns/:campid/appeals — the outcomes in force and the decided appeals; managers only. */
export const familyAppealsEndpoint = defineEndpoint({
  ...familyAppealsRoute,
  params: z.object({ campid: id }),
  response: envelope(z.array(appealableOutcome)),
});

export const appealBody = z.object({
  decision_id: z.number(moderationMessages.appealOutcome).int().positive().max(Number.MAX_SAFE_INTEGER),
  body: publicText(APPEAL_MAX, moderationMessages.appealText).pipe(
    z.string().min(3, moderationMessages.appealText),
  ),
});
export type AppealBody = z.infer<typeof appealBody>;

/** POST /api/campaigns/:campid/appeals — the family appeals one outcome. */
export const appealOutcomeEndpoint = defineEndpoint({
  ...appealOutcomeRoute,
  params: z.object({ campid: id }),
  body: appealBody,
  response: envelope(z.array(appealableOutcome)),
});

/** POST /api/operator/moderation/appeals/:id/decision — upheld (nothing changes) or granted (undone). */
export const decideAppealEndpoint = defineEndpoint({
  ...decideAppealRoute,
  params: z.object({ id }),
  body: z.object({
    result: z.enum(APPEAL_RESULTS, moderationMessages.appealResult),
    reason: publicText(500, moderationMessages.decisionReason).pipe(
      z.string().min(3, moderationMessages.decisionReason),
    ),
  }),
  response: envelope(z.array(moderationCase)),
});
