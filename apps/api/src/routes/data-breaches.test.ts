import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataProtectionMessages as messages } from '@athar/contract/operator/data-protection-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const HOUR_MS = 3_600_000;
const URL = '/api/operator/breaches';
/** one entry's address, as PATCH names it */
const ONE = '/api/operator/breaches/';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

describe.each(testEngines)('the breach record and its 72-hour clock on %s (issue 36)', (engine) => {
  let t: TestApp;
  let dpo: string;
  let calls: ReturnType<typeof operatorCalls>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    calls = operatorCalls(t);
    dpo = await logInOperatorFully(t, await createOperator(t.db, ['data_protection']));
  });
  afterAll(() => t.close());

  const breach = (overrides: object = {}) => ({
    discovered_at: hoursAgo(1),
    description: 'نسخة احتياطية كانت متاحة للعموم لبضع ساعات',
    data_kinds: ['names', 'emails'],
    people_affected: 120,
    ...overrides,
  });
  const record = async (overrides: object = {}) => {
    const answer = await calls.post(URL, dpo, breach(overrides));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data[0];
  };

  it('lets data protection record and update breaches; an admin only reads; other duties are refused', async () => {
    const made = await record();
    const admin = await logInOperatorFully(t, await createOperator(t.db, ['admin']));
    const onboarding = await logInOperatorFully(t, await createOperator(t.db, ['onboarding', 'catalogue']));
    for (const answer of [
      await calls.get(URL, onboarding),
      await calls.post(URL, onboarding, breach()),
      await calls.post(URL, admin, breach()),
      await calls.patch(`${ONE}${made.id}`, admin, { closed_at: new Date().toISOString() }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(operatorMessages.roleMissing);
    }
    expect((await calls.get(URL, admin)).json().data[0].breaches[0].id).toBe(made.id);
  });

  it('runs the clock from discovery: hours left, then overdue, then notified late', async () => {
    const soon = await record({ discovered_at: hoursAgo(70.5) });
    expect(soon).toMatchObject({ hours_left: 1, overdue: false, notified_late: false });
    expect(Date.parse(soon.notify_by) - Date.parse(soon.discovered_at)).toBe(72 * HOUR_MS);
    const late = await record({ discovered_at: hoursAgo(80) });
    expect(late).toMatchObject({ hours_left: -8, overdue: true });
    const notified = await calls.patch(`${ONE}${late.id}`, dpo, { center_notified_at: hoursAgo(1) });
    expect(notified.statusCode, notified.body).toBe(200);
    expect(notified.json().data[0]).toMatchObject({ hours_left: null, overdue: false, notified_late: true });
    const onTime = await calls.patch(`${ONE}${soon.id}`, dpo, {
      center_notified_at: hoursAgo(0.5),
      people_notified_at: hoursAgo(0.25),
      people_affected: 300,
    });
    expect(onTime.json().data[0]).toMatchObject({ notified_late: false, people_affected: 300 });
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'breach.updated')
      .where('object_id', '=', String(soon.id))
      .executeTakeFirstOrThrow();
    expect(entry.changes).toMatchObject({
      center_notified_at: [null, expect.any(String)],
      people_affected: [120, 300],
    });
    expect(entry.changes).not.toHaveProperty('closed_at');
    const recorded = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'breach.recorded')
      .where('object_id', '=', String(late.id))
      .executeTakeFirstOrThrow();
    expect(recorded.changes).toMatchObject({ data_kinds: [null, ['names', 'emails']] });
  });

  it('refuses dates before the discovery or in the future, and empty or malformed input, in Arabic', async () => {
    const made = await record({ discovered_at: hoursAgo(5) });
    const url = `${ONE}${made.id}`;
    const early = await calls.patch(url, dpo, { closed_at: hoursAgo(6) });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ closed_at: messages.timeBeforeDiscovery });
    const ahead = await calls.patch(url, dpo, {
      people_notified_at: new Date(Date.now() + HOUR_MS).toISOString(),
    });
    expect(ahead.json().errors).toEqual({ people_notified_at: messages.timeInFuture });
    const nothing = await calls.patch(url, dpo, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toContain(messages.nothingToChange);
    const bad = await calls.post(
      URL,
      dpo,
      breach({ description: 'قصير', data_kinds: [], people_affected: -1 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      description: messages.descriptionInvalid,
      data_kinds: messages.dataKindsInvalid,
      people_affected: messages.peopleInvalid,
    });
    expect((await calls.patch(`${URL}/999999`, dpo, { closed_at: hoursAgo(1) })).statusCode).toBe(404);
  });

  it('keeps hostile text as typed and pages the latest first', async () => {
    const description = '\u202Eتسريب =cmd|"/c calc"!A1 و $(whoami) و \u200Fعلامات\u200E';
    const made = await record({ description });
    expect(made.description).toBe(description);
    const newer = await record();
    const one = (await calls.get(`${URL}?limit=1`, dpo)).json().data[0];
    expect(one.breaches.map((row: { id: number }) => row.id)).toEqual([newer.id]);
    const two = (await calls.get(`${URL}?limit=1&before=${one.next_before}`, dpo)).json().data[0];
    expect(two.breaches[0]).toMatchObject({ id: made.id, description });
  });
});
