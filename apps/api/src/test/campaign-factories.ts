import type { Kysely } from 'kysely';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import type { Database } from '../db/schema';
import { createCharity, createProject } from './charity-factories';
import { createDonation } from './donation-factories';
import { createUser, uniqueEmail, type TestUser } from './factories';

export interface CreatorCampaign {
  id: number;
  ngo_id: number;
  project_id: number;
  code: number;
  title: string;
  deceased_gender: DeceasedGender;
  creator: TestUser;
}

/**
 * A campaign of a new creator account (with its own e-mail), on a new project of `charity`, or of a
 * new charity that collects cash and takes card payments unless told otherwise. `collected`
 * (piasters) is what it has already collected: one confirmed donation of that amount, so its total
 * has a donation behind it.
 */
export async function createCreatorCampaign(
  db: Kysely<Database>,
  options: {
    collected?: number;
    charity?: { id: number };
    cash?: boolean;
    card?: boolean;
    title?: string;
    deceased_gender?: DeceasedGender;
  } = {},
): Promise<CreatorCampaign> {
  const creator = await createUser(db, { email: uniqueEmail('creator'), user_name: 'منى صابر' });
  const charity =
    options.charity ?? (await createCharity(db, { cash: options.cash ?? true, card: options.card ?? true }));
  const project = await createProject(db, charity);
  const title = options.title ?? 'محمود عبد الرحمن';
  const deceasedGender = options.deceased_gender ?? 'male';
  const row = await db
    .insertInto('campaigns')
    .values({ project_id: project.id, user_id: creator.id, title, deceased_gender: deceasedGender })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
  const campaign: CreatorCampaign = {
    id: row.id,
    code: row.code,
    ngo_id: charity.id,
    project_id: project.id,
    title,
    deceased_gender: deceasedGender,
    creator,
  };
  if (options.collected) {
    await createDonation(db, campaign, { status: 'confirmed', amount: options.collected });
  }
  return campaign;
}

/** A campaign with the short code a journey reaches it by, on `projectId`, created by `userId`. */
export async function createCampaignWithCode(
  db: Kysely<Database>,
  campaign: {
    projectId: number;
    userId: number;
    title: string;
    code: number;
    deceased_gender?: DeceasedGender;
  },
): Promise<number> {
  const row = await db
    .insertInto('campaigns')
    .values({
      project_id: campaign.projectId,
      user_id: campaign.userId,
      title: campaign.title,
      code: campaign.code,
      deceased_gender: campaign.deceased_gender ?? 'male',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
