import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreatorCampaign } from '../../test/campaign-factories';
import { createDonation } from '../../test/donation-factories';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { closeDonation, confirmDonation } from './confirm-donation';

describe.each(testEngines)('confirming donations on %s', (engine) => {
  let database: TestDatabase;
  let campaign: { id: number; ngo_id: number };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    campaign = await createCreatorCampaign(database.handle.db, { collected: 30_000 });
  });
  afterAll(() => database.dispose());

  const db = () => database.handle.db;
  const pending = (amount: number, count = 1) =>
    Promise.all(
      Array.from({ length: count }, () =>
        createDonation(db(), campaign, { type: 'card', amount, donor: 'متبرع', msisdn: null }),
      ),
    );
  const totals = () =>
    db()
      .selectFrom('campaigns')
      .select(['collected', 'donors_count'])
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();

  it('adds a confirmed donation to the campaign once, however often it is confirmed', async () => {
    const [id] = await pending(12_345);
    const before = await totals();
    expect(await confirmDonation(db(), id!)).toBe('confirmed');
    expect(await confirmDonation(db(), id!)).toBe('already-confirmed');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => confirmDonation(db(), id!)));
    expect(outcomes.every((outcome) => outcome === 'already-confirmed')).toBe(true);
    expect(await totals()).toEqual({
      collected: before.collected + 12_345,
      donors_count: before.donors_count + 1,
    });
  });

  it('counts 200 concurrent confirmations on one campaign exactly', async () => {
    const ids = await pending(10_000, 200);
    const before = await totals();
    await Promise.all(ids.map((id) => confirmDonation(db(), id)));
    expect(await totals()).toEqual({
      collected: before.collected + 200 * 10_000,
      donors_count: before.donors_count + 200,
    });
  });

  it('never confirms a failed or cancelled donation, and never changes a confirmed one', async () => {
    const [failed, cancelled, confirmed] = await pending(50_000, 3);
    await closeDonation(db(), failed!, 'failed');
    await closeDonation(db(), cancelled!, 'cancelled');
    await closeDonation(db(), failed!, 'failed');
    const before = await totals();
    await expect(confirmDonation(db(), failed!)).rejects.toMatchObject({ statusCode: 409 });
    await expect(confirmDonation(db(), cancelled!)).rejects.toMatchObject({ statusCode: 409 });
    await confirmDonation(db(), confirmed!);
    await expect(closeDonation(db(), confirmed!, 'cancelled')).rejects.toMatchObject({ statusCode: 409 });
    expect(await totals()).toEqual({
      collected: before.collected + 50_000,
      donors_count: before.donors_count + 1,
    });
    await expect(confirmDonation(db(), 987_654_321)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('leaves the campaign’s totals equal to the sum and count of its confirmed donations', async () => {
    const confirmed = await db()
      .selectFrom('donations')
      .select((eb) => [eb.fn.sum<string>('amount').as('sum'), eb.fn.countAll<string>().as('count')])
      .where('campaign_id', '=', campaign.id)
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    expect(await totals()).toEqual({
      collected: Number(confirmed.sum),
      donors_count: Number(confirmed.count),
    });
  });
});
