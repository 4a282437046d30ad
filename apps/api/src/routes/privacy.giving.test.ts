import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDataExport } from '@athar/contract/accounts/data-export';
import { ANONYMOUS_DONOR_NAME } from '@athar/contract/constants';
import { insertConsent } from '../db/queries/consents';
import { scheduleCandidates } from '../db/queries/giving-nights';
import { addDays, cairoDay } from '../lib/cairo-time';
import { issueManageToken } from '../services/giving/manage-links';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser } from '../test/factories';
import { createSchedule, createScheduleNight, fridaysFrom } from '../test/giving-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

/**
 * Scheduled giving (docs/decisions/020) under the privacy rules: the export holds one's schedules; a deleted
 * account's are cancelled and erased.
 */
describe.each(oneEngine)('giving schedules and data rights on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  const today = cairoDay(new Date());

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { title: 'سعاد إبراهيم' });
  });
  afterAll(() => t.close());

  const stored = (id: number) =>
    t.db.selectFrom('giving_schedules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("exports a person's own schedules, their nights and consents, and nobody else's", async () => {
    const mine = await createLoggedInUser(t.db);
    const theirs = await createLoggedInUser(t.db);
    const own = await createSchedule(t.db, campaign, {
      userId: mine.id,
      donor: 'هالة المتبرعة',
      email: 'hala.giver@example.com',
      type: 'wallet',
      msisdn: '01011112222',
      amount: 15_000,
    });
    await insertConsent(t.db, 'schedule', own);
    const night = fridaysFrom(addDays(today, 1), 1)[0]!;
    await createScheduleNight(t.db, campaign, { scheduleId: own, night, status: 'skipped' });
    await createSchedule(t.db, campaign, {
      userId: theirs.id,
      donor: 'كريم آخر',
      email: 'karim.other@example.com',
    });

    const response = await t.call({ method: 'GET', url: '/api/users/export', headers: mine.auth });
    expect(response.statusCode).toBe(200);
    const file = userDataExport.parse(JSON.parse(response.body));
    expect(file.giving_schedules).toEqual([
      expect.objectContaining({
        schedule_id: own,
        campaign_id: campaign.id,
        campaign_title: 'سعاد إبراهيم',
        pattern: 'fridays',
        amount_egp: 150,
        payment: 'wallet',
        status: 'active',
        donor_name: 'هالة المتبرعة',
        email: 'hala.giver@example.com',
        msisdn: '01011112222',
        hide_data: false,
        cancelled_at: null,
        nights: [{ night, occasion: 'friday', status: 'skipped' }],
      }),
    ]);
    expect(file.consents.map((consent) => consent.purpose)).toContain('schedule');
    expect(response.body).not.toContain('karim.other');
  });

  it("cancels a deleted account's schedules and erases their name, e-mail, phone and card token", async () => {
    const donor = await createLoggedInUser(t.db);
    const other = await createLoggedInUser(t.db);
    const byCard = await createSchedule(t.db, campaign, {
      userId: donor.id,
      donor: 'نادر الحذف',
      email: 'nader.delete@example.com',
    });
    const byWallet = await createSchedule(t.db, campaign, {
      userId: donor.id,
      donor: 'نادر الحذف',
      type: 'wallet',
      msisdn: '01033334444',
      status: 'paused',
    });
    const kept = await createSchedule(t.db, campaign, { userId: other.id, donor: 'باقية' });
    const past = fridaysFrom(today, 1)[0]!;
    const given = await createScheduleNight(t.db, campaign, {
      scheduleId: byCard,
      night: past,
      status: 'confirmed',
    });
    const link = await issueManageToken(t.db, byCard, new Date());

    const deleted = await t.call({ method: 'DELETE', url: '/api/users', headers: donor.auth });
    expect(deleted.statusCode).toBe(200);

    for (const id of [byCard, byWallet]) {
      const row = await stored(id);
      expect(row).toMatchObject({
        status: 'cancelled',
        donor_name: ANONYMOUS_DONOR_NAME,
        email: null,
        msisdn: null,
        hide_data: true,
        card_token: null,
      });
      expect(row.cancelled_at).not.toBeNull();
    }
    // none is given any more; the night given stays a donation of the charity
    const candidates = (await scheduleCandidates(t.db, addDays(today, 1))).map((row) => row.id);
    expect(candidates).not.toContain(byCard);
    expect(candidates).toContain(kept);
    expect(
      await t.db.selectFrom('donations').select('status').where('id', '=', given!).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'confirmed' });
    // the self-service links of the erased schedules went with the account: they open nothing
    const page = await t.call({
      method: 'GET',
      url: `/api/giving-schedules/manage?id=${byCard}&token=${encodeURIComponent(link)}`,
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('نادر');
    expect(await stored(kept)).toMatchObject({ status: 'active', donor_name: 'باقية' });
  });
});
