import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { confirmDonation } from '../services/donations/confirm-donation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(oneEngine)('donation receipts on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let owner: LoggedInUser;
  let stranger: LoggedInUser;
  let area: { id: number; city_id: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { collected: 50_000 });
    owner = await createLoggedInUser(t.db, { user_name: 'هالة منصور' });
    stranger = await createLoggedInUser(t.db);
    area = await t.db.selectFrom('areas').select(['id', 'city_id']).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  const donate = (auth: { authorization: string } | null, idempotencyKey?: string) =>
    t.call({
      method: 'POST',
      url: '/api/donations',
      headers: { ...auth, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload: {
        donation: {
          consent: true,
          user_name: 'هالة منصور',
          email: 'hala@example.com',
          msisdn: '01098765432',
          amount: 150,
          campaign_id: campaign.id,
          city: area.city_id,
          area: area.id,
          address: 'شارع النصر، عمارة 4، الدور الثاني',
          type: 1,
        },
      },
    });
  const receipt = (id: number | string, key?: string, auth?: { authorization: string }) =>
    t.call({
      method: 'GET',
      url: `/api/receipts/${id}${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
      headers: auth ?? {},
    });

  it('gives the key with the donation, the same on a replay, and in the donor’s own list only', async () => {
    const key = `receipt-test-${engine}-1`;
    const first = (await donate(owner.auth, key)).json().data[0];
    expect(first.receipt_key).toMatch(UUID);
    const replay = (await donate(owner.auth, key)).json().data[0];
    expect(replay).toEqual(first);
    const guest = (await donate(null)).json().data[0];
    expect(guest.receipt_key).toMatch(UUID);
    expect(guest.receipt_key).not.toBe(first.receipt_key);

    const mine = await t.call({ method: 'GET', url: '/api/users/donations', headers: owner.auth });
    const listed = mine
      .json()
      .data.find((item: { donation_id: number }) => item.donation_id === first.donation_id);
    expect(listed.receipt_key).toBe(first.receipt_key);

    await confirmDonation(t.db, first.donation_id);
    const donors = await t.call({
      method: 'GET',
      url: `/api/campaigns/donations?campid=${campaign.id}&rowscount=100`,
    });
    expect(donors.statusCode).toBe(200);
    expect(donors.body).not.toContain(first.receipt_key);
    expect(donors.body).not.toContain('receipt_key');
  });

  it('opens for the logged-in owner without a key and for anyone with the key', async () => {
    const created = (await donate(owner.auth)).json().data[0];
    const pending = await receipt(created.donation_id, undefined, owner.auth);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data[0]).toMatchObject({
      donation_id: created.donation_id,
      status: 'pending',
      amount: 150,
      channel: 'cash',
      donor_name: 'هالة منصور',
      campaign_id: campaign.id,
      deceased_name: campaign.title,
      confirmed_at: null,
    });

    await confirmDonation(t.db, created.donation_id);
    const byKey = await receipt(created.donation_id, created.receipt_key);
    expect(byKey.statusCode).toBe(200);
    const item = byKey.json().data[0];
    expect(item.status).toBe('confirmed');
    expect(Date.parse(item.confirmed_at)).toBeGreaterThanOrEqual(Date.parse(item.created_at));
    expect(item.ngo_name).toMatch(/\p{Script=Arabic}/u);
    expect(item.project_ar_name).toMatch(/\p{Script=Arabic}/u);
    expect((await receipt(created.donation_id, created.receipt_key, stranger.auth)).statusCode).toBe(200);
  });

  it('is a 404 for a wrong or malformed key, another user, or a donation that does not exist', async () => {
    const mine = (await donate(owner.auth)).json().data[0];
    const guest = (await donate(null)).json().data[0];
    const refusals = [
      await receipt(mine.donation_id),
      await receipt(mine.donation_id, undefined, stranger.auth),
      await receipt(mine.donation_id, guest.receipt_key),
      await receipt(mine.donation_id, '00000000-0000-4000-8000-000000000000', stranger.auth),
      await receipt(mine.donation_id, 'not-a-uuid'),
      await receipt(mine.donation_id, mine.receipt_key.toUpperCase()),
      await receipt(mine.donation_id, ''),
      await receipt(guest.donation_id, undefined, owner.auth),
      await receipt(987_654_321, mine.receipt_key),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 0, message: apiMessages.donationNotFound });
    }
  });

  it('is a 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-4', '1.5', '99999999999999999999']) {
      const response = await receipt(id, 'x');
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe(0);
    }
    expect((await receipt(1, 'k'.repeat(101))).statusCode).toBe(400);
  });
});
