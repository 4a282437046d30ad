import { z } from 'zod';
import { egp } from '../amount-fields';
import { projectDraft } from '../charity/project-drafts';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { charityProjectTextsRoute, charityRestoreProjectTextRoute } from '../routes/charity';
import { operatorProjectTextsRoute, operatorRestoreProjectTextRoute } from '../routes/operator';
import { SADAQA_KINDS } from './labels';

const positiveId = decimalNumber(z.coerce.number().int().positive().max(2_147_483_647));

/** One approved text of a project (docs/decisions/043, 049): the whole text, who wrote and approved it. */
export const projectTextVersion = z.object({
  version_id: z.number().int(),
  /** its place in the project's history, 1 the oldest */
  number: z.number().int(),
  ar_name: z.string(),
  project_description: z.string(),
  /** the unit price, in EGP */
  project_amount: egp,
  category_id: z.number().int(),
  category_ar_name: z.string(),
  sadaqa_kind: z.enum(SADAQA_KINDS),
  zakat_eligible: z.boolean(),
  written_by_name: z.string().nullable(),
  /** null: the project's first text, from before its history was kept */
  approved_by_name: z.string().nullable(),
  approved_at: z.string(),
  /** a restore: the number of the version it copied */
  restored_from_number: z.number().int().nullable(),
});
export type ProjectTextVersion = z.infer<typeof projectTextVersion>;

/**
 * A page of a project's history, newest first: `older` is the version just before the page's last one
 * (what it changed), `next_before` the page after (null at the end).
 */
export const projectTextHistory = z.object({
  project_id: z.number().int(),
  project_ar_name: z.string(),
  retired: z.boolean(),
  /** the version the project shows now (the newest) */
  current_version_id: z.number().int().nullable(),
  /** the charity's revision not yet decided, if any: a restore from the charity waits for it */
  open_revision: z.boolean(),
  versions: z.array(projectTextVersion),
  older: projectTextVersion.nullable(),
  next_before: z.number().int().nullable(),
});
export type ProjectTextHistory = z.infer<typeof projectTextHistory>;

export const projectTextsParams = z.object({ id: positiveId });
export const projectTextsQuery = z.object({
  before: positiveId.optional(),
  limit: decimalNumber(z.coerce.number().int().min(1).max(50).default(20)),
});
export const restoreProjectTextParams = z.object({ id: positiveId, version: positiveId });

const historyResponse = envelope(z.array(projectTextHistory));

/** GET /api/charity/projects/:id/texts — the charity's own project's texts (admin, editors). */
export const charityProjectTextsEndpoint = defineEndpoint({
  ...charityProjectTextsRoute,
  params: projectTextsParams,
  query: projectTextsQuery,
  response: historyResponse,
});

/** POST /api/charity/projects/:id/texts/:version/restore — the older text sent for review as a revision. */
export const charityRestoreProjectTextEndpoint = defineEndpoint({
  ...charityRestoreProjectTextRoute,
  params: restoreProjectTextParams,
  response: envelope(z.array(projectDraft)),
});

/** GET /api/operator/projects/:id/texts — any charity's project's texts (catalogue duty, admins). */
export const operatorProjectTextsEndpoint = defineEndpoint({
  ...operatorProjectTextsRoute,
  params: projectTextsParams,
  query: projectTextsQuery,
  response: historyResponse,
});

/** POST /api/operator/projects/:id/texts/:version/restore — the older text live again, as a new version. */
export const operatorRestoreProjectTextEndpoint = defineEndpoint({
  ...operatorRestoreProjectTextRoute,
  params: restoreProjectTextParams,
  response: historyResponse,
});
