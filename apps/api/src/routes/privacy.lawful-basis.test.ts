import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { validationMessages } from '@athar/contract/messages';
import { PRIVACY_POLICY_VERSION } from '@athar/contract/privacy/consent';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import {
  createLoggedInUser,
  createUser,
  multipartPayload,
  uniqueEmail,
  type LoggedInUser,
} from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';

const MIGRATION_019 = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'migrations',
  '019_consent_basis.sql',
);

/**
 * docs/decisions/025: registration, a donation and campaign creation are what the person asked for, so
 * the specification's payloads (PRODUCT.md §7), which carry no consent, are taken; the register of
 * consents records the basis (`request`) and the notice's version, and a newer client's `consent: true`
 * as explicit consent. Both engines: the basis is kept by the migration's CHECKs and a dropped default.
 */
describe.each(testEngines)('the lawful basis of what a person asked for, on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let place: { id: number; city_id: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { card: true, cash: true });
    place = await t.db.selectFrom('areas').select(['id', 'city_id']).orderBy('id').executeTakeFirstOrThrow();
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
  const consentsOf = (column: 'user_id' | 'donation_id' | 'campaign_id', id: number) =>
    t.db.selectFrom('consents').selectAll().where(column, '=', id).execute();
  /** One row, of this basis, to today's notice, a moment ago. */
  const expectRecorded = (
    rows: { purpose: string; basis: string; policy_version: string; given_at: Date }[],
    purpose: string,
    basis: 'consent' | 'request',
  ) => {
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose, basis, policy_version: PRIVACY_POLICY_VERSION });
    expect(Math.abs(Date.now() - rows[0]!.given_at.getTime())).toBeLessThan(60_000);
  };
  /** PRODUCT.md §7 Account: `user_name, msisdn (false), password, email`, and a consent when given. */
  const register = (extra: Record<string, unknown> = {}) =>
    t.call({
      method: 'POST',
      url: '/api/users',
      payload: {
        user_name: 'منى أحمد',
        msisdn: false,
        password: 'secret-123',
        email: uniqueEmail('basis'),
        ...extra,
      },
    });
  /** PRODUCT.md §3 Donation, every listed field, for cash collection. */
  const specDonation = (extra: Record<string, unknown> = {}) => ({
    user_id: null,
    user_name: 'هالة منصور',
    email: 'hala@example.com',
    msisdn: '01012345678',
    amount: 150,
    channel: 1,
    campaign_id: campaign.id,
    city: place.city_id,
    area: place.id,
    address: '12 شارع النصر، المعادي',
    comment: 'رحمه الله',
    hide_data: false,
    type: PAYMENT_TYPE.cash,
    payment_status: 1,
    ngoId: campaign.ngo_id,
    ...extra,
  });
  const donate = (donation: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/donations', payload: { donation } });
  /** PRODUCT.md §7 Campaigns: the listed multipart fields, no gender and no consent. */
  const createCampaign = async (creator: LoggedInUser, extra: Record<string, string> = {}) => {
    const form = await multipartPayload({
      project_id: String(campaign.project_id),
      campaign_title: 'سامي فؤاد',
      campaign_description: 'كان سندًا لكل من عرفه.',
      collected: '0',
      type: '1',
      msisdn: '01012345678',
      user_id: String(creator.id),
      ...extra,
    });
    return t.call({
      method: 'POST',
      url: '/api/campaigns',
      payload: form.payload,
      headers: { ...form.headers, ...creator.auth },
    });
  };

  describe('registration', () => {
    it.each([
      ['as the specification sends it', {}],
      ['with consent false', { consent: false }],
      ["with the text 'false'", { consent: 'false' }],
    ])('makes the account %s, recording the request as its basis', async (_label, extra) => {
      const response = await register(extra);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 1, data: [{ user_name: 'منى أحمد' }] });
      expectRecorded(await consentsOf('user_id', response.json().data[0].user_id), 'registration', 'request');
    });

    it('records a newer client’s consent as consent, and refuses a consent that is neither', async () => {
      const given = await register({ consent: true });
      expectRecorded(await consentsOf('user_id', given.json().data[0].user_id), 'registration', 'consent');
      const before = [await count('users'), await count('consents')];
      const refused = await register({ consent: 'yes' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        status: 0,
        errors: { consent: validationMessages.invalidValue },
      });
      expect([await count('users'), await count('consents')]).toEqual(before);
    });
  });

  describe('donation', () => {
    it.each([
      ['as the specification sends it', {}],
      ['with consent false', { consent: false }],
    ])('takes a cash donation %s, recording the request as its basis', async (_label, extra) => {
      const response = await donate(specDonation(extra));
      expect(response.statusCode).toBe(200);
      const [created] = response.json().data;
      expect(created).toMatchObject({ donation_type: 'Cash', campaign_id: campaign.id });
      expectRecorded(await consentsOf('donation_id', created.donation_id), 'donation', 'request');
    });

    it('records a newer client’s consent as consent', async () => {
      const response = await donate(specDonation({ consent: true }));
      expect(response.statusCode).toBe(200);
      expectRecorded(
        await consentsOf('donation_id', response.json().data[0].donation_id),
        'donation',
        'consent',
      );
    });
  });

  describe('campaign creation', () => {
    it('creates the memorial from the specification’s multipart fields, recording the request as its basis', async () => {
      const response = await createCampaign(await createLoggedInUser(t.db));
      expect(response.statusCode).toBe(200);
      const [created] = response.json().data;
      expect(created).toMatchObject({ campaign_title: 'سامي فؤاد', campaign_id: expect.any(Number) });
      expectRecorded(await consentsOf('campaign_id', created.campaign_id), 'campaign', 'request');
    });

    it("records a newer client's 'true' as consent", async () => {
      const response = await createCampaign(await createLoggedInUser(t.db), { consent: 'true' });
      expect(response.statusCode).toBe(200);
      expectRecorded(
        await consentsOf('campaign_id', response.json().data[0].campaign_id),
        'campaign',
        'consent',
      );
    });
  });

  describe('the register itself (migration 019)', () => {
    it('refuses a row that names no basis, and the request as the basis of something extra', async () => {
      const donation = (await donate(specDonation())).json().data[0].donation_id as number;
      const user = (await register()).json().data[0].user_id as number;
      await expect(
        sql`INSERT INTO consents (purpose, policy_version, donation_id) VALUES ('donation', ${PRIVACY_POLICY_VERSION}, ${donation})`.execute(
          t.db,
        ),
      ).rejects.toThrow();
      // a guest's dua and follow are extras: only a ticked box is their basis
      const dua = await t.db
        .insertInto('duas')
        .values({
          campaign_id: campaign.id,
          body: 'اللهم اغفر له',
          email: 'guest@example.com',
          status: 'shown',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const follow = await t.db
        .insertInto('campaign_follows')
        .values({ campaign_id: campaign.id, email: 'guest@example.com' })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [purpose, column, id] of [
        ['dua', 'dua_id', dua.id],
        ['follow', 'follow_id', follow.id],
      ] as const) {
        const insert = (basis: string) =>
          sql`INSERT INTO consents (purpose, basis, policy_version, ${sql.ref(column)}) VALUES (${purpose}, ${basis}, ${PRIVACY_POLICY_VERSION}, ${id})`.execute(
            t.db,
          );
        await expect(insert('request'), purpose).rejects.toThrow(/consents_request_purpose/);
        await insert('consent');
      }
      await expect(
        sql`INSERT INTO consents (purpose, basis, policy_version, user_id) VALUES ('registration', 'asked', ${PRIVACY_POLICY_VERSION}, ${user})`.execute(
          t.db,
        ),
      ).rejects.toThrow();
    });
  });
});

/** Migration 019 on a register written before it: every row was a ticked box. */
describe.each(testEngines)('migration 019 on consents recorded before it, on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('reads every consent recorded before it as a ticked box, and leaves no default behind', async () => {
    const db = database.handle.db;
    const user = await createUser(db);
    const script = await fs.readFile(MIGRATION_019, 'utf8');
    // the register as migrations 015–018 left it, with a row written then; then 019 again
    await database.handle.withScriptSession(({ exec }) =>
      exec(
        `BEGIN;
        ALTER TABLE consents DROP CONSTRAINT consents_request_purpose, DROP CONSTRAINT consents_basis,
          DROP COLUMN basis;
        INSERT INTO consents (purpose, policy_version, user_id) VALUES ('registration', '2026-11-26', ${user.id});
        COMMIT;`,
      ),
    );
    await database.handle.withScriptSession(({ exec }) => exec(`BEGIN;\n${script}\nCOMMIT;`));
    expect(await db.selectFrom('consents').select(['user_id', 'basis']).execute()).toEqual([
      { user_id: user.id, basis: 'consent' },
    ]);
    await expect(
      sql`INSERT INTO consents (purpose, policy_version, user_id) VALUES ('registration', '2026-12-06', ${user.id})`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});
