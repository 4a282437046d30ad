import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@athar/contract/messages';
import type { Engine } from '../db/connect';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

/** The api with a campaign for each way a charity may or may not take money, for one describe below. */
async function donationsApp(engine: Engine) {
  const t = await createTestApp(engine);
  const cashCampaign = (await createCreatorCampaign(t.db, { cash: true })).id;
  const cardCampaign = (await createCreatorCampaign(t.db, { card: true })).id;
  const noCardCampaign = (await createCreatorCampaign(t.db, { card: false })).id;
  const noCashCampaign = (await createCreatorCampaign(t.db, { cash: false })).id;
  const areas = await t.db.selectFrom('areas').select(['id', 'city_id']).orderBy('id').execute();
  const city = areas[0]!.city_id;
  const area = areas[0]!.id;
  const otherCityArea = areas.find((a) => a.city_id !== city)!.id;
  return { t, cashCampaign, cardCampaign, noCardCampaign, noCashCampaign, city, area, otherCityArea };
}

/** A cash donation to `cashCampaign` in `city` and `area`, as the web app sends it, with `overrides`. */
const cashDonation = (
  { cashCampaign, city, area }: { cashCampaign: number; city: number; area: number },
  overrides: Record<string, unknown> = {},
) => ({
  user_id: null,
  user_name: 'هالة منصور',
  email: 'hala@example.com',
  msisdn: '01098765432',
  amount: 150,
  channel: 1,
  campaign_id: cashCampaign,
  city,
  area,
  address: 'شارع النصر، عمارة 4، الدور الثاني',
  comment: 'الله يرحمه',
  hide_data: false,
  consent: true,
  type: 1,
  payment_status: 1,
  ngoId: 999,
  ...overrides,
});

