import type { Kysely } from 'kysely';
import type { HomeFeatured, SaveHomeFeaturedBody } from '@athar/contract/operator/home-featured';
import { homeFeaturedMessages as messages } from '@athar/contract/operator/home-featured-messages';
import { AppError } from '@athar/server-kit/errors';
import {
  chosenCampaignRows,
  chosenProjectRows,
  featurableCampaignIds,
  featurableProjectIds,
  featuredChoiceRows,
  lastFeaturedSave,
  lockFeatured,
  replaceFeatured,
} from '../../db/queries/home-featured';
import type { Database } from '../../db/schema';
import { operatorAct, recordAudit } from '../audit/audit-trail';
import type { OperatorActor } from './console-categories';

const asCampaign = (row: Awaited<ReturnType<typeof chosenCampaignRows>>[number]) => ({
  campaign_id: Number(row.campaign_id),
  title: row.title,
  project_ar_name: row.project_ar_name,
  ngo_ar_name: row.ngo_ar_name,
  listed: Boolean(row.listed),
});

const asProject = (row: Awaited<ReturnType<typeof chosenProjectRows>>[number]) => ({
  project_id: row.project_id,
  project_ar_name: row.project_ar_name,
  ngo_ar_name: row.ngo_ar_name,
  listed: Boolean(row.listed),
});

/** The home page's choice in order, what can be chosen, and the last save (docs/decisions/043). */
export async function homeFeatured(db: Kysely<Database>): Promise<HomeFeatured> {
  const [campaigns, projects, choices, last] = await Promise.all([
    chosenCampaignRows(db),
    chosenProjectRows(db),
    featuredChoiceRows(db),
    lastFeaturedSave(db),
  ]);
  return {
    campaigns: campaigns.map(asCampaign),
    projects: projects.map(asProject),
    campaign_choices: choices.campaigns.map(asCampaign),
    project_choices: choices.projects.map(asProject),
    saved_by: last?.operator_name ?? null,
    saved_at: last ? new Date(last.chosen_at).toISOString() : null,
  };
}

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The whole choice replaced, in order, and audited with the lists before and after. Only a campaign
 * listed and left alone by moderation, and only a live project, may be chosen now: each other one is
 * refused by its number, and nothing is written.
 */
export async function saveHomeFeatured(
  db: Kysely<Database>,
  { request, operatorId }: OperatorActor,
  choice: SaveHomeFeaturedBody,
): Promise<HomeFeatured> {
  await db.transaction().execute(async (trx) => {
    await lockFeatured(trx);
    const [campaignsOk, projectsOk] = await Promise.all([
      featurableCampaignIds(trx, choice.campaigns),
      featurableProjectIds(trx, choice.projects),
    ]);
    const badCampaign = choice.campaigns.find((id) => !campaignsOk.has(id));
    if (badCampaign !== undefined)
      throw new AppError('BAD_REQUEST', messages.campaignNotListed(badCampaign), {
        campaigns: messages.campaignNotListed(badCampaign),
      });
    const badProject = choice.projects.find((id) => !projectsOk.has(id));
    if (badProject !== undefined)
      throw new AppError('BAD_REQUEST', messages.projectNotListed(badProject), {
        projects: messages.projectNotListed(badProject),
      });
    const [beforeCampaigns, beforeProjects] = await Promise.all([
      chosenCampaignRows(trx),
      chosenProjectRows(trx),
    ]);
    const before = {
      campaigns: beforeCampaigns.map((row) => Number(row.campaign_id)),
      projects: beforeProjects.map((row) => row.project_id),
    };
    if (sameList(before.campaigns, choice.campaigns) && sameList(before.projects, choice.projects))
      throw new AppError('CONFLICT', messages.unchanged);
    await replaceFeatured(trx, operatorId, choice);
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'operator.home_featured.saved',
        object_kind: 'home_page',
        changes: {
          campaigns: [before.campaigns, choice.campaigns],
          projects: [before.projects, choice.projects],
        },
      }),
    );
  });
  return homeFeatured(db);
}
