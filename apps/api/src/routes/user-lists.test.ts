import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { createLoggedInUser, multipartPayload, type LoggedInUser } from '../test/factories';
import { piasters } from '@athar/contract/piasters';

describe.each(oneEngine)('accounts: own lists and who may see them (%s)', (engine) => {
  let t: TestApp;
  let campaignIds: number[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    const rows = await t.db.selectFrom('campaigns').select('id').orderBy('id').limit(6).execute();
    campaignIds = rows.map((row) => row.id);
  });
  afterAll(() => t.close());

  const get = (url: string, user?: LoggedInUser) => t.call({ method: 'GET', url, headers: user?.auth ?? {} });
  const favourite = (method: 'POST' | 'DELETE', user: LoggedInUser, campaignId: number) =>
    t.call({ method, url: '/api/users/favorites', headers: user.auth, payload: { campaign_id: campaignId } });

  async function donate(
    user: LoggedInUser,
    campaignId: number,
    amount: number,
    status: 'pending' | 'confirmed' | 'failed',
  ) {
    const campaign = await t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select('p.ngo_id')
      .where('c.id', '=', campaignId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('donations')
      .values({
        campaign_id: campaignId,
        ngo_id: campaign.ngo_id,
        user_id: user.id,
        donor_name: user.user_name,
        amount: piasters(amount),
        channel: 1,
        type: 2,
        status,
        confirmed_at: status === 'confirmed' ? new Date() : null,
      })
      .execute();
  }

  it('lists the campaigns the user created, listed or not yet', async () => {
    const user = await createLoggedInUser(t.db);
    const project = await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('campaigns')
      .values({ project_id: project.id, user_id: user.id, title: 'حملة جديدة' })
      .execute();
    const response = (await get('/api/users/campaigns', user)).json();
    expect(response.data).toHaveLength(1);
    expect(response.data[0]).toMatchObject({ campaign_title: 'حملة جديدة', campaign_collected: 0 });
    const details = (await get('/api/users/details', user)).json();
    expect(details.data[0].total_campaigns).toBe(1);
  });

  it('lists pending and confirmed donations with their status; totals count confirmed only', async () => {
    const user = await createLoggedInUser(t.db);
    await donate(user, campaignIds[0]!, 15_000, 'confirmed');
    await donate(user, campaignIds[1]!, 25_050, 'confirmed');
    await donate(user, campaignIds[2]!, 30_000, 'pending');
    await donate(user, campaignIds[3]!, 40_000, 'failed');
    const response = (await get('/api/users/donations?offset=0&rowscount=20', user)).json();
    expect(response.data).toHaveLength(3);
    expect(response.data.map((item: { status: string }) => item.status).sort()).toEqual([
      'confirmed',
      'confirmed',
      'pending',
    ]);
    for (const item of response.data) {
      expect(item).toMatchObject({ total_of_donations: 2, total_donations: 400.5 });
      expect(item.title).toEqual(expect.any(String));
      expect(item.project_ar_name).toEqual(expect.any(String));
    }
    const pending = response.data.find((item: { status: string }) => item.status === 'pending');
    expect(pending.donation_amount).toBe(300);
    expect((await get('/api/users/details', user)).json().data[0].total_donations).toBe(2);
  });

  describe('authorization: user B never reads or changes user A’s data', () => {
    let a: LoggedInUser;
    let b: LoggedInUser;
    beforeAll(async () => {
      a = await createLoggedInUser(t.db, { user_name: 'المستخدم أ' });
      b = await createLoggedInUser(t.db, { user_name: 'المستخدم ب' });
      await favourite('POST', a, campaignIds[4]!);
      await donate(a, campaignIds[4]!, 50_000, 'confirmed');
      const project = await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow();
      await t.db
        .insertInto('campaigns')
        .values({ project_id: project.id, user_id: a.id, title: 'حملة أ' })
        .execute();
    });

    it.each(['favorites', 'donations', 'campaigns'])(
      'B reading /api/users/%s sees only B’s (uid is ignored)',
      async (list) => {
        const mine = (await get(`/api/users/${list}`, a)).json();
        expect(mine.data.length).toBeGreaterThan(0);
        const theirs = (await get(`/api/users/${list}?uid=${a.id}`, b)).json();
        expect(theirs).toMatchObject({ status: 1, data: [] });
      },
    );

    it('B reading the profile gets B’s, whatever uid says', async () => {
      const response = (await get(`/api/users/details?uid=${a.id}`, b)).json();
      expect(response.data[0]).toMatchObject({ user_id: b.id, user_name: 'المستخدم ب' });
    });

    it('B removing A’s favourite changes nothing for A', async () => {
      await favourite('DELETE', b, campaignIds[4]!);
      const list = (await get('/api/users/favorites', a)).json();
      expect(list.data.map((card: { campaign_id: number }) => card.campaign_id)).toContain(campaignIds[4]);
    });

    it('B saving a profile (even naming A’s id) changes only B', async () => {
      const { payload, headers } = await multipartPayload({ user_name: 'اسم مزور', user_id: String(a.id) });
      await t.call({ method: 'PUT', url: '/api/users', payload, headers: { ...headers, ...b.auth } });
      const profileA = (await get('/api/users/details', a)).json();
      expect(profileA.data[0].user_name).toBe('المستخدم أ');
    });

    it('B deleting an account deletes B, never A', async () => {
      await t.call({ method: 'DELETE', url: '/api/users', headers: b.auth, payload: { user_id: a.id } });
      expect((await get('/api/users/details', a)).statusCode).toBe(200);
      expect((await get('/api/users/details', b)).statusCode).toBe(401);
    });

    it.each(['details', 'favorites', 'donations', 'campaigns'])(
      'a guest gets 401 on /api/users/%s',
      async (list) => {
        expect((await get(`/api/users/${list}`)).statusCode).toBe(401);
      },
    );
  });
});
