import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportReasonLabels } from '@athar/contract/moderation/report-reasons';
import { createSession } from '../services/accounts/sessions';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createDonation } from '../test/donation-factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

interface Page {
  items: {
    kind: string;
    at: string;
    key: string;
    by: string | null;
    what: string[];
    reason: string | null;
    count: number | null;
    amount: number | null;
  }[];
  next: { before_at: string; before_key: string } | null;
}

describe.each(testEngines)(
  'a campaign’s history in its moderation case on %s (docs/decisions/044)',
  (engine) => {
    let t: TestApp;
    let moderator: string;
    let finance: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
      finance = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
    });
    afterAll(() => t.close());

    const history = (campaignId: number, query = '', cookie = moderator) =>
      t.call({
        method: 'GET',
        url: `/api/operator/moderation/${campaignId}/history${query}`,
        cookies: { athar_operator: cookie },
      });

    it('lists its creation, the family’s edits, the reports and the donations by day, newest first, a keyset page at a time, naming no donor or reporter', async () => {
      const campaign = await createCreatorCampaign(t.db, { title: 'وداد السيوفي' });
      await sql`UPDATE campaigns SET created_at = now() - interval '5 days' WHERE id = ${campaign.id}`.execute(
        t.db,
      );
      // two days of donations: two on the first (one 150 EGP, one 50 EGP), one on the second
      await createDonation(t.db, campaign, {
        status: 'confirmed',
        amount: 15_000,
        donor: 'متبرع سري',
        at: new Date(Date.now() - 3 * 86_400_000),
      });
      await createDonation(t.db, campaign, {
        status: 'confirmed',
        amount: 5_000,
        donor: 'متبرع سري',
        at: new Date(Date.now() - 3 * 86_400_000 + 60_000),
      });
      await createDonation(t.db, campaign, {
        status: 'confirmed',
        amount: 10_000,
        at: new Date(Date.now() - 86_400_000),
      });
      await createDonation(t.db, campaign, { status: 'pending', amount: 99_900 });
      // the family edits the words (through the api)
      const token = await createSession(t.db, campaign.creator.id);
      const edited = await t.call({
        method: 'PATCH',
        url: `/api/campaigns/${campaign.id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { campaign_description: 'كان يحب الخير ويسعى فيه' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      // a visitor reports it, with a contact the history never shows
      const reported = await t.call({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/report`,
        payload: { reason: 'money_outside', details: 'رقم محفظة', contact: 'reporter@example.com' },
      });
      expect(reported.statusCode, reported.body).toBe(200);

      const first = await history(campaign.id, '?limit=3');
      expect(first.statusCode, first.body).toBe(200);
      const one: Page = first.json().data[0];
      expect(one.items.map((i) => i.kind)).toEqual(['reported', 'edited', 'donations']);
      expect(one.items[0]).toMatchObject({ reason: reportReasonLabels.money_outside, by: null });
      expect(one.items[1]).toMatchObject({ by: 'منى صابر', what: ['description'] });
      expect(one.items[2]).toMatchObject({ count: 1, amount: 100 });
      expect(one.next).not.toBeNull();
      const second = await history(
        campaign.id,
        `?limit=3&before_at=${encodeURIComponent(one.next!.before_at)}&before_key=${one.next!.before_key}`,
      );
      const two: Page = second.json().data[0];
      expect(two.items.map((i) => i.kind)).toEqual(['donations', 'created']);
      expect(two.items[0]).toMatchObject({ count: 2, amount: 200 });
      expect(two.items[1]).toMatchObject({ by: 'منى صابر' });
      expect(two.next).toBeNull();
      for (const answer of [first.body, second.body]) {
        expect(answer).not.toContain('متبرع سري');
        expect(answer).not.toContain('reporter@example.com');
        expect(answer).not.toContain('01098765432');
      }
    });

    it('is the moderators’ only, and an unknown campaign is a 404 in Arabic', async () => {
      const campaign = await createCreatorCampaign(t.db);
      expect((await history(campaign.id, '', finance)).statusCode).toBe(403);
      expect(
        (await t.call({ method: 'GET', url: `/api/operator/moderation/${campaign.id}/history` })).statusCode,
      ).toBe(401);
      const missing = await history(999_999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(/[\u0600-\u06FF]/);
      expect((await history(campaign.id, '?before_key=x%27')).statusCode).toBe(400);
    });
  },
);
