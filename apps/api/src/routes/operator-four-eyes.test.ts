import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorMessages } from '@athar/contract/operator/messages';
import { createCharity, createPermit } from '../test/charity-factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)(
  'four eyes and permit decisions in the operators’ console on %s (issue 36)',
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    const post = (url: string, cookie: string, payload?: object) =>
      t.call({ method: 'POST', url, payload: payload ?? {}, cookies: { athar_operator: cookie } });
    /** A new operator of these duties, logged in (a fresh code: step-up holds for 5 minutes). */
    const loggedIn = async (roles: Parameters<typeof createOperator>[1]) => {
      const operator = await createOperator(t.db, roles);
      return { ...operator, cookie: await logInOperatorFully(t, operator) };
    };
    const entries = (action: string, objectId: number | string) =>
      t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', action)
        .where('object_id', '=', String(objectId))
        .execute();
    const rolesOf = async (id: number) =>
      (await t.db.selectFrom('operators').select('roles').where('id', '=', id).executeTakeFirstOrThrow())
        .roles;

    it('grants admin only when a second admin approves, never the asker, once', async () => {
      const [asker, second, third] = [
        await loggedIn(['admin']),
        await loggedIn(['admin']),
        await loggedIn(['admin']),
      ];
      const target = await createOperator(t.db, ['finance']);
      const direct = await post(`/api/operator/operators/${target.id}/roles`, asker.cookie, {
        roles: ['finance', 'admin'],
      });
      expect(direct.statusCode).toBe(409);
      expect(direct.json().message).toBe(operatorMessages.adminNeedsApproval);

      const asked = await post('/api/operator/approvals', asker.cookie, {
        action: 'operator.grant_admin',
        object_id: target.id,
        reason: 'مديرة العمليات الجديدة',
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const approval = asked.json().data[0];
      expect(approval).toMatchObject({
        status: 'pending',
        object_label: expect.stringContaining(target.email),
      });
      expect(await rolesOf(target.id)).toEqual(['finance']);
      const twice = await post('/api/operator/approvals', second.cookie, {
        action: 'operator.grant_admin',
        object_id: target.id,
        reason: 'مرة أخرى',
      });
      expect(twice.json().message).toBe(operatorMessages.approvalPending);

      const own = await post(`/api/operator/approvals/${approval.id}/approve`, asker.cookie);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(operatorMessages.ownApproval);
      const racing = await Promise.all(
        [second, third].map((who) => post(`/api/operator/approvals/${approval.id}/approve`, who.cookie)),
      );
      expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await rolesOf(target.id)).toEqual(['finance', 'admin']);
      const [changed] = await entries('operator.roles.changed', target.id);
      expect(changed!.changes).toMatchObject({
        roles: [['finance'], ['finance', 'admin']],
        requested_by: [null, asker.id],
      });
      expect(await entries('approval.approved', approval.id)).toHaveLength(1);
    });

    it('revokes a permit only when a second onboarding operator approves; a refusal or a withdrawal changes nothing', async () => {
      const charity = await createCharity(t.db);
      const permit = (
        await t.db
          .selectFrom('charity_permits')
          .select('id')
          .where('ngo_id', '=', charity.id)
          .executeTakeFirstOrThrow()
      ).id;
      const [asker, second, moderator] = [
        await loggedIn(['onboarding']),
        await loggedIn(['onboarding']),
        await loggedIn(['moderator']),
      ];
      const ask = () =>
        post('/api/operator/approvals', asker.cookie, {
          action: 'permit.revoke',
          object_id: permit,
          reason: 'انتهى ترخيص الجمعية لدى الوزارة',
        });

      const first = (await ask()).json().data[0];
      expect((await post(`/api/operator/approvals/${first.id}/approve`, moderator.cookie)).statusCode).toBe(
        403,
      );
      const refused = await post(`/api/operator/approvals/${first.id}/reject`, second.cookie, {
        note: 'الترخيص ما زال ساريًا',
      });
      expect(refused.json().data[0].status).toBe('rejected');
      const withdrawn = await post(
        `/api/operator/approvals/${(await ask()).json().data[0].id}/reject`,
        asker.cookie,
      );
      expect(withdrawn.json().data[0].status).toBe('withdrawn');
      const open = await t.db
        .selectFrom('charity_permits')
        .select('revoked_at')
        .where('id', '=', permit)
        .executeTakeFirstOrThrow();
      expect(open.revoked_at).toBeNull();

      const third = (await ask()).json().data[0];
      const approved = await post(`/api/operator/approvals/${third.id}/approve`, second.cookie);
      expect(approved.statusCode, approved.body).toBe(200);
      const revoked = await t.db
        .selectFrom('charity_permits')
        .select('revoked_at')
        .where('id', '=', permit)
        .executeTakeFirstOrThrow();
      expect(revoked.revoked_at).not.toBeNull();
      expect((await entries('permit.revoked', permit))[0]).toMatchObject({
        actor_id: second.id,
        ngo_id: charity.id,
      });
      const again = await ask();
      expect(again.json().message).toBe(operatorMessages.permitNotRevocable);
    });

    it('decides a charity’s permit request with a fresh code, audited; other duties are refused', async () => {
      const charity = await createCharity(t.db, { permit: false });
      const request = await createPermit(t.db, charity, { status: 'requested' });
      const onboarding = await loggedIn(['onboarding']);
      const finance = await loggedIn(['finance']);
      expect(
        (await post(`/api/operator/permits/${request.id}/decision`, finance.cookie, { decision: 'approve' }))
          .statusCode,
      ).toBe(403);
      await t.db
        .updateTable('operator_sessions')
        .set({ stepped_up_at: sql<Date>`now() - interval '6 minutes'` })
        .where('operator_id', '=', onboarding.id)
        .execute();
      const stale = await post(`/api/operator/permits/${request.id}/decision`, onboarding.cookie, {
        decision: 'approve',
      });
      expect(stale.json().errors).toEqual({ step_up: operatorMessages.stepUpNeeded });
      await t.db
        .updateTable('operator_sessions')
        .set({ stepped_up_at: sql<Date>`now()` })
        .where('operator_id', '=', onboarding.id)
        .execute();
      const decided = await post(`/api/operator/permits/${request.id}/decision`, onboarding.cookie, {
        decision: 'approve',
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json().data[0]).toMatchObject({ status: 'approved', ngo_name: charity.ar_name });
      expect((await entries('permit.approved', request.id))[0]).toMatchObject({
        actor_id: onboarding.id,
        ngo_id: charity.id,
      });
      const list = await t.call({
        method: 'GET',
        url: '/api/operator/permits?status=requested',
        cookies: { athar_operator: onboarding.cookie },
      });
      expect(list.json().data[0].permits.map((row: { id: number }) => row.id)).not.toContain(request.id);
    });

    it('never takes the admin duty from the last admin', async () => {
      const last = await loggedIn(['admin', 'finance']);
      await sql`UPDATE operators SET roles = array_remove(roles, 'admin') WHERE id <> ${last.id}`.execute(
        t.db,
      );
      const answer = await post(`/api/operator/operators/${last.id}/roles`, last.cookie, {
        roles: ['finance'],
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(operatorMessages.lastAdmin);
      expect(await rolesOf(last.id)).toEqual(['admin', 'finance']);
    });
  },
);
