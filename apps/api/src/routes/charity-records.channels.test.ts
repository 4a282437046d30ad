import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@athar/contract/messages';
import type { CharityDonationsPage } from '@athar/contract/charity/records';
import {
  DONATION_STATUS_NAMES,
  DONATIONS_CSV_HEADINGS,
  DONATIONS_CSV_STATUS_HEADING,
} from '../services/charity/donations-csv';
import {
  createCharityRecordsApp,
  createRecordDonation,
  createRefundedRecordDonation,
  type CharityCampaign,
  type RecordDonationSpec,
} from '../test/charity-record-factories';
import { parseCsv } from '../test/parse-csv';
import type { LoggedInStaff } from '../test/staff-factories';
import type { TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

// The gateway's channels (wallet, kiosk code, Meeza) and its refunds and voids in the records and the CSV.
describe.each(oneEngine)('charity records of the gateway channels on %s', (engine) => {
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
    expect(response.statusCode, query).toBe(200);
    return response.json().data[0] as CharityDonationsPage;
  };
  const ids = (page: CharityDonationsPage) => page.items.map((item) => item.id);
  const csv = async (staff: LoggedInStaff, query: string) => {
    const response = await get(`/api/charity/donations.csv?${query}`, staff.auth);
    expect(response.statusCode, query).toBe(200);
    return parseCsv(response.body.slice(1));
  };

  it('lists wallet, kiosk and Meeza donations under their own channel, and filters by each', async () => {
    const day = (hour: number) => new Date(Date.UTC(2021, 4, 10, hour));
    const wallet = await donation(a, { at: day(8), amount: 10_000, type: 'wallet' });
    const kiosk = await donation(a, { at: day(9), amount: 20_000, type: 'kiosk' });
    const meeza = await donation(a, { at: day(10), amount: 30_050, type: 'meeza' });
    const card = await donation(a, { at: day(11), amount: 40_000, type: 'card' });
    const pendingKiosk = await donation(a, { at: day(12), type: 'kiosk', status: 'pending' });
    const range = 'from=2021-05-10&to=2021-05-10';

    const all = await donations(staffA, range);
    expect(ids(all)).toEqual([card, meeza, kiosk, wallet]);
    expect(all.items.map((item) => item.channel)).toEqual(['card', 'meeza', 'kiosk', 'wallet']);
    for (const item of all.items) expect(item).toMatchObject({ status: 'confirmed', refund: null });
    expect(ids(all)).not.toContain(pendingKiosk);

    for (const [channel, id, amount] of [
      ['wallet', wallet, 100],
      ['kiosk', kiosk, 200],
      ['meeza', meeza, 300.5],
    ] as const) {
      const page = await donations(staffA, `${range}&type=${channel}`);
      expect(ids(page), channel).toEqual([id]);
      expect(page, channel).toMatchObject({
        total_count: 1,
        total_amount: amount,
        per_channel: [{ channel, count: 1, amount }],
      });
    }
  });

  it('totals each channel of the range, confirmed donations only, refunded ones listed or not', async () => {
    const day = (hour: number) => new Date(Date.UTC(2021, 6, 20, hour));
    await donation(a, { at: day(6), amount: 5_000, type: 'cash' });
    await donation(a, { at: day(7), amount: 10_000, type: 'wallet' });
    await donation(a, { at: day(8), amount: 12_525, type: 'wallet' });
    await donation(a, { at: day(9), amount: 7_000, type: 'meeza' });
    await donation(a, { at: day(10), amount: 99_900, type: 'wallet', status: 'pending' });
    await donation(a, { at: day(10), amount: 99_900, type: 'kiosk', status: 'pending' });
    await donation(a, { at: day(10), amount: 99_900, type: 'meeza', status: 'failed' });
    await createRefundedRecordDonation(t.db, a, {
      at: day(11),
      amount: 50_000,
      type: 'wallet',
      action: 'refunded',
      refundedAt: day(15),
    });
    await createRefundedRecordDonation(t.db, a, {
      at: day(12),
      amount: 60_000,
      type: 'kiosk',
      action: 'voided',
      refundedAt: day(13),
    });
    await donation(b, { at: day(9), amount: 80_000, type: 'wallet' });

    const expected = {
      total_count: 4,
      total_amount: 345.25,
      per_channel: [
        { channel: 'cash', count: 1, amount: 50 },
        { channel: 'wallet', count: 2, amount: 225.25 },
        { channel: 'meeza', count: 1, amount: 70 },
      ],
    };
    const range = 'from=2021-07-20&to=2021-07-20';
    expect(await donations(staffA, range)).toMatchObject(expected);
    const withRefunded = await donations(staffA, `${range}&include_refunded=true`);
    expect(withRefunded).toMatchObject(expected);
    expect(withRefunded.items).toHaveLength(6);
    // a later page carries the same totals
    expect(await donations(staffA, `${range}&include_refunded=true&offset=5&rowscount=5`)).toMatchObject(
      expected,
    );
    expect(await donations(staffA, `${range}&type=kiosk&include_refunded=true`)).toMatchObject({
      total_count: 0,
      total_amount: 0,
      per_channel: [],
    });
    expect(await donations(staffB, range)).toMatchObject({
      total_count: 1,
      per_channel: [{ channel: 'wallet', count: 1, amount: 800 }],
    });
  });

  it('lists refunded and voided donations only when asked, with what the gateway reported and when', async () => {
    const day = (hour: number) => new Date(Date.UTC(2021, 8, 5, hour));
    const kept = await donation(a, { at: day(8), amount: 10_000, type: 'meeza' });
    const refunded = await createRefundedRecordDonation(t.db, a, {
      at: day(9),
      amount: 20_000,
      type: 'wallet',
      action: 'refunded',
      refundedAt: new Date('2021-09-07T10:00:00Z'),
    });
    const voided = await createRefundedRecordDonation(t.db, a, {
      at: day(10),
      amount: 30_000,
      type: 'meeza',
      action: 'voided',
      refundedAt: new Date('2021-09-05T11:00:00Z'),
    });
    const ofB = await createRefundedRecordDonation(t.db, b, {
      at: day(11),
      type: 'wallet',
      action: 'refunded',
      refundedAt: day(12),
    });
    const range = 'from=2021-09-05&to=2021-09-05';

    // by default the list is today's: confirmed donations only (an empty flag reads as no flag)
    expect(ids(await donations(staffA, range))).toEqual([kept]);
    expect(ids(await donations(staffA, `${range}&include_refunded=false`))).toEqual([kept]);
    expect(ids(await donations(staffA, `${range}&include_refunded=`))).toEqual([kept]);

    const page = await donations(staffA, `${range}&include_refunded=true`);
    expect(ids(page)).toEqual([voided, refunded, kept]);
    expect(page.items[0]).toMatchObject({
      id: voided,
      channel: 'meeza',
      amount: 300,
      status: 'refunded',
      confirmed_at: '2021-09-05T10:00:00.000Z',
      refund: { action: 'voided', at: '2021-09-05T11:00:00.000Z' },
    });
    expect(page.items[1]).toMatchObject({
      id: refunded,
      channel: 'wallet',
      status: 'refunded',
      refund: { action: 'refunded', at: '2021-09-07T10:00:00.000Z' },
    });
    expect(page.items[2]).toMatchObject({ id: kept, status: 'confirmed', refund: null });
    expect(page).toMatchObject({ total_count: 1, total_amount: 100 });

    // the channel filter applies to refunded donations too; another charity's never show
    expect(ids(await donations(staffA, `${range}&include_refunded=true&type=wallet`))).toEqual([refunded]);
    expect(ids(await donations(staffB, `${range}&include_refunded=true`))).toEqual([ofB]);
    expect(ids(await donations(staffA, 'include_refunded=true&rowscount=100'))).not.toContain(ofB);

    const wrong = await get(`/api/charity/donations?include_refunded=yes`, staffA.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 0, message: validationMessages.invalidValue });
  });

  it('exports the gateway channels by their Arabic names, and a status column with refunded donations', async () => {
    const day = (hour: number) => new Date(Date.UTC(2021, 10, 3, hour));
    const wallet = await donation(a, { at: day(6), amount: 10_000, type: 'wallet' });
    const kiosk = await donation(a, { at: day(7), amount: 20_000, type: 'kiosk', donor: '+SUM(1)' });
    const meeza = await donation(a, { at: day(8), amount: 30_000, type: 'meeza' });
    const refunded = await createRefundedRecordDonation(t.db, a, {
      at: day(9),
      type: 'wallet',
      action: 'refunded',
      refundedAt: day(12),
    });
    const voided = await createRefundedRecordDonation(t.db, a, {
      at: day(10),
      type: 'kiosk',
      action: 'voided',
      refundedAt: day(11),
    });
    const ofB = await donation(b, { at: day(9), type: 'wallet' });
    const range = 'from=2021-11-03&to=2021-11-03';
    const channelColumn = DONATIONS_CSV_HEADINGS.indexOf('طريقة التبرع');

    const [headings, ...records] = await csv(staffA, range);
    expect(headings).toEqual([...DONATIONS_CSV_HEADINGS]);
    expect(records.map((record) => Number(record[0]))).toEqual([wallet, kiosk, meeza]);
    expect(records.map((record) => record[channelColumn])).toEqual([
      'محفظة إلكترونية',
      'رمز دفع (فوري/أمان)',
      'بطاقة ميزة',
    ]);
    // the donor's name still cannot become a formula
    expect(records[1]![4]).toBe(`'+SUM(1)`);

    const [statusHeadings, ...withRefunded] = await csv(staffA, `${range}&include_refunded=true`);
    expect(statusHeadings).toEqual([...DONATIONS_CSV_HEADINGS, DONATIONS_CSV_STATUS_HEADING]);
    expect(withRefunded.map((record) => [Number(record[0]), record.at(-1)])).toEqual([
      [wallet, DONATION_STATUS_NAMES.confirmed],
      [kiosk, DONATION_STATUS_NAMES.confirmed],
      [meeza, DONATION_STATUS_NAMES.confirmed],
      [refunded, 'مُستردّ'],
      [voided, 'مُلغى'],
    ]);
    for (const record of withRefunded) expect(record).toHaveLength(DONATIONS_CSV_HEADINGS.length + 1);
    expect(withRefunded.map((record) => Number(record[0]))).not.toContain(ofB);

    // the list's channel filter
    const kioskOnly = await csv(staffA, `${range}&type=kiosk&include_refunded=true`);
    expect(kioskOnly.slice(1).map((record) => Number(record[0]))).toEqual([kiosk, voided]);
    const ofBOnly = await csv(staffB, `${range}&include_refunded=true`);
    expect(ofBOnly.slice(1).map((record) => Number(record[0]))).toEqual([ofB]);

    const wrong = await get(`/api/charity/donations.csv?type=cheque`, staffA.auth);
    expect(wrong.statusCode).toBe(400);
  });
});
