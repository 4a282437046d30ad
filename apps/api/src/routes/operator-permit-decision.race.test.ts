import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import { auditEntriesOf } from '../test/audit-entries';
import { createCharity, createPermit } from '../test/charity-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createStaffWithRoles } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)('two operators deciding one permit request at once on %s', (engine) => {
  let t: TestApp;
  let first: string;
  let second: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    first = await logInOperatorFully(t, await createOperator(t.db, ['onboarding']));
    second = await logInOperatorFully(t, await createOperator(t.db, ['onboarding']));
  });
  afterAll(() => t.close());

  const decide = (cookie: string, permitId: number, body: object) =>
    operatorCalls(t).post(`/api/operator/permits/${permitId}/decision`, cookie, body);
  const decisionMails = async (permitId: number) =>
    (await t.db.selectFrom('mail_outbox').select('payload').where('kind', '=', 'permit_decided').execute())
      .map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload))
      .filter((payload: { permit_id: number }) => payload.permit_id === permitId);
  const auditsOf = async (permitId: number) =>
    [
      ...(await auditEntriesOf(t.db, 'permit.approved')),
      ...(await auditEntriesOf(t.db, 'permit.rejected')),
    ].filter((entry) => Number(entry.object_id) === permitId);

  it.each([
    ['approve and refuse', { decision: 'approve' }, { decision: 'reject', reason: 'الصورة غير واضحة' }],
    ['both approve', { decision: 'approve' }, { decision: 'approve' }],
  ])(
    '%s: one decision stands, the other is told it was taken; one mail, one audit entry',
    async (_, a, b) => {
      const charity = await createCharity(t.db, { permit: false });
      await createStaffWithRoles(t.db, charity.id, { admin: true });
      const request = await createPermit(t.db, charity, { status: 'requested' });

      const answers = await Promise.all([decide(first, request.id, a), decide(second, request.id, b)]);

      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const lost = answers.find((answer) => answer.statusCode === 409)!;
      expect(lost.json().message).toBe(permitMessages.notRequested);
      const won = answers.find((answer) => answer.statusCode === 200)!.json().data[0];
      const stored = await t.db
        .selectFrom('charity_permits')
        .select('status')
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe(won.status);
      expect(await decisionMails(request.id)).toHaveLength(1);
      const audits = await auditsOf(request.id);
      expect(audits).toHaveLength(1);
      expect(audits[0]!.action).toBe(won.status === 'approved' ? 'permit.approved' : 'permit.rejected');
    },
  );
});
