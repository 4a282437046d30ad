import type { Kysely } from 'kysely';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import type { Database } from '../db/schema';
import { createUser, uniqueEmail, type TestUser } from './factories';

export interface CreatorCampaign {
  id: number;
  ngo_id: number;
  code: number;
  title: string;
  deceased_gender: DeceasedGender;
  creator: TestUser;
}

/**
 * A campaign of a new creator account (with its own e-mail) on a seeded project whose charity takes
 * cash, or card payments when `payment` is 'card'. `collected` (piasters) sets where its total starts.
 */
export async function createCreatorCampaign(
  db: Kysely<Database>,
  options: {
    collected?: number;
    payment?: 'cash' | 'card';
    title?: string;
    deceased_gender?: DeceasedGender;
  } = {},
): Promise<CreatorCampaign> {
  const creator = await createUser(db, { email: uniqueEmail('creator'), user_name: 'منى صابر' });
  const project = await db
    .selectFrom('projects as p')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select(['p.id', 'p.ngo_id'])
    .$if(options.payment === 'card', (query) => query.where('n.merchant_id', 'is not', null))
    .$if(options.payment !== 'card', (query) => query.where('n.cash_collection', '=', true))
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const collected = options.collected ?? 0;
  const title = options.title ?? 'محمود عبد الرحمن';
  const deceasedGender = options.deceased_gender ?? 'male';
  const row = await db
    .insertInto('campaigns')
    .values({
      project_id: project.id,
      user_id: creator.id,
      title,
      deceased_gender: deceasedGender,
      collected,
      donors_count: collected > 0 ? 1 : 0,
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    code: row.code,
    ngo_id: project.ngo_id,
    title,
    deceased_gender: deceasedGender,
    creator,
  };
}
