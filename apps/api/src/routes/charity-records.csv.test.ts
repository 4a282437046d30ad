import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL, PAYMENT_TYPE } from '@athar/contract/constants';
import { exportCharityDonations } from '../db/queries/charity-records';
import { DONATIONS_CSV_HEADINGS } from '../services/charity/donations-csv';
import {
  createCharityRecordsApp,
  createRecordDonation,
  type CharityCampaign,
  type RecordDonationSpec,
} from '../test/charity-record-factories';
import { parseCsv } from '../test/parse-csv';
import type { LoggedInStaff } from '../test/staff-factories';
import type { TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';
import { piasters } from '@athar/contract/piasters';

describe.each(oneEngine)('the charity donations CSV export on %s', (engine) => {
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
      // text, so a spreadsheet keeps the leading 0 (csvPhoneNumber)
      '\u200E01098765432',
      String(a.code),
      expect.stringMatching(/\p{Script=Arabic}/u),
      expect.stringMatching(/\p{Script=Arabic}/u),
      // how the donor chose to be seen, so staff honour it when they publish
      'الاسم والمبلغ ظاهران',
    ]);
    expect(records[1]!.slice(2, 6)).toEqual([
      '100.00',
      'بطاقة بنكية',
      `'=HYPERLINK("http://evil.example","اضغط")`,
      '\u200E+201001234567',
    ]);
    expect(records[2]![4]).toBe(`'@SUM(1+1)`);
    for (const record of records) expect(record).toHaveLength(DONATIONS_CSV_HEADINGS.length);

    const ofB = parseCsv(
      (await get('/api/charity/donations.csv?from=2025-05-20&to=2025-05-21', staffB.auth)).body.slice(1),
    );
    expect(ofB).toHaveLength(2);
    expect(ofB.slice(1).map((record) => Number(record[0]))).not.toContain(named);
  });
});

/**
 * Where the engine can change the answer: the export pages with a cursor on the stored time, which
 * each driver reads in its own way (a Date keeps milliseconds only).
 */
describe.each(testEngines)('the charity donations CSV export, page by page, on %s', (engine) => {
  let t: TestApp;
  let a: CharityCampaign;
  let staffA: LoggedInStaff;

  beforeAll(async () => {
    ({ t, a, staffA } = await createCharityRecordsApp(engine));
  });
  afterAll(() => t.close());

  const donation = (campaign: CharityCampaign, spec: RecordDonationSpec) =>
    createRecordDonation(t.db, campaign, spec);
  const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

  it('exports a range larger than one page completely, once each, oldest first', async () => {
    const base = Date.parse('2023-02-01T00:00:00Z');
    const count = 1203;
    const rows = Array.from({ length: count }, (_, index) => ({
      campaign_id: a.id,
      ngo_id: a.ngo_id,
      donor_name: `متبرع ${index}`,
      amount: piasters(10_000 + index),
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
});
