import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import type { CharityDonationsPage } from '@athar/contract/charity/records';
import { DONATIONS_CSV_HEADINGS } from '../services/charity/donations-csv';
import {
  createCharityRecordsApp,
  createRecordDonation,
  type CharityCampaign,
} from '../test/charity-record-factories';
import { createSchedule } from '../test/giving-factories';
import { parseCsv } from '../test/parse-csv';
import type { LoggedInStaff } from '../test/staff-factories';
import type { TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

// The nights of giving schedules are their own channel in the console, whatever paid them
// (docs/decisions/020).
describe.each(oneEngine)('the scheduled channel of the charity records on %s', (engine) => {
  let t: TestApp;
  let a: CharityCampaign;
  let b: CharityCampaign;
  let staffA: LoggedInStaff;
  let staffB: LoggedInStaff;
  let cardNight: number;
  let walletNight: number;
  let card: number;
  let wallet: number;
  const range = 'from=2021-06-04&to=2021-06-04';
  const day = (hour: number) => new Date(Date.UTC(2021, 5, 4, hour));

  beforeAll(async () => {
    ({ t, a, b, staffA, staffB } = await createCharityRecordsApp(engine));
    const byCard = await createSchedule(t.db, a);
    const byWallet = await createSchedule(t.db, a, { type: 'wallet' });
    const given = async (scheduleId: number, spec: Parameters<typeof createRecordDonation>[2]) => {
      const id = await createRecordDonation(t.db, a, spec);
      await t.db.updateTable('donations').set({ schedule_id: scheduleId }).where('id', '=', id).execute();
      return id;
    };
    cardNight = await given(byCard, { at: day(8), amount: 10_000, type: 'card', donor: '=HYPERLINK("x")' });
    walletNight = await given(byWallet, { at: day(9), amount: 25_000, type: 'wallet' });
    card = await createRecordDonation(t.db, a, { at: day(10), amount: 40_000, type: 'card' });
    wallet = await createRecordDonation(t.db, a, { at: day(11), amount: 5_000, type: 'wallet' });
    // a pending night is in nobody's records
    await given(byCard, { at: day(12), type: 'card', status: 'pending' });
  });
  afterAll(() => t.close());

  const get = (url: string, staff: LoggedInStaff) => t.call({ method: 'GET', url, headers: staff.auth });
  const donations = async (staff: LoggedInStaff, query: string) => {
    const response = await get(`/api/charity/donations?${query}`, staff);
    expect(response.statusCode, query).toBe(200);
    return response.json().data[0] as CharityDonationsPage;
  };
  const ids = (page: CharityDonationsPage) => page.items.map((item) => item.id);

  it("names a schedule's nights 'scheduled', totals them as one channel, and filters by it", async () => {
    const all = await donations(staffA, range);
    expect(ids(all)).toEqual([wallet, card, walletNight, cardNight]);
    expect(all.items.map((item) => item.channel)).toEqual(['wallet', 'card', 'scheduled', 'scheduled']);
    expect(all.per_channel).toEqual([
      { channel: 'card', count: 1, amount: 400 },
      { channel: 'wallet', count: 1, amount: 50 },
      { channel: 'scheduled', count: 2, amount: 350 },
    ]);
    expect(all).toMatchObject({ total_count: 4, total_amount: 800 });

    const scheduled = await donations(staffA, `${range}&type=scheduled`);
    expect(ids(scheduled)).toEqual([walletNight, cardNight]);
    expect(scheduled).toMatchObject({ total_count: 2, total_amount: 350 });
    // card and wallet are the donations paid so outside a schedule
    expect(ids(await donations(staffA, `${range}&type=card`))).toEqual([card]);
    expect(ids(await donations(staffA, `${range}&type=wallet`))).toEqual([wallet]);
    // another charity sees none of them
    expect((await donations(staffB, `${range}&type=scheduled`)).total_count).toBe(0);
    expect(b.ngo_id).not.toBe(a.ngo_id);
  });

  it("writes the channel's Arabic name in the CSV, and a formula-looking name stays text", async () => {
    const response = await get(`/api/charity/donations.csv?${range}&type=scheduled`, staffA);
    expect(response.statusCode).toBe(200);
    const [headings, ...rows] = parseCsv(response.body.slice(1));
    expect(headings).toEqual([...DONATIONS_CSV_HEADINGS]);
    expect(rows.map((row) => row[0])).toEqual([String(cardNight), String(walletNight)]);
    expect(rows.map((row) => row[3])).toEqual([
      DONATION_CHANNEL_NAMES.scheduled,
      DONATION_CHANNEL_NAMES.scheduled,
    ]);
    expect(rows[0]![4]).toBe(`'=HYPERLINK("x")`);
  });
});
