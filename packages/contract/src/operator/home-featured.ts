import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { HOME_CAMPAIGN_COUNT } from '../constants';
import { homeFeaturedRoute, saveHomeFeaturedRoute } from '../routes/operator';
import { homeFeaturedMessages as messages } from './home-featured-messages';

/** Who chooses the home page's featured items: the catalogue duty and the admins (docs/decisions/043). */
export const HOME_FEATURE_KEEPERS = ['catalogue', 'admin'] as const;
/** At most as many featured campaigns as the home page shows cards. */
export const FEATURED_CAMPAIGNS_MAX = HOME_CAMPAIGN_COUNT;
export const FEATURED_PROJECTS_MAX = 6;

/** A campaign as the console offers or shows it. */
export const featuredCampaign = z.object({
  campaign_id: z.number().int(),
  title: z.string(),
  project_ar_name: z.string(),
  ngo_ar_name: z.string(),
  /** listed now: reached 100 EGP and not paused or taken down; a chosen one that is not is skipped */
  listed: z.boolean(),
});
export type FeaturedCampaign = z.infer<typeof featuredCampaign>;

/** A project as the console offers or shows it. */
export const featuredProject = z.object({
  project_id: z.number().int(),
  project_ar_name: z.string(),
  ngo_ar_name: z.string(),
  /** not retired; a chosen one that is retired is skipped */
  listed: z.boolean(),
});
export type FeaturedProject = z.infer<typeof featuredProject>;

/** The choice in order, what can be chosen, and who saved it last. */
export const homeFeatured = z.object({
  campaigns: z.array(featuredCampaign),
  projects: z.array(featuredProject),
  campaign_choices: z.array(featuredCampaign),
  project_choices: z.array(featuredProject),
  saved_by: z.string().nullable(),
  saved_at: z.string().nullable(),
});
export type HomeFeatured = z.infer<typeof homeFeatured>;

const id = z.number(messages.badId).int(messages.badId).positive(messages.badId).max(Number.MAX_SAFE_INTEGER);
const distinct = (ids: number[]) => new Set(ids).size === ids.length;

export const saveHomeFeaturedBody = z.object({
  campaigns: z
    .array(id)
    .max(FEATURED_CAMPAIGNS_MAX, messages.tooManyCampaigns)
    .refine(distinct, messages.repeated),
  projects: z
    .array(id)
    .max(FEATURED_PROJECTS_MAX, messages.tooManyProjects)
    .refine(distinct, messages.repeated),
});
export type SaveHomeFeaturedBody = z.infer<typeof saveHomeFeaturedBody>;

const response = envelope(z.array(homeFeatured));

/** GET /api/operator/home-featured — the home page's choice and what can be chosen. */
export const homeFeaturedEndpoint = defineEndpoint({ ...homeFeaturedRoute, response });

/** PUT /api/operator/home-featured — the whole choice in order (empty lists: today's order). */
export const saveHomeFeaturedEndpoint = defineEndpoint({
  ...saveHomeFeaturedRoute,
  body: saveHomeFeaturedBody,
  response,
});
