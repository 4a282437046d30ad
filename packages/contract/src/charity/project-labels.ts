import { z } from 'zod';
import { egp } from '../amount-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { SADAQA_KINDS, projectLabels } from '../projects/labels';
import { charityProjectsRoute, setProjectLabelsRoute } from '../routes/charity';
import { projectLabelMessages } from './project-label-messages';

/** One of the staff member's charity's projects, as its labels page lists it. */
export const charityProject = z.object({
  project_id: z.number().int(),
  project_ar_name: z.string(),
  /** the cost of one unit, in EGP */
  project_amount: egp,
  project_image: z.string(),
  ...projectLabels.shape,
  /** what a revision starts from (docs/decisions/037) */
  project_description: z.string(),
  category_id: z.number().int(),
  /** gone from choosing; its campaigns keep working */
  retired: z.boolean(),
});
export type CharityProject = z.infer<typeof charityProject>;

export const charityProjectsResponse = envelope(z.array(charityProject));
export type CharityProjectsResponse = z.infer<typeof charityProjectsResponse>;

/** GET /api/charity/projects — the staff member's charity's projects with their labels, by name. */
export const charityProjectsEndpoint = defineEndpoint({
  ...charityProjectsRoute,
  response: charityProjectsResponse,
});

export const projectLabelsParams = z.object({
  id: decimalNumber(z.coerce.number().int().positive().max(2_147_483_647)),
});

/**
 * Both labels, as the charity sets them: صدقة جارية only for a lasting asset (a well, a building,
 * equipment), and whether zakat may be given to the project.
 */
export const projectLabelsBody = z.object({
  sadaqa_kind: z.enum(SADAQA_KINDS, projectLabelMessages.kindInvalid),
  zakat_eligible: z.boolean(projectLabelMessages.zakatInvalid),
});
export type ProjectLabelsBody = z.input<typeof projectLabelsBody>;

/**
 * PATCH /api/charity/projects/:id/labels — sets a project's labels; another charity's project is a
 * 404, as if it did not exist. Answers the project as saved.
 */
export const setProjectLabelsEndpoint = defineEndpoint({
  ...setProjectLabelsRoute,
  params: projectLabelsParams,
  body: projectLabelsBody,
  response: charityProjectsResponse,
});