describe.each(oneEngine)('POST /api/donations on %s', (engine) => {
  let t: TestApp;
  let cashCampaign: number;
  let cardCampaign: number;
  let noCardCampaign: number;
  let noCashCampaign: number;
  let city: number;
  let area: number;
  let otherCityArea: number;

  beforeAll(async () => {
    ({ t, cashCampaign, cardCampaign, noCardCampaign, noCashCampaign, city, area, otherCityArea } =
      await donationsApp(engine));
  });
  afterAll(() => t.close());

  const cash = (overrides: Record<string, unknown> = {}) =>
    cashDonation({ cashCampaign, city, area }, overrides);
  const donate = (donation: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/donations', payload: { donation }, headers });
  const totals = (id: number) =>
    t.db
      .selectFrom('campaigns')
      .select(['collected', 'donors_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('records a cash donation as pending: it counts nowhere until collected', async () => {
    const before = await totals(cashCampaign);
    const response = await donate(cash());
    expect(response.statusCode).toBe(200);
    const created = response.json().data[0];
    expect(created).toMatchObject({ donation_type: 'Cash', amount: 150, campaign_id: cashCampaign });
    const row = await t.db
      .selectFrom('donations')
      .selectAll()
      .where('id', '=', created.donation_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      amount: 15_000,
      type: 1,
      channel: 1,
      city_id: city,
      area_id: area,
    });
    expect(await totals(cashCampaign)).toEqual(before);
  });

  it('derives the charity from the campaign, never from the client', async () => {
    const response = await donate(cash({ ngoId: 1 }));
    const row = await t.db
      .selectFrom('donations as d')
      .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select(['d.ngo_id', 'p.ngo_id as campaign_ngo'])
      .where('d.id', '=', response.json().data[0].donation_id)
      .executeTakeFirstOrThrow();
    expect(row.ngo_id).toBe(row.campaign_ngo);
  });

  it('takes a card donation without a phone or an address where the charity accepts cards', async () => {
    const response = await donate(
      cash({ campaign_id: cardCampaign, type: 2, msisdn: '', city: '', area: '', address: '' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].donation_type).toBe('Card');
  });

  it.each([
    [
      'a card for a charity without a merchant account',
      () => cash({ campaign_id: noCardCampaign, type: 2 }),
      'type',
      'طريقة الدفع هذه غير متاحة لهذه الحملة',
    ],
    [
      'cash for a charity that collects none',
      () => cash({ campaign_id: noCashCampaign }),
      'type',
      'طريقة الدفع هذه غير متاحة لهذه الحملة',
    ],
    ['no payment method', () => cash({ type: false }), 'type', 'من فضلك اختر طريقة الدفع'],
    ['an e-mail without @', () => cash({ email: 'hala.example.com' }), 'email', 'البريد الإلكتروني غير صحيح'],
    [
      'a short phone for cash',
      () => cash({ msisdn: '0109' }),
      'msisdn',
      'رقم الهاتف غير صحيح، يجب أن يبدأ بـ 01 ويتكون من 11 رقمًا',
    ],
    [
      'no phone for cash',
      () => cash({ msisdn: '' }),
      'msisdn',
      'رقم الهاتف غير صحيح، يجب أن يبدأ بـ 01 ويتكون من 11 رقمًا',
    ],
    ['99 EGP', () => cash({ amount: 99 }), 'amount', 'الحد الأدنى للتبرع 100 جنيه'],
    ['an amount in words', () => cash({ amount: 'مئة' }), 'amount', 'من فضلك أدخل المبلغ بالأرقام'],
    ['no governorate', () => cash({ city: '' }), 'city', 'من فضلك اختر المحافظة'],
    ['no area', () => cash({ area: null }), 'area', 'من فضلك اختر المنطقة'],
    ['a short address', () => cash({ address: 'شارع' }), 'address', 'من فضلك اكتب عنوانًا تفصيليًا'],
    [
      'an area of another governorate',
      () => cash({ area: otherCityArea }),
      'area',
      'المنطقة المختارة لا تتبع المحافظة المختارة',
    ],
    ['a name with symbols', () => cash({ user_name: 'هالة$$' }), 'user_name', 'يجب ألا يحتوي الاسم على رموز'],
  ])('refuses %s with its Arabic message', async (_label, build, field, message) => {
    const response = await donate(build());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors[`donation.${field}`]).toBe(message);
  });

  it('accepts Arabic-Indic digits in amount and phone', async () => {
    const response = await donate(cash({ amount: '٢٥٠', msisdn: '٠١٠٩٨٧٦٥٤٣٢' }));
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('donations')
      .select(['amount', 'msisdn'])
      .where('id', '=', response.json().data[0].donation_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ amount: 25_000, msisdn: '01098765432' });
  });

  it('refuses an amount or an id not written in decimal digits, in Arabic, and records nothing', async () => {
    const before = await t.db
      .selectFrom('donations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const amount of ['0x64', '0X3E8', '0b1100100', '0o144', '1e3', 'Infinity', '+150']) {
      const response = await donate(cash({ amount }));
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().errors['donation.amount'], amount).toBe(validationMessages.amountNotNumber);
    }
    for (const field of [
      { campaign_id: `0x${cashCampaign.toString(16)}` },
      { city: `0x${city.toString(16)}` },
      { area: `${area}e0` },
    ]) {
      const response = await donate(cash(field));
      expect(response.statusCode, JSON.stringify(field)).toBe(400);
      expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    const after = await t.db
      .selectFrom('donations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // and in query strings and paths
    for (const url of [
      `/api/campaigns/details?campid=0x${cashCampaign.toString(16)}`,
      `/api/campaigns/donations?campid=${cashCampaign}&rowscount=0x10`,
      `/api/cities/0x${city.toString(16)}`,
      '/api/receipts/0x1',
    ]) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/[\u0600-\u06FF]/);
    }
    expect(
      (await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${cashCampaign}` })).statusCode,
    ).toBe(200);
  });

  it('answers an unknown campaign with 404', async () => {
    expect((await donate(cash({ campaign_id: 987654321 }))).statusCode).toBe(404);
  });

  it('returns the same donation for a retried Idempotency-Key, and 409 for the same key with other content', async () => {
    const key = `retry-${engine}-0001`;
    const first = await donate(cash(), { 'idempotency-key': key });
    const again = await donate(cash(), { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data[0].donation_id).toBe(first.json().data[0].donation_id);
    const rows = await t.db.selectFrom('donations').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
    const changed = await donate(cash({ amount: 500 }), { 'idempotency-key': key });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().status).toBe(0);
  });

  it('ties a logged-in donor’s donation to their account and e-mail, and refuses someone else’s id', async () => {
    const donor = await createLoggedInUser(t.db);
    const mine = await donate(cash({ user_id: donor.id, email: 'typed@example.com' }), donor.auth);
    const row = await t.db
      .selectFrom('donations')
      .select(['user_id', 'email'])
      .where('id', '=', mine.json().data[0].donation_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: donor.id, email: donor.email });
    expect((await donate(cash({ user_id: donor.id + 1 }), donor.auth)).statusCode).toBe(403);
    expect((await donate(cash({ user_id: donor.id }))).statusCode).toBe(403);
  });
});

/** Where the engine can change the answer: retries of one Idempotency-Key racing each other. */
describe.each(testEngines)('POST /api/donations, retried at once, on %s', (engine) => {
  let t: TestApp;
  let cashCampaign: number;
  let city: number;
  let area: number;

  beforeAll(async () => {
    ({ t, cashCampaign, city, area } = await donationsApp(engine));
  });
  afterAll(() => t.close());

  const cash = (overrides: Record<string, unknown> = {}) =>
    cashDonation({ cashCampaign, city, area }, overrides);
  const donate = (donation: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/donations', payload: { donation }, headers });

  it('gives one donation for concurrent retries of one key', async () => {
    const key = `race-${engine}-0001`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => donate(cash(), { 'idempotency-key': key })),
    );
    const ids = new Set(responses.map((response) => response.json().data[0].donation_id));
    expect(ids.size).toBe(1);
  });
});
