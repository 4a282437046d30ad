import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../services/accounts/sessions';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const GENDER_MESSAGE = 'من فضلك اختر: ذكر أو أنثى';

describe.each(oneEngine)('PATCH /api/campaigns/{campid} on %s (issue 16)', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let creator: LoggedInUser;
  let stranger: LoggedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { title: 'نادية فهمي', collected: 20_000 });
    // the factory's creator has no session yet: open one, as a login would
    const token = await createSession(t.db, campaign.creator.id);
    creator = { ...campaign.creator, token, auth: { authorization: `Bearer ${token}` } };
    stranger = await createLoggedInUser(t.db);
  });
  afterAll(() => t.close());

  const edit = (payload: unknown, auth: Record<string, string> = creator.auth, id = campaign.id) =>
    t.call({ method: 'PATCH', url: `/api/campaigns/${id}`, payload: payload as object, headers: auth });
  const details = async (auth: Record<string, string> = {}) =>
    (
      await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaign.id}`, headers: auth })
    ).json().data[0];

  it('lets the creator set the gender, then every reader gets it back', async () => {
    expect(await details(creator.auth)).toMatchObject({ deceased_gender: 'male', can_edit: true });
    const response = await edit({ deceased_gender: 'female' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      message: 'تم حفظ التعديلات',
      data: [{ campaign_id: campaign.id, deceased_gender: 'female' }],
    });
    expect(await details()).toMatchObject({ deceased_gender: 'female', can_edit: false });
    const listing = await t.call({ method: 'GET', url: '/api/campaigns/details?offset=0&rowscount=100' });
    const card = listing
      .json()
      .data.find((item: { campaign_id: number }) => item.campaign_id === campaign.id);
    expect(card.deceased_gender).toBe('female');
    // and back
    expect((await edit({ deceased_gender: 'male' })).json().data[0].deceased_gender).toBe('male');
    expect((await details()).deceased_gender).toBe('male');
  });

  it("changes the family's words alone, leaving the gender as it is", async () => {
    await edit({ deceased_gender: 'female' });
    const response = await edit({ campaign_description: '  كانت أمًّا للجميع، رحمها الله.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      deceased_gender: 'female',
      campaign_description: 'كانت أمًّا للجميع، رحمها الله.',
    });
    expect(await details()).toMatchObject({
      deceased_gender: 'female',
      campaign_description: 'كانت أمًّا للجميع، رحمها الله.',
    });
  });

  it.each([['other'], ['FEMALE'], [''], [1], [null]])(
    'refuses the gender %j with an Arabic 400 and changes nothing',
    async (value) => {
      const before = await details();
      const response = await edit({ deceased_gender: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: GENDER_MESSAGE });
      expect(response.json().errors.deceased_gender).toBe(GENDER_MESSAGE);
      expect(await details()).toEqual(before);
    },
  );

  it('refuses an empty edit and an overlong description in Arabic', async () => {
    const empty = await edit({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('لم تُرسل أي تعديلات');
    const long = await edit({ campaign_description: 'ك'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('النبذة طويلة، اختصرها في 1000 حرف على الأكثر');
  });

  it('refuses a guest (401), another account (403) and an unknown campaign (404), in Arabic', async () => {
    const before = await details();
    const guest = await edit({ deceased_gender: 'male' }, {});
    expect(guest.statusCode).toBe(401);
    const other = await edit({ deceased_gender: 'male' }, stranger.auth);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ status: 0, message: 'لا يمكنك تعديل حملة أنشأها غيرك' });
    expect(await details()).toEqual(before);
    const unknown = await edit({ deceased_gender: 'male' }, creator.auth, 987_654_321);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('لم نجد هذه الحملة');
    const notAnId = await t.call({
      method: 'PATCH',
      url: '/api/campaigns/0x10',
      payload: { deceased_gender: 'male' },
      headers: creator.auth,
    });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
