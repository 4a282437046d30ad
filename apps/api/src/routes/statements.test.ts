import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cairoYear } from '@athar/contract/accounts/statement-years';
import { statementApiMessages } from '@athar/contract/accounts/yearly-statement';
import { createCharity, createPermit, createProject } from '../test/charity-factories';
import { createDonation } from '../test/donation-factories';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import { pdfText } from '../test/pdf-text';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const YEAR = cairoYear() - 1;

describe.each(oneEngine)('the donor’s yearly statement (%s)', (engine) => {
  let t: TestApp;
  let donor: LoggedInUser;
  let other: LoggedInUser;
  let noDonations: LoggedInUser;
  const charities = { first: { id: 0, name: '' }, second: { id: 0, name: '' } };
  const campaigns = { first: { id: 0, ngo_id: 0 }, second: { id: 0, ngo_id: 0 } };

  async function campaignOf(charity: { id: number }, title: string) {
    const project = await createProject(t.db, charity);
    const row = await t.db
      .insertInto('campaigns')
      .values({ project_id: project.id, user_id: donor.id, title, deceased_gender: 'male' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, ngo_id: charity.id };
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    donor = await createLoggedInUser(t.db, { user_name: 'سارة محمود عبد الله' });
    other = await createLoggedInUser(t.db, { user_name: 'كريم فؤاد' });
    noDonations = await createLoggedInUser(t.db, { user_name: 'هدى سامي' });
    // named so that the first sorts first
    // the first collected under one permit in the winter and another from the spring; the second under none recorded
    const first = await createCharity(t.db, {
      ar_name: 'جمعية الأمل للأعمال الخيرية',
      permit: { permit_number: `ON-11/${YEAR}`, starts_on: `${YEAR}-01-01`, ends_on: `${YEAR}-03-31` },
    });
    await createPermit(t.db, first, {
      permit_number: `ON-12/${YEAR}`,
      starts_on: `${YEAR}-04-01`,
      ends_on: `${YEAR}-12-31`,
    });
    const second = await createCharity(t.db, { ar_name: 'جمعية النور لرعاية الأيتام', permit: false });
    charities.first = { id: first.id, name: first.ar_name };
    charities.second = { id: second.id, name: second.ar_name };
    campaigns.first = await campaignOf(first, 'محمد عبد الرحمن');
    campaigns.second = await campaignOf(second, 'فاطمة الزهراء');

    const mine = (
      campaign: { id: number; ngo_id: number },
      amount: number,
      at: string,
      type = 'card' as const,
    ) =>
      createDonation(t.db, campaign, {
        userId: donor.id,
        amount,
        at: new Date(at),
        status: 'confirmed',
        type,
      });
    // Cairo is UTC+2 in winter: 22:30 UTC on 31 December is already the new year there
    await mine(campaigns.first, 10_050, `${YEAR - 1}-12-31T22:30:00Z`);
    await mine(campaigns.first, 25_025, `${YEAR}-06-15T09:00:00Z`);
    await createDonation(t.db, campaigns.second, {
      userId: donor.id,
      amount: 100_000,
      at: new Date(`${YEAR}-12-31T21:30:00Z`),
      status: 'confirmed',
      type: 'cash',
    });
    // none of these belongs in the statement
    await mine(campaigns.first, 70_000, `${YEAR - 1}-12-31T21:30:00Z`);
    await mine(campaigns.first, 80_000, `${YEAR}-12-31T22:30:00Z`);
    for (const status of ['pending', 'failed'] as const)
      await createDonation(t.db, campaigns.first, {
        userId: donor.id,
        amount: 90_000,
        at: new Date(`${YEAR}-05-01T10:00:00Z`),
        status,
      });
    const refunded = await mine(campaigns.second, 60_000, `${YEAR}-04-01T10:00:00Z`);
    await t.db
      .updateTable('donations')
      .set({ status: 'refunded', refunded_at: new Date() })
      .where('id', '=', refunded)
      .execute();
    await createDonation(t.db, campaigns.first, {
      userId: other.id,
      amount: 40_000,
      at: new Date(`${YEAR}-03-01T10:00:00Z`),
      status: 'confirmed',
    });
    await createDonation(t.db, campaigns.first, {
      amount: 30_000,
      at: new Date(`${YEAR}-03-01T10:00:00Z`),
      status: 'confirmed',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, user?: LoggedInUser) => t.call({ method: 'GET', url, headers: user?.auth ?? {} });

  it('gives only the caller’s confirmed donations of the Cairo year, per charity, summed exactly', async () => {
    const response = await get(`/api/users/statement?year=${YEAR}`, donor);
    expect(response.statusCode).toBe(200);
    const [statement] = response.json().data;
    expect(statement).toMatchObject({
      year: YEAR,
      donor_name: 'سارة محمود عبد الله',
      donor_email: donor.email,
      total: 1350.75,
      total_in_words: 'ألف وثلاثمائة وخمسون جنيهًا مصريًا وخمسة وسبعون قرشًا لا غير',
    });
    expect(statement.years).toEqual([YEAR + 1, YEAR, YEAR - 1].filter((year) => year <= cairoYear()));
    expect(statement.charities.map((charity: { ngo_name: string }) => charity.ngo_name)).toEqual([
      charities.first.name,
      charities.second.name,
    ]);
    const [first, second] = statement.charities;
    expect(first).toMatchObject({
      ngo_id: charities.first.id,
      legal_name: charities.first.name,
      total: 350.75,
      total_in_words: 'ثلاثمائة وخمسون جنيهًا مصريًا وخمسة وسبعون قرشًا لا غير',
    });
    expect(first.registration_number).toMatch(/^TEST-/);
    // the permits its donations were collected under, as their receipts state them (issue 35)
    expect(first.permit_numbers).toEqual([`ON-11/${YEAR}`, `ON-12/${YEAR}`]);
    expect(statement.charities[1].permit_numbers).toEqual([]);
    expect(first.donations).toEqual([
      expect.objectContaining({
        date: `${YEAR}-01-01`,
        amount: 100.5,
        channel: 'card',
        campaign_title: 'محمد عبد الرحمن',
        campaign_id: campaigns.first.id,
      }),
      expect.objectContaining({ date: `${YEAR}-06-15`, amount: 250.25 }),
    ]);
    for (const donation of first.donations) expect(donation.receipt_serial).toBeGreaterThan(0);
    expect(second).toMatchObject({ total: 1000, total_in_words: 'ألف جنيه مصري لا غير' });
    expect(second.donations).toEqual([
      expect.objectContaining({ date: `${YEAR}-12-31`, amount: 1000, channel: 'cash' }),
    ]);
  });

  it('answers an empty statement for a year without donations', async () => {
    const [statement] = (await get(`/api/users/statement?year=${YEAR}`, noDonations)).json().data;
    expect(statement).toMatchObject({ charities: [], total: 0, years: [] });
    expect(statement.total_in_words).toBe('صفر جنيه مصري لا غير');
  });

  it('sends the statement as a PDF whose text has the donor, the charities and the totals', async () => {
    const response = await get(`/api/users/statement.pdf?year=${YEAR}`, donor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="athar-statement-${YEAR}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    for (const expected of [
      'سارة محمود عبد الله',
      donor.email,
      charities.first.name,
      charities.second.name,
      'محمد عبد الرحمن',
      `كشف التبرعات السنوي لعام ${YEAR}`,
      '350.75 ج.م',
      '1,000 ج.م',
      '1,350.75 ج.م',
      'ألف وثلاثمائة وخمسون جنيهًا مصريًا وخمسة وسبعون قرشًا لا غير',
      'قانون الضريبة على الدخل رقم 91 لسنة 2005',
      // one name for the Ministry's number, and the permits, as on the receipt (issue 35)
      'رقم الإشهار بوزارة التضامن الاجتماعي',
      'رقم تصريح جمع التبرعات',
      `ON-11/${YEAR}`,
      `ON-12/${YEAR}`,
    ])
      expect(text).toContain(expected.normalize('NFKC'));
    // the refunded, pending, failed, other years' and other people's amounts are nowhere
    for (const absent of ['700 ج.م', '800 ج.م', '900 ج.م', '600 ج.م', '400 ج.م', '300 ج.م', 'كريم فؤاد'])
      expect(text).not.toContain(absent);
  });

  it('refuses a caller who is not logged in', async () => {
    for (const path of ['/api/users/statement', '/api/users/statement.pdf']) {
      const response = await get(`${path}?year=${YEAR}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/سجّل الدخول/);
    }
  });

  it('refuses a year before 2000, after this year in Cairo, or not a year, in Arabic', async () => {
    for (const path of ['/api/users/statement', '/api/users/statement.pdf']) {
      for (const year of ['1999', String(cairoYear() + 1), 'abc', '2020.5', '0x7e8']) {
        const response = await get(`${path}?year=${year}`, donor);
        expect(response.statusCode, `${path} ${year}`).toBe(400);
        expect(response.json().message).toBe(statementApiMessages.yearInvalid);
      }
      const missing = await get(path, donor);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await get('/api/users/statement?year=2000', donor)).statusCode).toBe(200);
    expect((await get(`/api/users/statement?year=${cairoYear()}`, donor)).statusCode).toBe(200);
  });
});
