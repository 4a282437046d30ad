import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_CONTACT_HOURS } from '@athar/contract/constants';
import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import { createLoggedInUser } from '../test/factories';
import { createLoggedInStaff, createPendingCash, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

interface CashCampaign {
  id: number;
  ngo_id: number;
}

describe.each(oneEngine)('charity cash queue and actions on %s', (engine) => {
  let t: TestApp;
  let a: CashCampaign;
  let b: CashCampaign;
  let staffA: LoggedInStaff;
  let staffB: LoggedInStaff;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const rows = await t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
      .select(['c.id', 'p.ngo_id'])
      .where('n.cash_collection', '=', true)
      .orderBy('c.id')
      .execute();
    a = rows[0]!;
    b = rows.find((row) => row.ngo_id !== a.ngo_id)!;
    staffA = await createLoggedInStaff(t.db, a.ngo_id);
    staffB = await createLoggedInStaff(t.db, b.ngo_id);
  });
  afterAll(() => t.close());

  const queue = async (staff: LoggedInStaff, query = '') => {
    const response = await t.call({
      method: 'GET',
      url: `/api/charity/cash-queue${query}`,
      headers: staff.auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as CashQueueItem[];
  };
  const act = (
    staff: { auth: { authorization: string } } | null,
    id: number,
    action: string,
    payload?: object,
  ) =>
    t.call({
      method: 'POST',
      url: `/api/charity/donations/${id}/${action}`,
      headers: staff?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  const totals = (id: number) =>
    t.db
      .selectFrom('campaigns')
      .select(['collected', 'donors_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const events = (id: number) =>
    t.db.selectFrom('donation_events').selectAll().where('donation_id', '=', id).orderBy('id').execute();

  it("shows only the staff member's charity, oldest first, with the 72-hour clock", async () => {
    const overdue = await createPendingCash(t.db, a, { hoursAgo: CASH_CONTACT_HOURS + 5 });
    const dueToday = await createPendingCash(t.db, a, { hoursAgo: CASH_CONTACT_HOURS - 10 });
    const onTime = await createPendingCash(t.db, a, { hoursAgo: 2, amount: 15_000 });
    const ofB = await createPendingCash(t.db, b, { hoursAgo: 1 });

    const items = await queue(staffA);
    const ids = items.map((item) => item.id);
    expect(ids).not.toContain(ofB);
    expect(ids.indexOf(overdue)).toBeLessThan(ids.indexOf(dueToday));
    expect(ids.indexOf(dueToday)).toBeLessThan(ids.indexOf(onTime));
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(overdue)).toMatchObject({ contact_state: 'overdue', hours_left: -5 });
    expect(byId.get(dueToday)).toMatchObject({ contact_state: 'due_today' });
    expect(byId.get(dueToday)!.hours_left).toBeGreaterThanOrEqual(9);
    expect(byId.get(onTime)).toMatchObject({
      contact_state: 'on_time',
      amount: 150,
      donor_name: 'سارة عادل',
      msisdn: '01012345678',
      address: 'شارع الجمهورية، عمارة 3',
      comment: 'بعد العصر',
      contacted_at: null,
    });
    expect(byId.get(onTime)!.city).toMatch(/\p{Script=Arabic}/u);
    expect(byId.get(onTime)!.area).toMatch(/\p{Script=Arabic}/u);
    for (const item of items) expect(item.campaign_id === a.id || item.campaign_id !== b.id).toBe(true);
    expect((await queue(staffB)).map((item) => item.id)).toContain(ofB);
    expect((await queue(staffB)).map((item) => item.id)).not.toContain(onTime);
  });

  it('filters by governorate and area', async () => {
    const area = await t.db
      .selectFrom('areas')
      .select(['id', 'city_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const there = await createPendingCash(t.db, a, { areaId: area.id });
    const byArea = await queue(staffA, `?city=${area.city_id}&area=${area.id}`);
    expect(byArea.map((item) => item.id)).toContain(there);
    expect(byArea.every((item) => item.area_id === area.id)).toBe(true);
    const byCity = await queue(staffA, `?city=${area.city_id}`);
    expect(byCity.every((item) => item.city_id === area.city_id)).toBe(true);
    expect(byCity.length).toBeLessThan((await queue(staffA)).length);
  });

  it('collected confirms once: the total and donors list change, a second collected changes nothing', async () => {
    const id = await createPendingCash(t.db, a, { amount: 40_000 });
    const before = await totals(a.id);
    const contacted = await act(staffA, id, 'contacted', { note: 'اتفقنا على الاستلام غدًا' });
    expect(contacted.json().data[0]).toMatchObject({ status: 'pending', changed: true });
    expect((await queue(staffA)).find((item) => item.id === id)!.contacted_at).not.toBeNull();

    const first = await act(staffA, id, 'collected');
    expect(first.statusCode).toBe(200);
    expect(first.json().data[0]).toMatchObject({ id, status: 'confirmed', changed: true });
    const after = await totals(a.id);
    expect(Number(after.collected)).toBe(Number(before.collected) + 40_000);
    expect(after.donors_count).toBe(before.donors_count + 1);
    const donors = await t.call({
      method: 'GET',
      url: `/api/campaigns/donations?campid=${a.id}&rowscount=100`,
    });
    expect(donors.json().data[0]).toMatchObject({ user_name: 'سارة عادل', donation_amount: 400 });
    expect((await queue(staffA)).map((item) => item.id)).not.toContain(id);

    const second = await act(staffA, id, 'collected');
    expect(second.statusCode).toBe(200);
    expect(second.json().data[0]).toMatchObject({ status: 'confirmed', changed: false });
    expect(await totals(a.id)).toEqual(after);
    const recorded = await events(id);
    expect(recorded.map((event) => event.action)).toEqual(['contacted', 'collected']);
    expect(recorded.every((event) => event.staff_id === staffA.id)).toBe(true);
    expect(recorded[0]!.note).toBe('اتفقنا على الاستلام غدًا');
    expect(recorded[1]!.created_at).toBeInstanceOf(Date);
    // a closed donation can no longer be failed or contacted
    expect((await act(staffA, id, 'failed', { reason: 'لا يرد' })).statusCode).toBe(409);
    expect((await act(staffA, id, 'contacted', { note: 'مرة أخرى' })).statusCode).toBe(409);
  });

  it('failed and cancelled never count, with their reason recorded; collecting them afterwards is refused', async () => {
    for (const status of ['failed', 'cancelled'] as const) {
      const id = await createPendingCash(t.db, a);
      const before = await totals(a.id);
      const closed = await act(staffA, id, status, { reason: 'الرقم لا يرد' });
      expect(closed.json()).toMatchObject({ status: 1, data: [{ status, changed: true }] });
      expect((await act(staffA, id, status, { reason: 'مرة ثانية' })).json().data[0].changed).toBe(false);
      expect((await act(staffA, id, 'collected')).statusCode).toBe(409);
      expect(await totals(a.id)).toEqual(before);
      const recorded = await events(id);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ action: status, note: 'الرقم لا يرد', staff_id: staffA.id });
    }
  });

  it('asks for a note or a reason in Arabic', async () => {
    const id = await createPendingCash(t.db, a);
    const noNote = await act(staffA, id, 'contacted', { note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual({ note: 'من فضلك اكتب ملاحظة' });
    const noReason = await act(staffA, id, 'failed', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('من فضلك اكتب السبب');
    expect(await events(id)).toHaveLength(0);
  });

  it('refuses across charities (404), visitor tokens and no token (401), and staff tokens on user calls', async () => {
    const ofA = await createPendingCash(t.db, a);
    const visitor = await createLoggedInUser(t.db);
    const before = await totals(a.id);
    const actions: [string, object | undefined][] = [
      ['contacted', { note: 'ملاحظة' }],
      ['collected', undefined],
      ['failed', { reason: 'سبب' }],
      ['cancelled', { reason: 'سبب' }],
    ];
    for (const [action, payload] of actions) {
      expect((await act(staffB, ofA, action, payload)).statusCode).toBe(404);
      expect((await act(visitor, ofA, action, payload)).statusCode).toBe(401);
      expect((await act(null, ofA, action, payload)).statusCode).toBe(401);
    }
    expect((await act(staffA, 987_654_321, 'collected')).statusCode).toBe(404);
    expect(await totals(a.id)).toEqual(before);
    expect(await events(ofA)).toHaveLength(0);
    expect((await queue(staffB)).map((item) => item.id)).not.toContain(ofA);

    const visitorQueue = await t.call({
      method: 'GET',
      url: '/api/charity/cash-queue',
      headers: visitor.auth,
    });
    expect(visitorQueue.statusCode).toBe(401);
    expect(visitorQueue.json().status).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/charity/cash-queue' })).statusCode).toBe(401);
    const staffAsUser = await t.call({ method: 'GET', url: '/api/users/details', headers: staffA.auth });
    expect(staffAsUser.statusCode).toBe(401);
  });
});
