import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDataExport } from '@athar/contract/accounts/data-export';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { PRIVACY_POLICY_VERSION } from '@athar/contract/privacy/consent';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createDonation } from '../test/donation-factories';
import { createLoggedInUser, multipartPayload, uniqueEmail, type LoggedInUser } from '../test/factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

/** A card donation to `campaign` as the web app sends it, with `consent` (left out when undefined). */
const cardDonation = (
  campaign: CreatorCampaign,
  consent: unknown,
  overrides: Record<string, unknown> = {},
) => ({
  user_name: 'هالة منصور',
  email: 'hala@example.com',
  msisdn: '',
  amount: 150,
  campaign_id: campaign.id,
  type: PAYMENT_TYPE.card,
  ...(consent === undefined ? {} : { consent }),
  ...overrides,
});

/**
 * PDPL 151/2020: a consent sent at registration, donation and campaign creation is recorded (what is
 * recorded without one: privacy.lawful-basis.test.ts); one's own data.
 */
describe.each(oneEngine)('consent and data rights on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { card: true, cash: true });
    projectId = campaign.project_id;
  });
  afterAll(() => t.close());

  const count = async (table: 'users' | 'donations' | 'campaigns' | 'consents') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Every consent given now is to today's notice, a moment ago. */
  const justGiven = (row: { policy_version: string; given_at: Date }) => {
    expect(row.policy_version).toBe(PRIVACY_POLICY_VERSION);
    expect(Math.abs(Date.now() - row.given_at.getTime())).toBeLessThan(60_000);
  };

  const register = (consent: unknown, email = uniqueEmail('consent')) =>
    t.call({
      method: 'POST',
      url: '/api/users',
      payload: {
        user_name: 'منى أحمد',
        email,
        password: 'secret-123',
        msisdn: false,
        ...(consent === undefined ? {} : { consent }),
      },
    });

  const donation = (consent: unknown, overrides: Record<string, unknown> = {}) =>
    cardDonation(campaign, consent, overrides);
  const donate = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/donations', payload: { donation: body }, headers });

  const createCampaign = async (
    user: LoggedInUser,
    consent: string | undefined,
    title = 'المرحوم سامي فؤاد',
  ) => {
    const form = await multipartPayload({
      project_id: String(projectId),
      campaign_title: title,
      campaign_description: 'كان سندًا لكل من عرفه.',
      msisdn: '01012345678',
      user_id: String(user.id),
      ...(consent === undefined ? {} : { consent }),
    });
    return t.call({
      method: 'POST',
      url: '/api/campaigns',
      payload: form.payload,
      headers: { ...form.headers, ...user.auth },
    });
  };

  describe('registration', () => {
    it('records a consent sent with the account, with the notice version and the time, in the same step', async () => {
      const response = await register(true);
      expect(response.statusCode).toBe(200);
      const userId = response.json().data[0].user_id;
      const rows = await t.db.selectFrom('consents').selectAll().where('user_id', '=', userId).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        purpose: 'registration',
        basis: 'consent',
        donation_id: null,
        campaign_id: null,
      });
      justGiven(rows[0]!);
    });
  });

  describe('donation', () => {
    it('records one consent per donation, and a replay under the same Idempotency-Key records none', async () => {
      const key = `privacy-${engine}-replay-key`;
      const first = await donate(donation(true), { 'idempotency-key': key });
      expect(first.statusCode).toBe(200);
      const donationId = first.json().data[0].donation_id;
      const again = await donate(donation(true), { 'idempotency-key': key });
      expect(again.statusCode).toBe(200);
      expect(again.json().data[0].donation_id).toBe(donationId);
      const rows = await t.db
        .selectFrom('consents')
        .selectAll()
        .where('donation_id', '=', donationId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        purpose: 'donation',
        basis: 'consent',
        user_id: null,
        campaign_id: null,
      });
      justGiven(rows[0]!);
    });
  });

  describe('campaign creation', () => {
    it("records the creator's consent to the new campaign", async () => {
      const creator = await createLoggedInUser(t.db);
      const response = await createCampaign(creator, 'true');
      expect(response.statusCode).toBe(200);
      const campaignId = response.json().data[0].campaign_id;
      const rows = await t.db
        .selectFrom('consents')
        .selectAll()
        .where('campaign_id', '=', campaignId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        purpose: 'campaign',
        basis: 'consent',
        user_id: null,
        donation_id: null,
      });
      justGiven(rows[0]!);
    });
  });

  describe('GET /api/users/export', () => {
    const exportOf = (auth: Record<string, string>) =>
      t.call({ method: 'GET', url: '/api/users/export', headers: auth });

    it("gives a person a file of their own data: profile, donations of every status, campaigns, favourites, consents; nobody else's", async () => {
      const mine = await createLoggedInUser(t.db, { user_name: 'منى صاحبة البيانات', msisdn: '01055554444' });
      const theirs = await createLoggedInUser(t.db, { user_name: 'سامي متبرع آخر', msisdn: '01077778888' });

      // a campaign of mine, and someone else's donation to it: their name must not reach my file
      const created = await createCampaign(mine, 'true', 'المرحوم كمال منصور');
      const myCampaignId: number = created.json().data[0].campaign_id;
      const myCampaign = { id: myCampaignId, ngo_id: campaign.ngo_id };
      await createDonation(t.db, myCampaign, {
        status: 'confirmed',
        donor: 'سامي متبرع آخر',
        email: theirs.email,
        userId: theirs.id,
      });

      const given = await donate(
        donation(true, { user_id: mine.id, user_name: 'منى صاحبة البيانات', comment: 'رحمه الله' }),
        mine.auth,
      );
      expect(given.statusCode).toBe(200);
      const refused = await createDonation(t.db, campaign, {
        status: 'failed',
        userId: mine.id,
        donor: 'منى',
      });
      const theirDonation = await donate(
        donation(true, { user_id: theirs.id, user_name: 'سامي متبرع آخر' }),
        theirs.auth,
      );
      expect(theirDonation.statusCode).toBe(200);
      await t.db.insertInto('favourites').values({ user_id: mine.id, campaign_id: campaign.id }).execute();
      await t.db.insertInto('favourites').values({ user_id: theirs.id, campaign_id: myCampaignId }).execute();

      const response = await exportOf(mine.auth);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="athar-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const file = userDataExport.parse(JSON.parse(response.body));

      expect(file.profile).toMatchObject({
        user_id: mine.id,
        user_name: 'منى صاحبة البيانات',
        email: mine.email,
        msisdn: '01055554444',
      });
      expect(file.donations.map((d) => [d.donation_id, d.status])).toEqual([
        [given.json().data[0].donation_id, 'pending'],
        [refused, 'failed'],
      ]);
      expect(file.donations[0]).toMatchObject({
        campaign_id: campaign.id,
        campaign_title: campaign.title,
        amount_egp: 150,
        channel: 'card',
        visibility: 'public',
        comment: 'رحمه الله',
        confirmed_at: null,
      });
      expect(file.donations[0]!.charity).toMatch(/[\u0600-\u06FF]/);
      expect(file.campaigns).toEqual([
        expect.objectContaining({ campaign_id: myCampaignId, title: 'المرحوم كمال منصور', donors_count: 1 }),
      ]);
      expect(file.favourites).toEqual([
        expect.objectContaining({ campaign_id: campaign.id, campaign_title: campaign.title }),
      ]);
      expect(
        file.consents.map((c) => [c.purpose, c.basis, c.policy_version, c.campaign_id, c.donation_id]),
      ).toEqual([
        ['campaign', 'consent', PRIVACY_POLICY_VERSION, myCampaignId, null],
        ['donation', 'consent', PRIVACY_POLICY_VERSION, null, given.json().data[0].donation_id],
      ]);

      // nothing of the other person: their name, e-mail, phone, donation or favourite
      for (const foreign of [theirs.email, 'سامي متبرع آخر', '01077778888', String(theirs.id)]) {
        expect(response.body.includes(`"${foreign}"`), foreign).toBe(false);
      }
      expect(file.donations.map((d) => d.donation_id)).not.toContain(
        theirDonation.json().data[0].donation_id,
      );

      // and theirs holds their own donation only
      const other = userDataExport.parse((await exportOf(theirs.auth)).json());
      expect(other.profile.user_id).toBe(theirs.id);
      expect(other.donations.map((d) => d.donation_id).sort()).toEqual(
        (await t.db.selectFrom('donations').select('id').where('user_id', '=', theirs.id).execute())
          .map((row) => row.id)
          .sort(),
      );
      expect(other.campaigns).toEqual([]);
      expect(JSON.stringify(other)).not.toContain('منى صاحبة البيانات');
    });

    it('lists the consent of an account registered through the api', async () => {
      const email = uniqueEmail('export');
      expect((await register(true, email)).statusCode).toBe(200);
      await t.db.updateTable('users').set({ verified_at: new Date() }).where('email', '=', email).execute();
      const login = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'secret-123' },
      });
      expect(login.statusCode).toBe(200);
      const file = userDataExport.parse(
        (await exportOf({ authorization: `Bearer ${login.json().data[0].access_token}` })).json(),
      );
      expect(file.profile.email).toBe(email);
      expect(file.consents).toEqual([
        expect.objectContaining({ purpose: 'registration', policy_version: PRIVACY_POLICY_VERSION }),
      ]);
    });

    it('answers 401 without a session, after logout and once the account is deleted', async () => {
      expect((await exportOf({})).statusCode).toBe(401);
      expect((await exportOf({ authorization: `Bearer ${'x'.repeat(40)}` })).statusCode).toBe(401);

      const leaving = await createLoggedInUser(t.db);
      expect((await exportOf(leaving.auth)).statusCode).toBe(200);
      await t.call({ method: 'POST', url: '/api/users/logout', headers: leaving.auth });
      const afterLogout = await exportOf(leaving.auth);
      expect(afterLogout.statusCode).toBe(401);
      expect(afterLogout.json()).toMatchObject({ status: 0, message: apiMessages.unauthorized });

      const deleted = await createLoggedInUser(t.db);
      const token = deleted.auth;
      expect((await t.call({ method: 'DELETE', url: '/api/users', headers: token })).statusCode).toBe(200);
      expect((await exportOf(token)).statusCode).toBe(401);
    });
  });

  it('records no consent for an SMS donation: there is no form to tick', async () => {
    const charity = await t.db
      .selectFrom('ngos')
      .select('sms_short_number')
      .where('id', '=', campaign.ngo_id)
      .executeTakeFirstOrThrow();
    const before = [await count('donations'), await count('consents')];
    const response = await signedCall(t, t.config.SMS_WEBHOOK_SECRET, {
      method: 'POST',
      url: '/api/sms/inbound',
      payload: {
        message_id: `${engine}-privacy-sms`,
        from: '+201001234567',
        to: charity.sms_short_number,
        text: `T${campaign.code}`,
        received_at: new Date().toISOString(),
      },
    });
    expect(response.statusCode).toBe(200);
    expect([await count('donations'), await count('consents')]).toEqual([before[0]! + 1, before[1]]);
  });
});

/** Where the engine can change the answer: replays of one donation racing each other. */
describe.each(testEngines)('consent to donations replayed at once, on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { card: true, cash: true });
  });
  afterAll(() => t.close());

  const donation = (consent: unknown, overrides: Record<string, unknown> = {}) =>
    cardDonation(campaign, consent, overrides);
  const donate = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/donations', payload: { donation: body }, headers });

  describe('donation', () => {
    it('records the consent of concurrent replays once', async () => {
      const key = `privacy-${engine}-race-key`;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => donate(donation(true), { 'idempotency-key': key })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const ids = new Set(answers.map((answer) => answer.json().data[0].donation_id));
      expect(ids.size).toBe(1);
      const rows = await t.db
        .selectFrom('consents')
        .select('id')
        .where('donation_id', '=', [...ids][0])
        .execute();
      expect(rows).toHaveLength(1);
    });
  });
});
