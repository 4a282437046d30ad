import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import { minimalPdf } from '../db/seed/document-files';
import { addDays, cairoDay } from '../lib/cairo-time';
import { createCharity, type TestCharity } from '../test/charity-factories';
import { createAppWithSettings, multipartPayload } from '../test/factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { signedCall } from '../test/signed-call';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { createStaffWithRoles, type LoggedInStaff } from '../test/staff-factories';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const TODAY = cairoDay(new Date());

describe.each(testEngines)("the operators' side of permit requests on %s (issue 37)", (engine) => {
  let t: TestApp;
  let smtp: SmtpListener;
  let charity: TestCharity;
  let admin: LoggedInStaff;
  let onboarding: { id: number; cookie: string };
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://athar.example' });
    charity = await createCharity(t.db, { permit: false });
    admin = await createStaffWithRoles(t.db, charity.id, { admin: true });
    const operator = await createOperator(t.db, ['onboarding']);
    onboarding = { id: operator.id, cookie: await logInOperatorFully(t, operator) };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const { get, post } = {
    get: (url: string, c: string) => operatorCalls(t).get(url, c),
    post: (url: string, c: string, p?: object) => operatorCalls(t).post(url, c, p ?? {}),
  };

  const ask = async (purpose = 'كفالة طلاب العلم') => {
    const form = await multipartPayload(
      {
        permit_number: `OP-${Math.random().toString(36).slice(2, 10)}`,
        issuing_body: 'مديرية التضامن الاجتماعي بالإسكندرية',
        purpose,
        starts_on: addDays(TODAY, -1),
        ends_on: addDays(TODAY, 120),
      },
      { field: 'document', name: 'permit.pdf', type: 'application/pdf', bytes: minimalPdf('permit') },
    );
    const answer = await t.call({
      method: 'POST',
      url: '/api/charity/permits',
      payload: form.payload,
      headers: { ...admin.auth, ...form.headers },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data[0] as { id: number; permit_number: string };
  };
  /** The outbox sends on inject() only when drained, as the running app's sweep would. */
  const mailTo = async (email: string) => {
    await t.app.outbox.drain();
    return smtp.nextMailTo(email);
  };
  const entries = (action: string, id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('object_id', '=', String(id))
      .execute();

  it('lists the request with its purpose, opens its document (each view audited) and approves it: mailed, in force', async () => {
    const request = await ask();
    const list = await get('/api/operator/permits?status=requested&limit=50', onboarding.cookie);
    const row = list.json().data[0].permits.find((permit: { id: number }) => permit.id === request.id);
    expect(row).toMatchObject({ purpose: 'كفالة طلاب العلم', has_document: true, ngo_name: charity.ar_name });

    for (let view = 0; view < 2; view++) {
      const document = await get(`/api/operator/permits/${request.id}/document`, onboarding.cookie);
      expect(document.statusCode).toBe(200);
      expect(document.headers['content-type']).toBe('application/pdf');
      expect(document.headers['content-security-policy']).toContain('sandbox');
      expect(document.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const views = await entries('permit.document.viewed', request.id);
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actor_kind: 'operator', ngo_id: charity.id });

    const decided = await post(`/api/operator/permits/${request.id}/decision`, onboarding.cookie, {
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({
      message: permitMessages.approved,
      data: [{ status: 'approved', in_force_today: true }],
    });
    const mail = await mailTo(admin.email);
    expect(mail.subject).toBe(`قُبل تصريح جمع التبرعات رقم ${request.permit_number}`);
    expect(mail.text).toContain('كفالة طلاب العلم');
    const mine = await t.call({ method: 'GET', url: '/api/charity/permits', headers: admin.auth });
    expect(mine.json().data.find((permit: { id: number }) => permit.id === request.id)).toMatchObject({
      status: 'approved',
      in_force_today: true,
    });
  });

  it('refuses a request only with a reason, which the charity sees and is mailed, and the audit keeps', async () => {
    const request = await ask('سقيا الماء');
    const bare = await post(`/api/operator/permits/${request.id}/decision`, onboarding.cookie, {
      decision: 'reject',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(permitMessages.reasonInvalid);
    const reason = 'صورة التصريح غير واضحة، أعيدوا إرسالها';
    const refused = await post(`/api/operator/permits/${request.id}/decision`, onboarding.cookie, {
      decision: 'reject',
      reason,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data[0]).toMatchObject({ status: 'rejected', refusal_reason: reason });
    const mail = await mailTo(admin.email);
    expect(mail.subject).toBe(`رُفض طلب تصريح جمع التبرعات رقم ${request.permit_number}`);
    expect(mail.text).toContain(reason);
    expect((await entries('permit.rejected', request.id))[0]!.changes).toMatchObject({
      refusal_reason: [null, reason],
    });
    const again = await post(`/api/operator/permits/${request.id}/decision`, onboarding.cookie, {
      decision: 'approve',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(permitMessages.notRequested);
  });

  it('the command line decides through the same function: a reason recorded, the admins mailed, a revocation too', async () => {
    const refused = await ask('إطعام');
    const answer = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/charity/permits/${refused.id}/reject`,
      payload: { reason: 'الرقم لا يطابق سجل الوزارة' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data[0]).toMatchObject({
      status: 'rejected',
      refusal_reason: 'الرقم لا يطابق سجل الوزارة',
    });
    expect((await mailTo(admin.email)).subject).toContain('رُفض طلب تصريح');

    const approved = await ask('كسوة');
    await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/charity/permits/${approved.id}/approve`,
    });
    expect((await mailTo(admin.email)).subject).toContain('قُبل تصريح');
    const revoked = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/charity/permits/${approved.id}/revoke`,
    });
    expect(revoked.json().data[0].status).toBe('revoked');
    expect((await mailTo(admin.email)).subject).toBe(`أُلغي تصريح جمع التبرعات رقم ${approved.permit_number}`);
  });

  it("refuses the document to other duties and without a session; an unknown permit's is a 404", async () => {
    const request = await ask();
    const finance = await createOperator(t.db, ['finance']);
    const financeCookie = await logInOperatorFully(t, finance);
    expect((await get(`/api/operator/permits/${request.id}/document`, financeCookie)).statusCode).toBe(403);
    const anonymous = await t.call({ method: 'GET', url: `/api/operator/permits/${request.id}/document` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await get('/api/operator/permits/999999999/document', onboarding.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(permitMessages.permitNotFound);
    expect(await entries('permit.document.viewed', request.id)).toHaveLength(0);
  });
});
