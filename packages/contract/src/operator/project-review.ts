import { z } from 'zod';
import { stripScopedBidi } from '../bidi';
import { draftParams, projectDraft } from '../charity/project-drafts';
import { projectDraftMessages as messages } from '../charity/project-draft-messages';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  approveProjectRoute,
  retireProjectRoute,
  returnProjectRoute,
  waitingProjectsRoute,
} from '../routes/operator';
import { keysetPage, keysetQuery } from './keyset';

/** The duties that review projects: the catalogue's and the admins (docs/decisions/037). */
export const PROJECT_REVIEWERS = ['catalogue', 'admin'] as const;

export const waitingProjectsPage = keysetPage('drafts', projectDraft);

/** GET /api/operator/project-drafts — the drafts waiting for review, newest first, a page at a time. */
export const waitingProjectsEndpoint = defineEndpoint({
  ...waitingProjectsRoute,
  query: z.object(keysetQuery),
  response: envelope(z.array(waitingProjectsPage)),
});

/** POST /api/operator/project-drafts/:id/approve — the draft becomes (or changes) the live project. */
export const approveProjectEndpoint = defineEndpoint({
  ...approveProjectRoute,
  params: draftParams,
  response: envelope(z.array(projectDraft)),
});

export const returnProjectBody = z.object({
  message: z
    .string(messages.messageInvalid)
    .overwrite(stripScopedBidi)
    .trim()
    .min(5, messages.messageInvalid)
    .max(1000, messages.messageInvalid),
});
export type ReturnProjectBody = z.input<typeof returnProjectBody>;

/** POST /api/operator/project-drafts/:id/return — sends the draft back to the charity with a message. */
export const returnProjectEndpoint = defineEndpoint({
  ...returnProjectRoute,
  params: draftParams,
  body: returnProjectBody,
  response: envelope(z.array(projectDraft)),
});

/** POST /api/operator/projects/:id/retire — any charity's live project gone from choosing. */
export const retireProjectEndpoint = defineEndpoint({
  ...retireProjectRoute,
  params: draftParams,
  response: envelope(z.array(z.object({ project_id: z.number().int() }))),
});
