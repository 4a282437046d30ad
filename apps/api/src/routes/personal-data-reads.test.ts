import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataProtectionMessages as messages } from '@athar/contract/operator/data-protection-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { PRIVACY_POLICY_VERSION } from '@athar/contract/privacy/consent';
import { createUser } from '../test/factories';
import {
  codeFor,
  createOperator,
  logInOperatorFully,
  operatorCalls,
  type TestOperator,
} from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)('the consent register and a user looked up on %s (issue 36)', (engine) => {
  let t: TestApp;
  let dpoOperator: TestOperator;
  let dpo: string;
  let moderator: string;
  let calls: ReturnType<typeof operatorCalls>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    calls = operatorCalls(t);
    dpoOperator = await createOperator(t.db, ['data_protection']);
    dpo = await logInOperatorFully(t, dpoOperator);
    moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
  });
  afterAll(() => t.close());

  const consentOn = async (givenAt: string) => {
    const user = await createUser(t.db);
    const row = await t.db
      .insertInto('consents')
      .values({
        purpose: 'registration',
        basis: 'request',
        policy_version: PRIVACY_POLICY_VERSION,
        user_id: user.id,
        given_at: givenAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, userId: user.id };
  };

  it('lists consents by purpose and Cairo day, a page at a time, and audits each read with its filter', async () => {
    const early = await consentOn('2021-03-04T08:00:00Z');
    // 23:30 UTC on 4 March is 5 March in Cairo: outside the filter
    await consentOn('2021-03-04T23:30:00Z');
    const late = await consentOn('2021-03-04T20:00:00Z');
    const query = 'purpose=registration&from=2021-03-04&to=2021-03-04';
    const one = await calls.get(`/api/operator/consents?${query}&limit=1`, dpo);
    expect(one.statusCode, one.body).toBe(200);
    const page = one.json().data[0];
    expect(page.consents).toEqual([
      {
        id: late.id,
        purpose: 'registration',
        basis: 'request',
        policy_version: PRIVACY_POLICY_VERSION,
        given_at: '2021-03-04T20:00:00.000Z',
        subject_id: late.userId,
      },
    ]);
    const two = (
      await calls.get(`/api/operator/consents?${query}&limit=1&before=${page.next_before}`, dpo)
    ).json().data[0];
    expect(two.consents.map((row: { id: number }) => row.id)).toEqual([early.id]);
    expect(two.next_before).toBeNull();
    const reads = await t.db
      .selectFrom('audit_log')
      .select(['changes', 'actor_id'])
      .where('action', '=', 'consents.viewed')
      .orderBy('id')
      .execute();
    expect(reads).toHaveLength(2);
    expect(reads[0]!.changes).toEqual({
      filter: [null, { purpose: 'registration', from: '2021-03-04', to: '2021-03-04' }],
    });
    const refused = await calls.get('/api/operator/consents', moderator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(operatorMessages.roleMissing);
    const bad = await calls.get('/api/operator/consents?purpose=marketing&from=2021-02-30', dpo);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('from', operatorMessages.dateInvalid);
  });

  it('looks a user up by e-mail or phone only after a fresh code, and audits the read without the address', async () => {
    const layla = await createUser(t.db, { email: 'layla.lookup@example.com', msisdn: '01055512345' });
    const sharer = await createUser(t.db, { msisdn: '01055512345' });
    const url = '/api/operator/users/lookup';
    await t.db
      .updateTable('operator_sessions')
      .set({ stepped_up_at: null })
      .where('operator_id', '=', dpoOperator.id)
      .execute();
    const stale = await calls.post(url, dpo, { email: 'Layla.Lookup@example.com' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors).toEqual({ step_up: operatorMessages.stepUpNeeded });
    const stepUp = await calls.post('/api/operator/auth/step-up', dpo, {
      code: await codeFor(dpoOperator.secret!, 1),
    });
    expect(stepUp.statusCode, stepUp.body).toBe(200);
    const byEmail = await calls.post(url, dpo, { email: 'Layla.Lookup@example.com' });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().data).toEqual([
      expect.objectContaining({ id: layla.id, email: 'layla.lookup@example.com', total_donations: 0 }),
    ]);
    const byPhone = (await calls.post(url, dpo, { phone: '٠١٠٥٥٥١٢٣٤٥' })).json().data;
    expect(byPhone.map((row: { id: number }) => row.id)).toEqual([layla.id, sharer.id]);
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['changes', 'object_id'])
      .where('action', '=', 'user.looked_up')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { object_id: String(layla.id), changes: { by: [null, 'email'], found: [null, [layla.id]] } },
      { object_id: null, changes: { by: [null, 'phone'], found: [null, [layla.id, sharer.id]] } },
    ]);
    const both = await calls.post(url, dpo, { email: 'layla.lookup@example.com', phone: '01055512345' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain(messages.lookupNeedsOne);
    expect((await calls.post(url, moderator, { email: 'layla.lookup@example.com' })).statusCode).toBe(403);
  });
});
