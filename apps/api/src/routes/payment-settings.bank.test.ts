import { describe, expect, it } from 'vitest';
import { paymentSettingsMessages as messages } from '@athar/contract/charity/payment-settings-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { applicationDocuments, applicationFields, sendApplication } from '../test/application-factories';
import { blankPaymentSettings, paymentSettingsApp } from '../test/payment-settings-setup';
import { testEngines } from '../test/test-database';

describe.each(testEngines)('the bank account among the payment settings on %s (decision 043)', (engine) => {
  const app = paymentSettingsApp(engine);

  it('starts from the application’s account; one operator proposes, only another approves; the admin is mailed', async () => {
    const { t, smtp } = app;
    const ops = app.ops();
    const onboarding = (await app.operator(['onboarding'])).cookie;
    const fields = applicationFields();
    const sent = await sendApplication(t, fields, await applicationDocuments());
    expect(sent.statusCode, sent.body).toBe(200);
    const [application] = await t.db
      .selectFrom('charity_applications')
      .select('id')
      .where('contact_email', '=', fields.contact_email!)
      .execute();
    const approved = await ops.post(
      `/api/operator/charity-applications/${application!.id}/decision`,
      onboarding,
      { decision: 'approve' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const ngoId = approved.json().data[0].ngo_id as number;
    const url = `/api/operator/charities/${ngoId}/payment-settings`;

    const view = (await ops.get(url, onboarding)).json().data[0];
    expect(view.current).toMatchObject({ bank: null, account_holder: null, iban: null });
    expect(view.application_bank).toEqual({
      bank: 'misr',
      account_holder: fields.account_holder,
      iban: 'EG380019000500000000263180002',
    });

    const half = await ops.post(url, onboarding, {
      ...blankPaymentSettings,
      bank: 'misr',
      reason: 'الحساب من الطلب',
    });
    expect(half.statusCode).toBe(400);
    expect(half.body).toContain(messages.bankIncomplete);
    const badIban = await ops.post(url, onboarding, {
      ...blankPaymentSettings,
      ...view.application_bank,
      iban: 'EG380019000500000000263180003',
      reason: 'الحساب من الطلب',
    });
    expect(badIban.statusCode).toBe(400);
    expect(
      (await t.db.selectFrom('payment_setting_changes').select('id').where('ngo_id', '=', ngoId).execute())
        .length,
    ).toBe(0);

    const proposed = await ops.post(url, onboarding, {
      ...blankPaymentSettings,
      ...view.application_bank,
      sms_short_number: '7788',
      reason: 'الحساب من طلب الانضمام',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const approval = await app.pendingApproval(onboarding);
    const own = await ops.post(`/api/operator/approvals/${approval!.id}/approve`, onboarding);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(operatorMessages.ownApproval);
    const ngoRow = () =>
      t.db
        .selectFrom('ngos')
        .select(['bank', 'account_holder', 'iban'])
        .where('id', '=', ngoId)
        .executeTakeFirstOrThrow();
    expect(await ngoRow()).toEqual({ bank: null, account_holder: null, iban: null });

    const admin = (await app.operator(['admin'])).cookie;
    const done = await ops.post(`/api/operator/approvals/${approval!.id}/approve`, admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(await ngoRow()).toEqual(view.application_bank);

    // the applicant became the charity's first admin by invitation: the mail of the change reaches them
    await t.app.outbox.drain();
    // the application's receipt, its approval and the invitation came first
    let mail = await smtp.nextMailTo(fields.contact_email!);
    while (!mail.subject?.includes('إعدادات الدفع')) mail = await smtp.nextMailTo(fields.contact_email!);
    expect(mail.text).toContain('البنك: \u2068لا يوجد\u2069 ← \u2068بنك مصر\u2069');
    expect(mail.text).toContain(
      'رقم الحساب الدولي (IBAN): \u2068لا يوجد\u2069 ← \u2068EG380019000500000000263180002\u2069',
    );
  });
});
