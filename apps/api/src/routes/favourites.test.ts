import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';

describe.each(oneEngine)('accounts: favourites (%s)', (engine) => {
  let t: TestApp;
  let campaignIds: number[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    const rows = await t.db.selectFrom('campaigns').select('id').orderBy('id').limit(3).execute();
    campaignIds = rows.map((row) => row.id);
  });
  afterAll(() => t.close());

  const get = (url: string, user?: LoggedInUser) => t.call({ method: 'GET', url, headers: user?.auth ?? {} });
  const favourite = (method: 'POST' | 'DELETE', user: LoggedInUser, campaignId: number) =>
    t.call({ method, url: '/api/users/favorites', headers: user.auth, payload: { campaign_id: campaignId } });

  it('adds and removes favourites; the list carries total_favorites and pages', async () => {
    const user = await createLoggedInUser(t.db);
    for (const id of campaignIds.slice(0, 3)) {
      const added = await favourite('POST', user, id);
      expect(added.json()).toMatchObject({ status: 1, message: apiMessages.favouriteAdded });
    }
    expect((await favourite('POST', user, campaignIds[0]!)).json().status).toBe(1);
    const list = (await get('/api/users/favorites?offset=0&rowscount=2', user)).json();
    expect(list.data).toHaveLength(2);
    expect(list.data[0]).toMatchObject({ campaign_id: campaignIds[2], isFavorite: true, total_favorites: 3 });
    expect(list.data[1]).not.toHaveProperty('total_favorites');
    const rest = (await get('/api/users/favorites?offset=2&rowscount=2', user)).json();
    expect(rest.data.map((card: { campaign_id: number }) => card.campaign_id)).toEqual([campaignIds[0]]);

    const removed = await favourite('DELETE', user, campaignIds[2]!);
    expect(removed.json()).toMatchObject({ status: 1, message: apiMessages.favouriteRemoved });
    const after = (await get('/api/users/favorites', user)).json();
    expect(after.data[0].total_favorites).toBe(2);
  });

  it('refuses an unknown campaign with 404 and a guest with 401', async () => {
    const user = await createLoggedInUser(t.db);
    const unknown = await favourite('POST', user, 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiMessages.campaignNotFound);
    const guest = await t.call({
      method: 'POST',
      url: '/api/users/favorites',
      payload: { campaign_id: campaignIds[0] },
    });
    expect(guest.statusCode).toBe(401);
  });
});
