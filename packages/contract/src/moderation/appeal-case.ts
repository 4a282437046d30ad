import { z } from 'zod';
import { HIDDEN_PARTS } from './hidden-parts';

// What an appeal is (migration 044), shared by the family's page and the moderators' case.

export const APPEALABLE_OUTCOMES = ['paused', 'taken_down', 'hidden'] as const;
export type AppealableOutcome = (typeof APPEALABLE_OUTCOMES)[number];
export const APPEAL_STATES = ['open', 'upheld', 'granted'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];
export const APPEAL_RESULTS = ['upheld', 'granted'] as const;

/** An appeal in a moderator's case: the original decision, its reason and who decided it. */
export const caseAppeal = z.object({
  id: z.number().int(),
  state: z.enum(APPEAL_STATES),
  body: z.string(),
  created_at: z.string(),
  decision_id: z.number().int(),
  outcome: z.enum(APPEALABLE_OUTCOMES),
  part: z.enum(HIDDEN_PARTS).nullable(),
  decision_reason: z.string(),
  decision_at: z.string(),
  /** who decided the original outcome, and who approved it (a take-down's four eyes) */
  decided_by: z.string(),
  approved_by: z.string().nullable(),
  /** operators who may not decide this appeal (they made the original decision) */
  excluded_operator_ids: z.array(z.number().int()),
  answer: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type CaseAppeal = z.infer<typeof caseAppeal>;
