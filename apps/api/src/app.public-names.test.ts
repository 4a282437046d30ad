import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { confirmDonation } from './services/donations/confirm-donation';
import { createLoggedInUser, multipartPayload, testPicture, type LoggedInUser } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { oneEngine } from './test/test-database';

/** Every bidi embedding, override and isolate, and the three marks. */
const CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
const ANY_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const sprinkle = (text: string) => `\u202E${[...text].join('\u2067')}${CONTROLS}`;

describe.each(oneEngine)('names shown publicly carry no bidi controls, on %s', (engine) => {
  let t: TestApp;
  let creator: LoggedInUser;
  let campaignId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    creator = await createLoggedInUser(t.db);
  });
  afterAll(() => t.close());

  it('takes them out of a profile name, a campaign and a donation as they come in', async () => {
    const profile = await multipartPayload(
      { user_name: sprinkle('ماجد السيد'), msisdn: '', hide_data: 'false', current_pic: '' },
      { field: 'profile_pic', name: 'me.png', type: 'image/png', bytes: await testPicture('png') },
    );
    const updated = await t.call({
      method: 'PUT',
      url: '/api/users',
      payload: profile.payload,
      headers: { ...profile.headers, ...creator.auth },
    });
    expect(updated.statusCode).toBe(200);

    const project = await t.db
      .selectFrom('projects as p')
      .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
      .select('p.id')
      .where('n.merchant_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const campaign = await multipartPayload({
      project_id: String(project.id),
      campaign_title: sprinkle('يوسف الشريف'),
      campaign_description: `كان \u202Eسندًا\u2069 لنا`,
      msisdn: '01012345678',
      consent: 'true',
    });
    const created = await t.call({
      method: 'POST',
      url: '/api/campaigns',
      payload: campaign.payload,
      headers: { ...campaign.headers, ...creator.auth },
    });
    expect(created.statusCode).toBe(200);
    campaignId = created.json().data[0].campaign_id;

    const donated = await t.call({
      method: 'POST',
      url: '/api/donations',
      payload: {
        donation: {
          consent: true,
          user_id: null,
          user_name: sprinkle('هدى رمضان'),
          email: 'huda@example.com',
          msisdn: '',
          amount: 150,
          campaign_id: campaignId,
          comment: `\u202Eرحمه الله\u2066`,
          hide_data: false,
          type: PAYMENT_TYPE.card,
        },
      },
    });
    expect(donated.statusCode).toBe(200);
    await confirmDonation(t.db, donated.json().data[0].donation_id);

    const stored = await t.db
      .selectFrom('donations as d')
      .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['d.donor_name', 'd.comment', 'c.title', 'c.description', 'u.user_name'])
      .where('c.id', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      donor_name: 'هدى رمضان',
      comment: 'رحمه الله',
      title: 'يوسف الشريف',
      description: 'كان سندًا لنا',
      user_name: 'ماجد السيد',
    });
  });

  it('shows the names without them in the donors list, the campaign page, the listing and search', async () => {
    const answers = await Promise.all(
      [
        `/api/campaigns/donations?campid=${campaignId}`,
        `/api/campaigns/details?campid=${campaignId}`,
        '/api/campaigns/details?offset=0&rowscount=20&filter=desc',
        `/api/search?text=${encodeURIComponent('يوسف الشريف')}`,
      ].map((url) => t.call({ method: 'GET', url })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toMatch(ANY_CONTROL);
    }
    const [donors, details, listing, search] = answers.map((answer) => answer.json().data);
    expect(donors[0]).toMatchObject({ user_name: 'هدى رمضان', donation_comment: 'رحمه الله' });
    expect(details[0]).toMatchObject({ campaign_title: 'يوسف الشريف', user_name: 'ماجد السيد' });
    expect(listing.map((card: { campaign_title: string }) => card.campaign_title)).toContain('يوسف الشريف');
    expect(JSON.stringify(search)).toContain('يوسف الشريف');
  });
});
