import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permitCollectedText as text } from '@athar/contract/charity/permit-collected-text';
import { charityTeamMessages } from '@athar/contract/charity/team-messages';
import { addDays, cairoDay } from '../lib/cairo-time';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createCharity, createPermit, type TestCharity } from '../test/charity-factories';
import { createDonation } from '../test/donation-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { parseCsv } from '../test/parse-csv';
import { pdfText } from '../test/pdf-text';
import { createStaffWithRoles, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const TODAY = cairoDay(new Date());
/** noon in Cairo, `days` from today: inside that Cairo day whatever the summer time */
const noonOf = (days: number) => new Date(`${addDays(TODAY, days)}T10:00:00Z`);

describe.each(testEngines)('what was confirmed under each permit, on %s (issue 39)', (engine) => {
  let t: TestApp;
  let charity: TestCharity;
  let campaign: CreatorCampaign;
  let earlier: { id: number; permit_number: string };
  let current: { id: number; permit_number: string };
  let offline: { id: number; permit_number: string };
  let admin: LoggedInStaff;
  let counted: number[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    charity = await createCharity(t.db, { permit: false });
    // the earlier permit ends on day -31, the current one covers day -40 too and lasts longer: a
    // donation on a day both cover is the current one's (the receipt's rule)
    earlier = await createPermit(t.db, charity, {
      starts_on: addDays(TODAY, -90),
      ends_on: addDays(TODAY, -31),
    });
    current = await createPermit(t.db, charity, {
      starts_on: addDays(TODAY, -40),
      ends_on: addDays(TODAY, 200),
    });
    offline = await createPermit(t.db, charity, { scope: 'offline' });
    await t.db
      .updateTable('charity_permits')
      .set({ purpose: '=HYPERLINK("http://evil.example","كفالة")' })
      .where('id', '=', current.id)
      .execute();
    campaign = await createCreatorCampaign(t.db, { charity });
    const confirmed = (
      type: 'card' | 'wallet' | 'kiosk' | 'meeza' | 'cash' | 'sms',
      amount: number,
      days: number,
    ) => createDonation(t.db, campaign, { type, amount, status: 'confirmed', at: noonOf(days) });
    counted = [
      await confirmed('card', 10_000, -1),
      await confirmed('card', 5_050, 0),
      await confirmed('wallet', 20_000, -2),
      await confirmed('kiosk', 30_000, -3),
      await confirmed('meeza', 40_000, -4),
      await confirmed('cash', 50_000, -5),
      await confirmed('sms', 1_000, -40),
    ];
    await confirmed('card', 7_000, -60); // the earlier permit's only
    await createDonation(t.db, campaign, { type: 'card', amount: 99_900, status: 'pending', at: noonOf(-1) });
    await createDonation(t.db, campaign, {
      type: 'card',
      amount: 88_800,
      status: 'failed',
      at: noonOf(-1),
    });
    // another charity's donation on the same days
    const other = await createCreatorCampaign(t.db);
    await createDonation(t.db, other, { type: 'card', amount: 12_300, status: 'confirmed', at: noonOf(-1) });
    admin = await createStaffWithRoles(t.db, charity.id, { admin: true });
  });
  afterAll(() => t.close());

  const staffGet = (url: string, staff: LoggedInStaff) => t.call({ method: 'GET', url, headers: staff.auth });

  it('totals by channel, in piasters, what the receipts name the permit for', async () => {
    const answer = await staffGet(`/api/charity/permits/${current.id}/collected`, admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data[0]).toEqual({
      permit_id: current.id,
      permit_number: current.permit_number,
      count: 7,
      total: 156_050,
      by_channel: [
        { channel: 'card', count: 2, total: 15_050 },
        { channel: 'wallet', count: 1, total: 20_000 },
        { channel: 'kiosk', count: 1, total: 30_000 },
        { channel: 'meeza', count: 1, total: 40_000 },
        { channel: 'cash', count: 1, total: 50_000 },
        { channel: 'sms', count: 1, total: 1_000 },
      ],
    });
    const before = (await staffGet(`/api/charity/permits/${earlier.id}/collected`, admin)).json().data[0];
    expect(before).toMatchObject({ count: 1, total: 7_000 });
    // an offline permit lets no channel collect: nothing is confirmed under it
    const none = (await staffGet(`/api/charity/permits/${offline.id}/collected`, admin)).json().data[0];
    expect(none).toMatchObject({ count: 0, total: 0 });
  });

  it('a revoked permit keeps what was confirmed before its revocation, and nothing after', async () => {
    const own = await createCharity(t.db, { permit: false });
    const permit = await createPermit(t.db, own, {
      starts_on: addDays(TODAY, -10),
      ends_on: addDays(TODAY, 100),
    });
    const place = await createCreatorCampaign(t.db, { charity: own });
    await createDonation(t.db, place, { type: 'card', amount: 2_500, status: 'confirmed', at: noonOf(-2) });
    await t.db
      .updateTable('charity_permits')
      .set({ revoked_at: noonOf(-1) })
      .where('id', '=', permit.id)
      .execute();
    await createDonation(t.db, place, { type: 'card', amount: 9_900, status: 'confirmed', at: new Date() });
    const ownAdmin = await createStaffWithRoles(t.db, own.id, { admin: true });
    const answer = await staffGet(`/api/charity/permits/${permit.id}/collected`, ownAdmin);
    expect(answer.json().data[0]).toMatchObject({ count: 1, total: 2_500 });
  });

  it('downloads the report as formula-safe CSV: the permit, the totals, a line per donation', async () => {
    const answer = await staffGet(`/api/charity/permits/${current.id}/collected.csv`, admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="permit-${current.permit_number}.csv"`,
    );
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(answer.body.slice(1));
    expect(rows[0]).toEqual([text.charity, charity.ar_name]);
    expect(rows.find((row) => row[0] === text.purpose)).toEqual([
      text.purpose,
      `'=HYPERLINK("http://evil.example","كفالة")`,
    ]);
    expect(rows.find((row) => row[0] === text.total)).toEqual([text.total, '7', '1560.50']);
    const header = rows.findIndex((row) => row[0] === text.csvColumns[0]);
    const lines = rows.slice(header + 1).filter((row) => row.length > 1);
    // in the order confirmed: day -40, -5, -4, -3, -2, -1, today
    const [card, cardToday, wallet, kiosk, meeza, cash, sms] = counted;
    expect(lines.map((row) => Number(row[0]))).toEqual([sms, cash, meeza, kiosk, wallet, card, cardToday]);
    expect(lines.at(-1)![4]).toBe('50.50');
  });

  it('downloads the Arabic PDF the Ministry is handed', async () => {
    const answer = await staffGet(`/api/charity/permits/${current.id}/collected.pdf`, admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const { text: body } = await pdfText(answer.rawPayload);
    expect(body).toContain(current.permit_number);
    expect(body).toContain('1,560.5');
    for (const id of counted) expect(body).toContain(String(id));
  });

  it('is for the admin and finance of the charity; others 403, another charity 404, no session 401', async () => {
    const finance = await createStaffWithRoles(t.db, charity.id, { finance: true });
    expect((await staffGet(`/api/charity/permits/${current.id}/collected`, finance)).statusCode).toBe(200);
    for (const roles of [{ collector: true }, { editor: true }]) {
      const staff = await createStaffWithRoles(t.db, charity.id, roles);
      for (const tail of ['collected', 'collected.csv', 'collected.pdf']) {
        const answer = await staffGet(`/api/charity/permits/${current.id}/${tail}`, staff);
        expect(answer.statusCode, `${JSON.stringify(roles)} ${tail}`).toBe(403);
        expect(answer.json().message).toBe(charityTeamMessages.notYourRoom);
      }
    }
    const stranger = await createStaffWithRoles(t.db, (await createCharity(t.db)).id, { admin: true });
    for (const tail of ['collected', 'collected.csv', 'collected.pdf'])
      expect((await staffGet(`/api/charity/permits/${current.id}/${tail}`, stranger)).statusCode).toBe(404);
    const anonymous = await t.call({
      method: 'GET',
      url: `/api/charity/permits/${current.id}/collected.csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows the same to operators of onboarding and finance, not to a moderator', async () => {
    const { get } = operatorCalls(t);
    for (const roles of [['onboarding'], ['finance']] as const) {
      const operator = await createOperator(t.db, [...roles]);
      const cookie = await logInOperatorFully(t, operator);
      const answer = await get(`/api/operator/permits/${current.id}/collected`, cookie);
      expect(answer.statusCode, roles[0]).toBe(200);
      expect(answer.json().data[0]).toMatchObject({ count: 7, total: 156_050 });
      expect((await get(`/api/operator/permits/${current.id}/collected.csv`, cookie)).statusCode).toBe(200);
    }
    const moderator = await createOperator(t.db, ['moderator']);
    const refused = await get(
      `/api/operator/permits/${current.id}/collected`,
      await logInOperatorFully(t, moderator),
    );
    expect(refused.statusCode).toBe(403);
  });
});
