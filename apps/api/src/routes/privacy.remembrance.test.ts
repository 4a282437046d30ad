import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDataExport } from '@athar/contract/accounts/data-export';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser } from '../test/factories';
import { createSession } from '../services/accounts/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

/**
 * Remembrance (PRODUCT.md §11) under the privacy rules: a guest's consents are recorded; the export holds
 * one's own remembrance.
 */
describe.each(oneEngine)('remembrance and data rights on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let address = 0;
  const call = (options: Parameters<TestApp['call']>[0]) =>
    t.call({ remoteAddress: `10.77.0.${++address}`, ...options });

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db);
  });
  afterAll(() => t.close());

  it("records a guest's consent with the dua and with the follow that keep their address", async () => {
    const dua = await call({
      method: 'POST',
      url: '/api/campaigns/duas',
      payload: {
        campaign_id: campaign.id,
        body: 'اللهم ارحمه',
        email: 'guest.dua@example.com',
        consent: true,
      },
    });
    expect(dua.statusCode).toBe(200);
    const follow = await call({
      method: 'POST',
      url: '/api/follows',
      payload: {
        campid: campaign.id,
        email: 'guest.follow@example.com',
        consent: true,
        anniversary: false,
        ramadan: true,
        arafah: false,
        friday: false,
        family_updates: false,
      },
    });
    expect(follow.statusCode).toBe(200);
    const consents = await t.db
      .selectFrom('consents as k')
      .leftJoin('duas as d', 'd.id', 'k.dua_id')
      .leftJoin('campaign_follows as f', 'f.id', 'k.follow_id')
      .select(['k.purpose', 'd.email as dua_email', 'f.email as follow_email'])
      .where('k.purpose', 'in', ['dua', 'follow'])
      .where((eb) => eb.or([eb('d.campaign_id', '=', campaign.id), eb('f.campaign_id', '=', campaign.id)]))
      .orderBy('k.purpose')
      .execute();
    expect(consents).toEqual([
      { purpose: 'dua', dua_email: 'guest.dua@example.com', follow_email: null },
      { purpose: 'follow', dua_email: null, follow_email: 'guest.follow@example.com' },
    ]);
  });

  it("exports a person's duas, follows and ajza' and nobody else's", async () => {
    const mine = await createLoggedInUser(t.db, { user_name: 'هالة القارئة' });
    const theirs = await createLoggedInUser(t.db, { user_name: 'كريم آخر' });
    const write = (auth: Record<string, string>, body: string) =>
      call({
        method: 'POST',
        url: '/api/campaigns/duas',
        headers: auth,
        payload: { campaign_id: campaign.id, body },
      });
    expect((await write(mine.auth, 'رحمه الله وغفر له')).statusCode).toBe(200);
    expect((await write(theirs.auth, 'دعاء شخص آخر')).statusCode).toBe(200);
    const choices = { anniversary: false, ramadan: true, arafah: true, friday: false, family_updates: true };
    const followed = await call({
      method: 'POST',
      url: '/api/follows',
      headers: mine.auth,
      payload: { campid: campaign.id, ...choices },
    });
    expect(followed.statusCode).toBe(200);

    const family = { authorization: `Bearer ${await createSession(t.db, campaign.creator.id)}` };
    const opened = await call({
      method: 'POST',
      url: '/api/campaigns/khatma',
      headers: family,
      payload: { campid: campaign.id },
    });
    expect(opened.statusCode).toBe(200);
    const khatmaId: number = opened.json().data.khatma.id;
    const reserve = (auth: Record<string, string>, juz: number) =>
      call({
        method: 'POST',
        url: `/api/khatmas/${khatmaId}/parts/${juz}`,
        headers: auth,
        payload: { show_name: false },
      });
    expect((await reserve(mine.auth, 7)).statusCode).toBe(200);
    expect((await reserve(theirs.auth, 8)).statusCode).toBe(200);

    const response = await call({ method: 'GET', url: '/api/users/export', headers: mine.auth });
    expect(response.statusCode).toBe(200);
    const file = userDataExport.parse(JSON.parse(response.body));
    expect(file.duas).toEqual([
      expect.objectContaining({ campaign_id: campaign.id, body: 'رحمه الله وغفر له', status: 'pending' }),
    ]);
    expect(file.follows).toEqual([
      expect.objectContaining({ campaign_id: campaign.id, email: mine.email.toLowerCase(), ...choices }),
    ]);
    expect(file.follows[0]!.confirmed_at).not.toBeNull();
    expect(file.khatma_parts).toEqual([
      expect.objectContaining({ campaign_id: campaign.id, khatma_number: 1, juz: 7, read_at: null }),
    ]);
    expect(response.body).not.toContain('دعاء شخص آخر');
  });

  it("erases a deleted account's duas and follows, and keeps its ajza' counted without a name", async () => {
    const leaving = await createLoggedInUser(t.db, { user_name: 'سلوى المغادرة' });
    const dua = await call({
      method: 'POST',
      url: '/api/campaigns/duas',
      headers: leaving.auth,
      payload: { campaign_id: campaign.id, body: 'دعاء سيُمحى', author_name: 'سلوى' },
    });
    expect(dua.statusCode).toBe(200);
    const followed = await call({
      method: 'POST',
      url: '/api/follows',
      headers: leaving.auth,
      payload: {
        campid: campaign.id,
        anniversary: false,
        ramadan: true,
        arafah: false,
        friday: true,
        family_updates: false,
      },
    });
    expect(followed.statusCode).toBe(200);
    const view = await call({ method: 'GET', url: `/api/campaigns/khatma?campid=${campaign.id}` });
    const khatmaId: number = view.json().data.khatma.id;
    const reserved = await call({
      method: 'POST',
      url: `/api/khatmas/${khatmaId}/parts/20`,
      headers: leaving.auth,
      payload: { reader_name: 'سلوى', show_name: true },
    });
    expect(reserved.statusCode).toBe(200);

    const deleted = await call({ method: 'DELETE', url: '/api/users', headers: leaving.auth });
    expect(deleted.statusCode).toBe(200);

    const left = await t.db.selectFrom('duas').select('id').where('body', '=', 'دعاء سيُمحى').execute();
    expect(left).toEqual([]);
    const follows = await t.db
      .selectFrom('campaign_follows')
      .select('id')
      .where('user_id', '=', leaving.id)
      .execute();
    expect(follows).toEqual([]);
    const part = await t.db
      .selectFrom('khatma_parts')
      .select(['reader_name', 'show_name', 'user_id'])
      .where('khatma_id', '=', khatmaId)
      .where('juz', '=', 20)
      .executeTakeFirstOrThrow();
    expect(part).toEqual({ reader_name: null, show_name: false, user_id: null });
  });
});
