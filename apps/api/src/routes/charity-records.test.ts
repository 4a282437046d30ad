import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { charityMessages } from '@athar/contract/charity/messages';
import type { CharityCampaignsPage, CharityDonationsPage } from '@athar/contract/charity/records';
import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import { DEMO_STAFF } from '../db/seed/demo';
import { codeFor } from '../test/factor-factories';
import { DEMO_STAFF_CAMPAIGN_CODE } from '../db/seed/demo-charity-staff';
import {
  createCharityRecordsApp,
  createRecordDonation,
  type CharityCampaign,
  type RecordDonationSpec,
} from '../test/charity-record-factories';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser } from '../test/factories';
import type { LoggedInStaff } from '../test/staff-factories';
import type { TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

// The CSV export's own tests are in charity-records.csv.test.ts; its refusals stay here with the others'.
describe.each(oneEngine)('charity records on %s', (engine) => {
  let t: TestApp;
  let a: CharityCampaign;
  let b: CharityCampaign;
  let staffA: LoggedInStaff;
  let staffB: LoggedInStaff;

  beforeAll(async () => {
    ({ t, a, b, staffA, staffB } = await createCharityRecordsApp(engine));
  });
  afterAll(() => t.close());

  const donation = (campaign: CharityCampaign, spec: RecordDonationSpec) =>
    createRecordDonation(t.db, campaign, spec);
  const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });
  const donations = async (staff: LoggedInStaff, query: string) => {
    const response = await get(`/api/charity/donations?${query}`, staff.auth);
    expect(response.statusCode).toBe(200);
    return response.json().data[0] as CharityDonationsPage;
  };
  const ids = (page: CharityDonationsPage) => page.items.map((item) => item.id);

  it('lists only confirmed donations of the staff member’s charity, newest first, with the totals', async () => {
    const at = (iso: string) => new Date(iso);
    const older = await donation(a, { at: at('2025-03-10T08:00:00Z'), amount: 15_050, type: 'cash' });
    const newer = await donation(a, { at: at('2025-03-11T08:00:00Z'), amount: 30_000, type: 'card' });
    const sms = await donation(a, { at: at('2025-03-11T09:00:00Z'), amount: 500, type: 'sms', msisdn: null });
    const pending = await donation(a, { at: at('2025-03-10T09:00:00Z'), status: 'pending', type: 'cash' });
    const failed = await donation(a, { at: at('2025-03-10T10:00:00Z'), status: 'failed' });
    const ofB = await donation(b, { at: at('2025-03-10T11:00:00Z') });

    const page = await donations(staffA, 'from=2025-03-10&to=2025-03-11');
    expect(ids(page)).toEqual([sms, newer, older]);
    expect(page).toMatchObject({ total_count: 3, total_amount: 455.5 });
    expect(page.items[2]).toMatchObject({
      id: older,
      amount: 150.5,
      channel: 'cash',
      donor_name: 'خالد منصور',
      msisdn: '01098765432',
      campaign_id: a.id,
      confirmed_at: '2025-03-10T08:00:00.000Z',
    });
    expect(page.items[0]).toMatchObject({ channel: 'sms', msisdn: null });
    expect(page.items[0]!.campaign_title).toMatch(/\p{Script=Arabic}/u);
    expect(page.items[0]!.project_ar_name).toMatch(/\p{Script=Arabic}/u);
    for (const hidden of [pending, failed, ofB]) expect(ids(page)).not.toContain(hidden);
    expect(ids(await donations(staffB, 'from=2025-03-10&to=2025-03-11'))).toEqual([ofB]);

    // paging keeps the totals of the whole range
    const second = await donations(staffA, 'from=2025-03-10&to=2025-03-11&offset=1&rowscount=1');
    expect(ids(second)).toEqual([newer]);
    expect(second).toMatchObject({ total_count: 3, total_amount: 455.5 });

    // the channel filter narrows the items and the totals alike
    expect(await donations(staffA, 'from=2025-03-10&to=2025-03-11&type=card')).toMatchObject({
      total_count: 1,
      total_amount: 300,
      items: [{ id: newer }],
    });
    expect(ids(await donations(staffA, 'from=2025-03-10&to=2025-03-11&type=cash'))).toEqual([older]);
  });

  it('totals every confirmed donation of the charity when no range is given', async () => {
    // more than a page of them, on days of their own
    for (let day = 1; day <= 21; day += 1) await donation(a, { at: new Date(Date.UTC(2023, 0, day, 10)) });
    const stored = await t.db
      .selectFrom('donations')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount').as('amount')])
      .where('ngo_id', '=', a.ngo_id)
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    const page = await donations(staffA, '');
    expect(page.total_count).toBe(Number(stored.count));
    expect(page.total_amount).toBe(Number(stored.amount) / 100);
    expect(page.items).toHaveLength(20);
    const times = page.items.map((item) => item.confirmed_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('lists the charity’s campaigns with their stored totals, largest first', async () => {
    await createCreatorCampaign(t.db, { charity: { id: a.ngo_id }, collected: 30_000 });
    await createCreatorCampaign(t.db, { charity: { id: a.ngo_id }, collected: 12_000 });
    const response = await get('/api/charity/campaigns?rowscount=100', staffA.auth);
    expect(response.statusCode).toBe(200);
    const page = response.json().data[0] as CharityCampaignsPage;
    const stored = await t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select(['c.id', 'c.collected', 'c.donors_count'])
      .where('p.ngo_id', '=', a.ngo_id)
      .execute();
    expect(page.total_count).toBe(stored.length);
    expect(page.total_collected).toBe(stored.reduce((sum, row) => sum + row.collected, 0) / 100);
    expect(page.items.map((item) => item.campaign_id).sort()).toEqual(stored.map((row) => row.id).sort());
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const item of page.items) {
      const row = byId.get(item.campaign_id)!;
      expect(item.collected).toBe(row.collected / 100);
      expect(item.donors_count).toBe(row.donors_count);
      expect(item.listed).toBe(row.collected >= CAMPAIGN_VISIBLE_FROM_PIASTERS);
      expect(item.campaign_title).toMatch(/\p{Script=Arabic}/u);
    }
    const totals = page.items.map((item) => item.collected);
    expect([...totals].sort((x, y) => y - x)).toEqual(totals);
    expect(page.items.some((item) => item.campaign_id === b.id)).toBe(false);

    const paged = (await get('/api/charity/campaigns?offset=1&rowscount=1', staffA.auth)).json().data[0];
    expect(paged.items).toEqual([page.items[1]]);
    expect(paged.total_count).toBe(stored.length);
  });

  it('refuses visitors, missing tokens, and bad dates or channels with the Arabic message', async () => {
    const visitor = await createLoggedInUser(t.db);
    for (const url of ['/api/charity/donations', '/api/charity/campaigns', '/api/charity/donations.csv']) {
      expect((await get(url, visitor.auth)).statusCode).toBe(401);
      expect((await get(url)).statusCode).toBe(401);
    }
    const cases: [string, string][] = [
      ['/api/charity/donations?from=2025-02-30', charityMessages.dateInvalid],
      ['/api/charity/donations?to=yesterday', charityMessages.dateInvalid],
      ['/api/charity/donations?from=2025-13-01', charityMessages.dateInvalid],
      ['/api/charity/donations?from=0000-01-01', charityMessages.dateInvalid],
      ['/api/charity/donations?from=2025-03-02&to=2025-03-01', charityMessages.dateRangeInverted],
      ['/api/charity/donations?type=cheque', charityMessages.channelInvalid],
      ['/api/charity/donations.csv?from=2025-1-1', charityMessages.dateInvalid],
      ['/api/charity/donations.csv?from=2025-03-02&to=2025-03-01', charityMessages.dateRangeInverted],
    ];
    for (const [url, message] of cases) {
      const response = await get(url, staffA.auth);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ status: 0, message });
    }
  });

  it('seeds a demo staff member for campaign 10006’s charity with a queue in every state', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/api/charity/auth/login',
      payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    expect(login.statusCode).toBe(200);
    const staff = login.json().data[0];
    const owner = await t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select('p.ngo_id')
      .where('c.code', '=', DEMO_STAFF_CAMPAIGN_CODE)
      .executeTakeFirstOrThrow();
    expect(staff.ngo_id).toBe(owner.ngo_id);
    // the demo charity's admin, with the README's authenticator secret
    expect(staff).toMatchObject({ is_admin: true, factor_enrolled: true, session: 'verify' });
    const verified = await t.call({
      method: 'POST',
      url: '/api/charity/auth/verify',
      headers: { authorization: `Bearer ${staff.access_token}` },
      payload: { code: await codeFor(DEMO_STAFF.factor_secret) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const queue = await get('/api/charity/cash-queue', {
      authorization: `Bearer ${staff.access_token}`,
    });
    const states = new Set((queue.json().data as CashQueueItem[]).map((item) => item.contact_state));
    expect(states).toEqual(new Set(['overdue', 'due_today', 'on_time']));
  });
});

/** Where the engine can change the answer: Cairo's days in SQL (AT TIME ZONE, each engine's zone data). */
describe.each(testEngines)('charity records by Cairo day on %s', (engine) => {
  let t: TestApp;
  let a: CharityCampaign;
  let staffA: LoggedInStaff;

  beforeAll(async () => {
    ({ t, a, staffA } = await createCharityRecordsApp(engine));
  });
  afterAll(() => t.close());

  const donation = (campaign: CharityCampaign, spec: RecordDonationSpec) =>
    createRecordDonation(t.db, campaign, spec);
  const donations = async (staff: LoggedInStaff, query: string) => {
    const response = await t.call({
      method: 'GET',
      url: `/api/charity/donations?${query}`,
      headers: staff.auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data[0] as CharityDonationsPage;
  };
  const ids = (page: CharityDonationsPage) => page.items.map((item) => item.id);

  it('reads from and to as whole Cairo days, in summer (UTC+3) and in winter (UTC+2)', async () => {
    const lateOnJuly1 = await donation(a, { at: new Date('2024-07-01T20:30:00Z') }); // 23:30 Cairo
    const justAfterMidnight = await donation(a, { at: new Date('2024-07-01T21:30:00Z') }); // 00:30 on the 2nd
    const lastSecondOfJuly2 = await donation(a, { at: new Date('2024-07-02T20:59:59Z') });
    const firstOfJuly3 = await donation(a, { at: new Date('2024-07-02T21:00:00Z') });
    expect(ids(await donations(staffA, 'from=2024-07-02&to=2024-07-02'))).toEqual([
      lastSecondOfJuly2,
      justAfterMidnight,
    ]);
    expect(ids(await donations(staffA, 'to=2024-07-01'))).toContain(lateOnJuly1);
    expect(ids(await donations(staffA, 'to=2024-07-01'))).not.toContain(justAfterMidnight);
    expect(ids(await donations(staffA, 'from=2024-07-03&to=2024-07-31'))).toEqual([firstOfJuly3]);

    const winter = await donation(a, { at: new Date('2024-01-15T22:30:00Z') }); // 00:30 on the 16th
    expect(ids(await donations(staffA, 'from=2024-01-16&to=2024-01-16'))).toEqual([winter]);
    expect(ids(await donations(staffA, 'from=2024-01-15&to=2024-01-15'))).toEqual([]);
  });
});
