import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataProtectionMessages as messages } from '@athar/contract/operator/data-protection-messages';
import { DATA_REQUEST_DEADLINE_DAYS } from '@athar/contract/operator/data-requests';
import { operatorMessages } from '@athar/contract/operator/messages';
import { addDays, cairoDay } from '../lib/cairo-time';
import { createLoggedInUser } from '../test/factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const DAY_MS = 86_400_000;
const URL = '/api/operator/data-requests';
/** one entry's address, as PATCH names it */
const ONE = '/api/operator/data-requests/';

describe.each(testEngines)('data requests with their legal clock on %s (issue 36)', (engine) => {
  let t: TestApp;
  let dpo: string;
  let admin: string;
  let calls: ReturnType<typeof operatorCalls>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    calls = operatorCalls(t);
    dpo = await logInOperatorFully(t, await createOperator(t.db, ['data_protection']));
    admin = await logInOperatorFully(t, await createOperator(t.db, ['admin']));
  });
  afterAll(() => t.close());

  const request = (overrides: object = {}) => ({
    kind: 'access',
    requester_name: 'سلمى عادل',
    requester_email: 'salma@example.com',
    received_at: new Date().toISOString(),
    received_via: 'email',
    ...overrides,
  });
  const record = async (overrides: object = {}) => {
    const answer = await calls.post(URL, dpo, request(overrides));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data[0];
  };

  it('lets data protection record and move requests; an admin only reads; other duties are refused', async () => {
    const made = await record();
    const moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator', 'finance']));
    for (const answer of [
      await calls.get(URL, moderator),
      await calls.post(URL, moderator, request()),
      await calls.patch(`${ONE}${made.id}`, moderator, { status: 'in_progress' }),
      await calls.post(URL, admin, request()),
      await calls.patch(`${ONE}${made.id}`, admin, { status: 'in_progress' }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(operatorMessages.roleMissing);
    }
    const read = await calls.get(URL, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().data[0].requests.map((row: { id: number }) => row.id)).toContain(made.id);
    expect((await t.call({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('computes the deadline from the Cairo day received, and flags a request past it', async () => {
    // 23:30 UTC on 10 January is already 11 January in Cairo
    const late = await record({ received_at: '2026-01-10T23:30:00Z', kind: 'erasure' });
    expect(late.due_on).toBe(addDays('2026-01-11', DATA_REQUEST_DEADLINE_DAYS));
    expect(late).toMatchObject({ status: 'open', overdue: true, due_on: '2026-02-10' });
    const fresh = await record({ received_at: new Date(Date.now() - 3 * DAY_MS).toISOString() });
    expect(fresh.days_left).toBe(DATA_REQUEST_DEADLINE_DAYS - 3);
    expect(fresh.overdue).toBe(false);
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'data_request.recorded')
      .where('object_id', '=', String(late.id))
      .executeTakeFirstOrThrow();
    expect(entry.changes).toMatchObject({ kind: [null, 'erasure'], due_on: [null, '2026-02-10'] });
    // who asked stays out of the append-only log, which no erasure could reach
    expect(JSON.stringify(entry.changes)).not.toContain('salma');
  });

  it('moves a request forward only, asks a refusal for its reason, and audits each step', async () => {
    const made = await record({ kind: 'objection' });
    const url = `${ONE}${made.id}`;
    const started = await calls.patch(url, dpo, { status: 'in_progress' });
    expect(started.json().data[0]).toMatchObject({ status: 'in_progress', closed_at: null });
    const noReason = await calls.patch(url, dpo, { status: 'refused' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ refusal_reason: messages.reasonNeeded });
    const refused = await calls.patch(url, dpo, { status: 'refused', refusal_reason: 'المعالجة بطلب الشخص' });
    expect(refused.json().data[0]).toMatchObject({
      status: 'refused',
      refusal_reason: 'المعالجة بطلب الشخص',
      days_left: null,
      overdue: false,
    });
    expect(refused.json().data[0].closed_at).toEqual(expect.any(String));
    const again = await calls.patch(url, dpo, { status: 'done' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.statusNotAllowed);
    const steps = await t.db
      .selectFrom('audit_log')
      .select(['changes', 'actor_kind'])
      .where('action', '=', 'data_request.status_changed')
      .where('object_id', '=', String(made.id))
      .orderBy('id')
      .execute();
    expect(steps.map((step) => (step.changes as Record<string, unknown>).status)).toEqual([
      ['open', 'in_progress'],
      ['in_progress', 'refused'],
    ]);
    expect((await calls.patch(`${URL}/999999`, dpo, { status: 'done' })).statusCode).toBe(404);
  });

  it('pages the list by due day then order recorded, the closed apart', async () => {
    const received = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    const first = await record({ kind: 'correction', received_at: received(20) });
    const tieA = await record({ kind: 'correction', received_at: received(10) });
    const tieB = await record({ kind: 'correction', received_at: received(10) });
    const closed = await record({ kind: 'correction', received_at: received(25) });
    await calls.patch(`${ONE}${closed.id}`, dpo, { status: 'done' });
    const ids = (page: { requests: { id: number }[] }) => page.requests.map((row) => row.id);
    const one = (await calls.get(`${URL}?kind=correction&limit=2`, dpo)).json().data[0];
    expect(ids(one)).toEqual([first.id, tieA.id]);
    const two = (await calls.get(`${URL}?kind=correction&limit=2&after=${one.next_after}`, dpo)).json()
      .data[0];
    expect(ids(two)).toEqual([tieB.id]);
    expect(two.next_after).toBeNull();
    const shut = (await calls.get(`${URL}?kind=correction&show=closed`, dpo)).json().data[0];
    expect(ids(shut)).toEqual([closed.id]);
    for (const after of ['2026-01-01;drop', '2026-13-45~1']) {
      const bad = await calls.get(`${URL}?after=${after}`, dpo);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(messages.cursorInvalid);
    }
  });

  it('keeps hostile text exactly as typed', async () => {
    const name = '\u202Eسارة $1 =SUM(A1)\u200F';
    const notes = '=HYPERLINK("http://evil.example","x") $& @cmd \u2066نص\u2069';
    const made = await record({ requester_name: name, notes });
    expect(made).toMatchObject({ requester_name: name, notes });
    const row = await t.db
      .selectFrom('data_requests')
      .select(['requester_name', 'notes'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ requester_name: name, notes });
  });

  it('refuses bad input in Arabic', async () => {
    const nobody = await calls.post(URL, dpo, request({ requester_email: undefined }));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors).toEqual({ requester_name: messages.requesterMissing });
    const future = await calls.post(
      URL,
      dpo,
      request({ received_at: new Date(Date.now() + DAY_MS).toISOString() }),
    );
    expect(future.json().errors).toEqual({ received_at: messages.timeInFuture });
    const notATime = await calls.post(URL, dpo, request({ received_at: 'أمس', kind: 'forget' }));
    expect(notATime.statusCode).toBe(400);
    expect(notATime.json().errors).toMatchObject({
      received_at: messages.timeInvalid,
      kind: messages.kindInvalid,
    });
    const ancient = await calls.post(URL, dpo, request({ received_at: '0026-01-10T10:00:00Z' }));
    expect(ancient.json().errors).toEqual({ received_at: messages.timeInvalid });
    const stranger = await calls.post(URL, dpo, request({ user_id: 987654 }));
    expect(stranger.json().errors).toEqual({ user_id: messages.userNotFound });
  });

  it('records a person’s own data export and account deletion as requests already done', async () => {
    const user = await createLoggedInUser(t.db);
    expect((await t.call({ method: 'GET', url: '/api/users/export', headers: user.auth })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: 'DELETE', url: '/api/users', headers: user.auth })).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('data_requests')
      .select(['kind', 'status', 'received_via', 'recorded_by'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { kind: 'access', status: 'done', received_via: 'self_service', recorded_by: null },
      { kind: 'erasure', status: 'done', received_via: 'self_service', recorded_by: null },
    ]);
    const today = cairoDay(new Date());
    const shown = (await calls.get(`${URL}?show=closed&kind=erasure`, dpo)).json().data[0].requests;
    expect(shown.find((row: { user_id: number }) => row.user_id === user.id)).toMatchObject({
      received_via: 'self_service',
      due_on: addDays(today, DATA_REQUEST_DEADLINE_DAYS),
      overdue: false,
    });
  });
});
