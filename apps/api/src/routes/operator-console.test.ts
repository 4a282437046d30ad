import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorMessages } from '@athar/contract/operator/messages';
import { addDays, cairoDay } from '../lib/cairo-time';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createCharity } from '../test/charity-factories';
import { codeFor, createOperator, logInOperatorFully, type TestOperator } from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)(
  'the operators’ console: duties, step-up and the audit log on %s (issue 36)',
  (engine) => {
    let t: TestApp;
    let admin: TestOperator;
    let adminCookie: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      admin = await createOperator(t.db, ['admin']);
      adminCookie = await logInOperatorFully(t, admin);
    });
    afterAll(() => t.close());

    const as = (cookie: string) => ({ cookies: { athar_operator: cookie } });
    const get = (url: string, cookie: string) => t.call({ method: 'GET', url, ...as(cookie) });
    const post = (url: string, cookie: string, payload?: object) =>
      t.call({ method: 'POST', url, payload, ...as(cookie) });

    it('keeps each duty in its room: a moderator reads no audit log and resets no factor', async () => {
      const moderator = await createOperator(t.db, ['moderator']);
      const cookie = await logInOperatorFully(t, moderator);
      for (const answer of [
        await get('/api/operator/audit', cookie),
        await get('/api/operator/operators', cookie),
        await post(`/api/operator/operators/${admin.id}/factor-reset`, cookie),
      ]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json().message).toBe(operatorMessages.roleMissing);
      }
      expect((await get('/api/operator/overview', cookie)).statusCode).toBe(200);
      const reader = await createOperator(t.db, ['data_protection']);
      expect((await get('/api/operator/audit', await logInOperatorFully(t, reader))).statusCode).toBe(200);
    });

    it('filters the audit log by actor, action prefix and day, newest first, a page at a time', async () => {
      const other = await createOperator(t.db, ['finance']);
      await logInOperatorFully(t, other);
      const query = `actor_kind=operator&actor_id=${other.id}&action=operator.login`;
      const first = await get(`/api/operator/audit?${query}&limit=1`, adminCookie);
      expect(first.statusCode, first.body).toBe(200);
      const page = first.json().data[0];
      expect(page.entries).toHaveLength(1);
      expect(page.entries[0]).toMatchObject({ actor_id: other.id, action: 'operator.login.verified' });
      const second = (
        await get(`/api/operator/audit?${query}&limit=1&before=${page.next_before}`, adminCookie)
      ).json().data[0];
      expect(second.entries[0].action).toBe('operator.login.password');
      expect(second.next_before).toBeNull();
      const yesterday = (await get(`/api/operator/audit?${query}&to=2020-01-01`, adminCookie)).json().data[0];
      expect(yesterday.entries).toEqual([]);
      const bad = await get('/api/operator/audit?from=2026-02-30', adminCookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(operatorMessages.dateInvalid);
    });

    it('exports the log only after a fresh code, formula characters kept as text, and records the export', async () => {
      await t.call({
        method: 'POST',
        url: '/api/operator/auth/login',
        payload: { email: '=HYPERLINK("x")@evil.example', password: 'whatever-1' },
      });
      await t.db
        .updateTable('operator_sessions')
        .set({ stepped_up_at: sql<Date>`now() - interval '6 minutes'` })
        .where('operator_id', '=', admin.id)
        .execute();
      const refused = await get('/api/operator/audit.csv?action=operator.login', adminCookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toEqual({ step_up: operatorMessages.stepUpNeeded });
      expect(
        (await post('/api/operator/auth/step-up', adminCookie, { code: await codeFor(admin.secret!, 1) }))
          .statusCode,
      ).toBe(200);
      const csv = await get('/api/operator/audit.csv?action=operator.login', adminCookie);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.startsWith('\uFEFF')).toBe(true);
      expect(csv.body).toContain(`'=hyperlink`);
      const exported = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'audit.exported')
        .executeTakeFirst();
      expect(exported).toMatchObject({ actor_kind: 'operator', actor_id: admin.id });
      // the entry's before/after (a null and an object) reads back through the list
      const listed = await get('/api/operator/audit?action=audit.exported', adminCookie);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data[0].entries[0].changes).toEqual({
        filter: [null, { action: 'operator.login' }],
      });
    });

    it('refuses UPDATE, DELETE and TRUNCATE on the audit log at the database', async () => {
      const before = await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      await expect(
        t.db.updateTable('audit_log').set({ action: 'operator.nothing' }).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
      await expect(sql`TRUNCATE audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
      const after = await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });

    it('lets an admin reset another operator’s factor after a fresh code, never their own, and ends that operator’s sessions', async () => {
      const target = await createOperator(t.db, ['catalogue']);
      const targetCookie = await logInOperatorFully(t, target);
      await t.db
        .updateTable('operator_sessions')
        .set({ stepped_up_at: null })
        .where('operator_id', '=', admin.id)
        .execute();
      expect((await post(`/api/operator/operators/${target.id}/factor-reset`, adminCookie)).statusCode).toBe(
        403,
      );
      await t.db
        .updateTable('operator_sessions')
        .set({ stepped_up_at: sql<Date>`now()` })
        .where('operator_id', '=', admin.id)
        .execute();
      const own = await post(`/api/operator/operators/${admin.id}/factor-reset`, adminCookie);
      expect(own.json().message).toBe(operatorMessages.ownFactorReset);
      const reset = await post(`/api/operator/operators/${target.id}/factor-reset`, adminCookie);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json().data[0]).toMatchObject({ id: target.id, enrolled: false, recovery_codes_left: 0 });
      expect((await get('/api/operator/me', targetCookie)).statusCode).toBe(401);
      const entry = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'operator.factor.reset')
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({
        actor_id: admin.id,
        object_kind: 'operator',
        object_id: String(target.id),
      });
      expect((await post('/api/operator/operators/999999/factor-reset', adminCookie)).statusCode).toBe(404);
    });

    it('shows the first screen: permits running out, charities without one, overdue cash', async () => {
      const today = cairoDay(new Date());
      const ending = await createCharity(t.db, { permit: { ends_on: addDays(today, 10) } });
      const later = await createCharity(t.db);
      const none = await createCharity(t.db, { permit: false });
      const overview = (await get('/api/operator/overview', adminCookie)).json().data[0];
      const ids = (rows: { ngo_id: number }[]) => rows.map((row) => row.ngo_id);
      expect(
        overview.expiring_permits.find((row: { ngo_id: number }) => row.ngo_id === ending.id),
      ).toMatchObject({
        ends_on: addDays(today, 10),
      });
      expect(ids(overview.expiring_permits)).not.toContain(later.id);
      expect(ids(overview.charities_without_permit)).toContain(none.id);
      expect(ids(overview.charities_without_permit)).not.toContain(ending.id);
      // the demo charity's queue has a cash gift past its 72 hours (seed: PENDING_CASH)
      expect(overview.overdue_cash[0]).toMatchObject({ count: 1, ngo_name: expect.any(String) });
    });

    it('counts the applications and the reported campaigns waiting, and those past the first-look promise', async () => {
      type Waiting = { applications: { count: number }; reports: { campaigns: number; late: number } };
      const waiting = async (): Promise<Waiting> =>
        (await get('/api/operator/overview', adminCookie)).json().data[0].waiting;
      const before = await waiting();
      // the demo seed's application waits for review
      expect(before.applications.count).toBeGreaterThanOrEqual(1);
      const campaign = await createCreatorCampaign(t.db, { title: 'حامد الشناوي' });
      const reported = await t.call({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/report`,
        payload: { reason: 'money_outside', details: 'حوّلوا على محفظة 01012345678' },
      });
      expect(reported.statusCode, reported.body).toBe(200);
      expect((await waiting()).reports).toMatchObject({
        campaigns: before.reports.campaigns + 1,
        late: before.reports.late,
      });
      await t.db
        .updateTable('campaign_reports')
        .set({ queued_at: sql<Date>`now() - interval '25 hours'` })
        .where('campaign_id', '=', campaign.id)
        .execute();
      expect((await waiting()).reports.late).toBe(before.reports.late + 1);
    });
  },
);
