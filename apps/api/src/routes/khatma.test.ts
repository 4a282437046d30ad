import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { KHATMA_PARTS, khatmaMessages } from '@athar/contract/remembrance/khatma-messages';
import type { KhatmaView } from '@athar/contract/remembrance/khatma';
import { createSession } from '../services/accounts/sessions';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import type { TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';
import { createKhatmaTestApp, khatmaCalls, type KhatmaTestApp } from './khatma.test-support';

// opening a khatma; reserving a juz: khatma.reserving.test.ts; marking it read: khatma.reading.test.ts
describe.each(oneEngine)('the shared khatma on %s', (engine) => {
  let setUp: KhatmaTestApp;
  let t: TestApp;
  let campaign: CreatorCampaign;
  let coAdmin: LoggedInUser;
  let stranger: LoggedInUser;

  beforeAll(async () => {
    setUp = await createKhatmaTestApp(engine);
    ({ t, campaign, coAdmin, stranger } = setUp);
  });
  afterAll(async () => {
    await t.close();
  });

  const { open, view } = khatmaCalls(() => setUp);

  describe('opening', () => {
    it('shows no khatma before the family opens one', async () => {
      const own = await createCreatorCampaign(t.db);
      expect(await view(own.id)).toEqual({ khatma: null, finished_count: 0 });
    });

    it('answers 404 for a campaign that does not exist', async () => {
      const response = await t.call({ method: 'GET', url: '/api/campaigns/khatma?campid=987654321' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(apiMessages.campaignNotFound);
    });

    it('lets the creator open the first khatma, and refuses a second while it is open (409)', async () => {
      const first = await open(campaign.id);
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe(khatmaMessages.opened(1));
      const data = first.json().data as KhatmaView;
      expect(data.khatma).toMatchObject({ number: 1, finished: false, reserved_count: 0, read_count: 0 });
      expect(data.khatma!.parts).toHaveLength(KHATMA_PARTS);
      expect(data.khatma!.parts.every((part) => part.state === 'free')).toBe(true);

      const again = await open(campaign.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ status: 0, message: khatmaMessages.alreadyOpen });
      // a co-administrator is family too, and is refused the same way
      const byCoAdmin = await open(campaign.id, coAdmin.auth);
      expect(byCoAdmin.statusCode).toBe(409);
      const rows = await t.db
        .selectFrom('khatmas')
        .select('number')
        .where('campaign_id', '=', campaign.id)
        .execute();
      expect(rows).toEqual([{ number: 1 }]);
    });

    it('tells the campaign’s details whether a khatma is open, for the page’s notice near its top', async () => {
      const own = await createCreatorCampaign(t.db);
      const khatmaOpen = async () =>
        (await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${own.id}` })).json().data[0]
          .khatma_open;
      expect(await khatmaOpen()).toBe(false);
      await t.db.insertInto('khatmas').values({ campaign_id: own.id, number: 1 }).execute();
      expect(await khatmaOpen()).toBe(true);
      await t.db
        .updateTable('khatmas')
        .set({ finished_at: new Date() })
        .where('campaign_id', '=', own.id)
        .execute();
      expect(await khatmaOpen()).toBe(false);
    });

    it("answers 404 to a stranger opening a khatma on someone else's campaign, and 401 to a guest", async () => {
      const own = await createCreatorCampaign(t.db);
      const byStranger = await open(own.id, stranger.auth);
      expect(byStranger.statusCode).toBe(404);
      expect(byStranger.json().message).toBe(apiMessages.campaignNotFound);
      const byGuest = await open(own.id, {});
      expect(byGuest.statusCode).toBe(401);
      expect(await view(own.id)).toEqual({ khatma: null, finished_count: 0 });
    });

    it('lets a co-administrator open a khatma', async () => {
      const own = await createCreatorCampaign(t.db);
      const helper = await createLoggedInUser(t.db);
      await t.db
        .insertInto('campaign_admins')
        .values({ campaign_id: own.id, user_id: helper.id, invited_by: own.creator.id })
        .execute();
      const response = await open(own.id, helper.auth);
      expect(response.statusCode).toBe(200);
    });
  });
});

/** Where the engine can change the answer: requests racing to open the same campaign's khatma. */
describe.each(testEngines)('the shared khatma, opened at once, on %s', (engine) => {
  let setUp: KhatmaTestApp;
  let t: TestApp;

  beforeAll(async () => {
    setUp = await createKhatmaTestApp(engine);
    ({ t } = setUp);
  });
  afterAll(async () => {
    await t.close();
  });

  const { open } = khatmaCalls(() => setUp);

  describe('opening', () => {
    it('opens only one of several khatmas asked for at once', async () => {
      const own = await createCreatorCampaign(t.db);
      const auth = { authorization: `Bearer ${await createSession(t.db, own.creator.id)}` };
      const answers = await Promise.all(Array.from({ length: 5 }, () => open(own.id, auth)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    });
  });
});
