import { z } from 'zod';
import { egp } from '../amount-fields';
import { stripNameBidi, stripScopedBidi } from '../bidi';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { SADAQA_KINDS } from '../projects/labels';
import {
  createProjectDraftRoute,
  editProjectDraftRoute,
  projectDraftPictureRoute,
  projectDraftsRoute,
  retireCharityProjectRoute,
  submitProjectDraftRoute,
} from '../routes/charity';
import { projectDraftMessages as messages } from './project-draft-messages';

/** The smallest and largest unit price, in whole pounds: a unit is never less than the smallest gift. */
export const UNIT_PRICE_MIN_EGP = 100;
export const UNIT_PRICE_MAX_EGP = 10_000_000;
/** The multipart field of a project's picture. */
export const PROJECT_PICTURE_FIELD = 'project_image';

export const PROJECT_DRAFT_STATUSES = ['draft', 'pending', 'returned', 'approved'] as const;
export type ProjectDraftStatus = (typeof PROJECT_DRAFT_STATUSES)[number];

const positiveId = decimalNumber(z.coerce.number().int().positive().max(2_147_483_647));

/**
 * A project as its charity's editors write it: the Arabic name (no bidi control), the description
 * (no control that reorders what follows), the unit price in whole pounds (100 to 10,000,000), the
 * category and both honest labels (docs/decisions/018).
 */
export const projectDraftFields = z.object({
  ar_name: z
    .string(messages.nameInvalid)
    .overwrite(stripNameBidi)
    .trim()
    .min(3, messages.nameInvalid)
    .max(120, messages.nameInvalid)
    .regex(/[\u0600-\u06FF]/, messages.nameInvalid),
  project_description: z
    .string(messages.descriptionInvalid)
    .overwrite(stripScopedBidi)
    .trim()
    .min(20, messages.descriptionInvalid)
    .max(4000, messages.descriptionInvalid),
  amount_egp: z.coerce
    .number(messages.amountInvalid)
    .int(messages.amountInvalid)
    .min(UNIT_PRICE_MIN_EGP, messages.amountInvalid)
    .max(UNIT_PRICE_MAX_EGP, messages.amountInvalid),
  category_id: z.coerce
    .number(messages.categoryInvalid)
    .int(messages.categoryInvalid)
    .positive(messages.categoryInvalid),
  sadaqa_kind: z.enum(SADAQA_KINDS, messages.kindInvalid),
  zakat_eligible: z.boolean(messages.zakatInvalid),
});
export type ProjectDraftFields = z.input<typeof projectDraftFields>;
export type ProjectDraftValues = z.output<typeof projectDraftFields>;

/** A new draft: a new project, or with `project_id` a revision of one of the charity's live projects. */
export const newProjectDraftBody = projectDraftFields.extend({ project_id: positiveId.optional() });

/** A draft as the charity's console and the operators' review show it. */
export const projectDraft = z.object({
  draft_id: z.number().int(),
  /** null for a new project; else the live project this revision would change */
  project_id: z.number().int().nullable(),
  ngo_id: z.number().int(),
  ngo_ar_name: z.string(),
  ar_name: z.string(),
  project_description: z.string(),
  /** the unit price, in EGP */
  project_amount: egp,
  /** the live project's unit price when this is a revision, in EGP */
  live_amount: egp.nullable(),
  category_id: z.number().int(),
  project_image: z.string().nullable(),
  sadaqa_kind: z.enum(SADAQA_KINDS),
  zakat_eligible: z.boolean(),
  status: z.enum(PROJECT_DRAFT_STATUSES),
  review_message: z.string().nullable(),
  submitted_at: z.string().nullable(),
});
export type ProjectDraft = z.infer<typeof projectDraft>;

export const projectDraftResponse = envelope(z.array(projectDraft));
export const draftParams = z.object({ id: positiveId });

/** GET /api/charity/project-drafts — the charity's drafts and revisions, newest first. */
export const projectDraftsEndpoint = defineEndpoint({
  ...projectDraftsRoute,
  response: projectDraftResponse,
});

/** POST /api/charity/project-drafts — a new draft (the admin's and the editors'). */
export const createProjectDraftEndpoint = defineEndpoint({
  ...createProjectDraftRoute,
  body: newProjectDraftBody,
  response: projectDraftResponse,
});

/** PUT /api/charity/project-drafts/:id — rewrites a draft not yet sent or sent back. */
export const editProjectDraftEndpoint = defineEndpoint({
  ...editProjectDraftRoute,
  params: draftParams,
  body: projectDraftFields,
  response: projectDraftResponse,
});

/** PUT /api/charity/project-drafts/:id/picture — multipart, one picture (`project_image`), re-encoded. */
export const projectDraftPictureEndpoint = defineEndpoint({
  ...projectDraftPictureRoute,
  params: draftParams,
  response: projectDraftResponse,
});

/** POST /api/charity/project-drafts/:id/submit — sends the draft to the operators. */
export const submitProjectDraftEndpoint = defineEndpoint({
  ...submitProjectDraftRoute,
  params: draftParams,
  response: projectDraftResponse,
});

/** POST /api/charity/projects/:id/retire — the charity's project gone from choosing. */
export const retireCharityProjectEndpoint = defineEndpoint({
  ...retireCharityProjectRoute,
  params: draftParams,
  response: envelope(z.array(z.object({ project_id: z.number().int() }))),
});
