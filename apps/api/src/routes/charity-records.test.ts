import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS, CHANNEL, PAYMENT_TYPE } from '@athar/contract/constants';
import { charityMessages } from '@athar/contract/charity/messages';
import type {
  CharityCampaignsPage,
  CharityDonationsPage,
  DonationChannel,
} from '@athar/contract/charity/records';
import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import { exportCharityDonations } from '../db/queries/charity-records';
import { DEMO_STAFF } from '../db/seed/demo';
import { DEMO_STAFF_CAMPAIGN_CODE } from '../db/seed/demo-charity-staff';
import { DONATIONS_CSV_HEADINGS } from '../services/charity/donations-csv';
import { createLoggedInUser } from '../test/factories';
import { parseCsv } from '../test/parse-csv';
import { createLoggedInStaff, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

interface CharityCampaign {
  id: number;
  code: number;
  ngo_id: number;
}

interface DonationSpec {
  /** a timestamptz: a Date, or PostgreSQL text when microseconds matter */
  at: Date | string;
  type?: DonationChannel;
  amount?: number;
  status?: 'confirmed' | 'pending' | 'failed';
  donor?: string;
  msisdn?: string | null;
}

describe.each(testEngines)('charity records and the CSV export on %s', (engine) => {
  let t: TestApp;
  let a: CharityCampaign;
  let b: CharityCampaign;
  let staffA: LoggedInStaff;
  let staffB: LoggedInStaff;
  let area: { id: number; city_id: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const rows = await t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
      .select(['c.id', 'c.code', 'p.ngo_id'])
      .where('n.cash_collection', '=', true)
      .orderBy('c.id')
      .execute();
    a = rows[0]!;
    b = rows.find((row) => row.ngo_id !== a.ngo_id)!;
    staffA = await createLoggedInStaff(t.db, a.ngo_id);
    staffB = await createLoggedInStaff(t.db, b.ngo_id);
    area = await t.db.selectFrom('areas').select(['id', 'city_id']).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  /** A donation straight into the table (these tests read records; they do not confirm anything). */
  const donation = async (campaign: CharityCampaign, spec: DonationSpec): Promise<number> => {
    const type = spec.type ?? 'card';
    const status = spec.status ?? 'confirmed';
    const row = await t.db
      .insertInto('donations')
      .values({
        campaign_id: campaign.id,
        ngo_id: campaign.ngo_id,
        donor_name: spec.donor ?? 'خالد منصور',
        msisdn: spec.msisdn === undefined ? '01098765432' : spec.msisdn,
        amount: spec.amount ?? 20_000,
        channel: type === 'sms' ? CHANNEL.sms : CHANNEL.web,
        type: PAYMENT_TYPE[type],
        status,
        created_at: spec.at,
        confirmed_at: status === 'confirmed' ? spec.at : null,
        ...(type === 'cash'
          ? { city_id: area.city_id, area_id: area.id, address: 'شارع النيل، عمارة 4' }
          : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

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

  it('lists the charity’s campaigns with their stored totals, largest first', async () => {
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

  it('exports the range as UTF-8 CSV with a BOM, Arabic intact, EGP amounts and no live formulas', async () => {
    const arabicName = 'أحمد "الصغير"، عبد الله, الثاني';
    const named = await donation(a, {
      at: new Date('2025-05-20T07:05:00Z'),
      amount: 123_456,
      type: 'cash',
      donor: arabicName,
    });
    const formula = await donation(a, {
      at: new Date('2025-05-21T10:00:00Z'),
      amount: 10_000,
      donor: '=HYPERLINK("http://evil.example","اضغط")',
      msisdn: '+201001234567',
    });
    const atSign = await donation(a, { at: new Date('2025-05-21T11:00:00Z'), donor: '@SUM(1+1)' });
    await donation(a, { at: new Date('2025-05-21T12:00:00Z'), status: 'pending', type: 'cash' });
    await donation(b, { at: new Date('2025-05-21T12:00:00Z') });

    const response = await get('/api/charity/donations.csv?from=2025-05-20&to=2025-05-21', staffA.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="athar-donations-2025-05-20-2025-05-21.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [headings, ...records] = parseCsv(text.slice(1));
    expect(headings).toEqual([...DONATIONS_CSV_HEADINGS]);
    expect(records.map((record) => Number(record[0]))).toEqual([named, formula, atSign]);
    expect(records[0]).toEqual([
      String(named),
      '2025-05-20 10:05',
      '1234.56',
      'نقدي',
      arabicName,
      '01098765432',
      String(a.code),
      expect.stringMatching(/\p{Script=Arabic}/u),
      expect.stringMatching(/\p{Script=Arabic}/u),
    ]);
    expect(records[1]!.slice(2, 6)).toEqual([
      '100.00',
      'بطاقة بنكية',
      `'=HYPERLINK("http://evil.example","اضغط")`,
      `'+201001234567`,
    ]);
    expect(records[2]![4]).toBe(`'@SUM(1+1)`);
    for (const record of records) expect(record).toHaveLength(DONATIONS_CSV_HEADINGS.length);

    const ofB = parseCsv(
      (await get('/api/charity/donations.csv?from=2025-05-20&to=2025-05-21', staffB.auth)).body.slice(1),
    );
    expect(ofB).toHaveLength(2);
    expect(ofB.slice(1).map((record) => Number(record[0]))).not.toContain(named);
  });

  it('exports a range larger than one page completely, once each, oldest first', async () => {
    const base = Date.parse('2023-02-01T00:00:00Z');
    const count = 1203;
    const rows = Array.from({ length: count }, (_, index) => ({
      campaign_id: a.id,
      ngo_id: a.ngo_id,
      donor_name: `متبرع ${index}`,
      amount: 10_000 + index,
      channel: CHANNEL.web,
      type: PAYMENT_TYPE.card,
      status: 'confirmed' as const,
      // two donations per second: ties on the time, told apart by id
      confirmed_at: new Date(base + Math.floor(index / 2) * 1000),
    }));
    await t.db.insertInto('donations').values(rows).execute();
    const response = await get('/api/charity/donations.csv?from=2023-02-01&to=2023-02-01', staffA.auth);
    const records = parseCsv(response.body.slice(1)).slice(1);
    expect(records).toHaveLength(count);
    const donationIds = records.map((record) => Number(record[0]));
    expect(new Set(donationIds).size).toBe(count);
    expect([...donationIds].sort((x, y) => x - y)).toEqual(donationIds);
    const total = records.reduce((sum, record) => sum + Math.round(Number(record[2]) * 100), 0);
    expect(total).toBe(rows.reduce((sum, row) => sum + row.amount, 0));
  });

  it('pages the export on the exact stored time, microseconds included', async () => {
    const times = [
      '2022-06-01 09:00:00.000001+00',
      '2022-06-01 09:00:00.000002+00',
      '2022-06-01 09:00:00.000002+00',
      '2022-06-01 09:00:00.000900+00',
      '2022-06-01 09:00:00.001+00',
    ];
    const inserted: number[] = [];
    for (const at of times) inserted.push(await donation(a, { at }));
    const exported: number[] = [];
    for await (const page of exportCharityDonations(
      t.db,
      a.ngo_id,
      { from: '2022-06-01', to: '2022-06-01' },
      2,
    )) {
      expect(page.length).toBeLessThanOrEqual(2);
      exported.push(...page.map((row) => row.id));
      if (exported.length > times.length) break; // a cursor that loses time would repeat forever
    }
    expect(exported).toEqual(inserted);
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
    const queue = await get('/api/charity/cash-queue', {
      authorization: `Bearer ${staff.access_token}`,
    });
    const states = new Set((queue.json().data as CashQueueItem[]).map((item) => item.contact_state));
    expect(states).toEqual(new Set(['overdue', 'due_today', 'on_time']));
  });
});
