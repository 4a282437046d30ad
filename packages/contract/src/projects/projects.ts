import { z } from 'zod';
import { envelope, pagingQuery } from '../envelope';
import { projectSorts } from '../filters';
import { egp } from '../amount-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { projectsRoute } from '../routes/catalogue';
import { SADAQA_KINDS, projectLabels } from './labels';

const id = decimalNumber(z.coerce.number().int().positive().max(2_147_483_647));

/**
 * GET /api/ngos/projects — one call, four uses (PRODUCT.md §7):
 * `projectid` → one project (404 when unknown); `ngoid` → a charity's projects (404 for an unknown
 * charity); `categoryid` → a category's projects; none → all projects. Lists page with
 * offset/rowscount, sort by `filter` and narrow by `search`.
 */
export const projectsQuery = z.object({
  projectid: id.optional(),
  ngoid: id.optional(),
  categoryid: id.optional(),
  ...pagingQuery,
  filter: z.enum(projectSorts).default('desc'),
  search: z.string().trim().max(100).optional(),
  /** docs/decisions/018: only projects of this kind (/ProjectsListing's filter) */
  kind: z.enum(SADAQA_KINDS).optional(),
  /** docs/decisions/018: `1` only projects zakat may be given to */
  zakat: z.enum(['1']).optional(),
  /** docs/decisions/043: `1` only the home page's featured projects, in the operators' order */
  featured: z.enum(['1']).optional(),
});
export type ProjectsQuery = z.infer<typeof projectsQuery>;

/** PRODUCT.md §3 Project. */
export const project = z.object({
  project_id: z.number().int(),
  project_ar_name: z.string(),
  /** the cost of one unit, in EGP */
  project_amount: egp,
  project_description: z.string(),
  project_image: z.string(),
  category_id: z.number().int(),
  ngo_id: z.number().int(),
  ngo_ar_name: z.string(),
  ngo_image: z.string(),
  created_at: z.string(),
  /** confirmed totals of the project's visible campaigns, in EGP */
  donations_collected: egp,
  /** units completed over the project's visible campaigns */
  units_completed: z.number().int(),
  /** projects matching the query (for paging) */
  total_projects: z.number().int(),
  ...projectLabels.shape,
});
export type Project = z.infer<typeof project>;

export const projectsResponse = envelope(z.array(project));

export const projectsEndpoint = defineEndpoint({
  ...projectsRoute,
  query: projectsQuery,
  response: projectsResponse,
});
