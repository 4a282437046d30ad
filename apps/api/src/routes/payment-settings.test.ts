import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { paymentSettingsMessages as messages } from '@athar/contract/charity/payment-settings-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { factorMessages } from '@athar/contract/second-factor/messages';
import { createStaffSession } from '../services/charity/staff-tokens';
import { hashToken } from '../services/session-tokens';
import { createCharity } from '../test/charity-factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { blankPaymentSettings, paymentSettingsApp } from '../test/payment-settings-setup';
import { createStaffWithPassword } from '../test/staff-factories';
import { testEngines } from '../test/test-database';

const SETTINGS = '/api/charity/payment-settings';
describe.each(testEngines)(
  'payment settings: a fresh code, a second person, a mail on %s (issue 37)',
  (engine) => {
    const app = paymentSettingsApp(engine);
    const { ops, operator, pendingApproval } = app;

    /** A staff member of the charity past the login's code; `steppedUp`: a fresh code just now. */
    const staffOf = async (ngoId: number, options: { admin?: boolean; steppedUp?: boolean } = {}) => {
      const staff = await createStaffWithPassword(app.t.db, ngoId, {
        admin: options.admin ?? true,
        enrolled: true,
      });
      const token = await createStaffSession(app.t.db, staff.id);
      await app.t.db
        .updateTable('staff_sessions')
        .set({
          factor_at: sql<Date>`now()`,
          stepped_up_at: options.steppedUp === false ? null : sql<Date>`now()`,
        })
        .where('token_hash', '=', hashToken(token))
        .execute();
      return { ...staff, headers: { authorization: `Bearer ${token}` } };
    };
    const staffCall = (method: 'GET' | 'POST', url: string, who: { headers: object }, payload?: object) =>
      app.t.call({ method, url, headers: who.headers as Record<string, string>, payload });
    const settingsOf = (ngoId: number) =>
      app.t.db
        .selectFrom('ngos')
        .select([
          'sms_short_number',
          'merchant_id',
          'merchant_name',
          'paymob_account',
          'wallet_integration_id',
        ])
        .where('id', '=', ngoId)
        .executeTakeFirstOrThrow();

    it('the admin proposes with a fresh code; an onboarding operator approves it once, and every admin is mailed', async () => {
      const charity = await createCharity(app.t.db);
      const admin = await staffOf(charity.id);
      const otherAdmin = await staffOf(charity.id, { steppedUp: false });
      const cashier = await staffOf(charity.id, { admin: false });
      const form = {
        ...blankPaymentSettings,
        sms_short_number: '7788',
        reason: 'رقم جديد من شركة الاتصالات',
      };

      const notAdmin = await staffCall('POST', SETTINGS, cashier, form);
      expect(notAdmin.statusCode).toBe(403);
      expect(notAdmin.json().message).toBe(messages.adminOnly);
      const noCode = await staffCall('POST', SETTINGS, otherAdmin, form);
      expect(noCode.statusCode).toBe(403);
      expect(noCode.json().message).toBe(factorMessages.stepUpNeeded);
      const bad = await staffCall('POST', SETTINGS, admin, { ...form, sms_short_number: '12' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(messages.smsInvalid);

      const proposed = await staffCall('POST', SETTINGS, admin, form);
      expect(proposed.statusCode, proposed.body).toBe(200);
      expect(proposed.json().data[0].pending).toMatchObject({
        status: 'pending',
        after: { sms_short_number: '7788' },
      });
      expect((await settingsOf(charity.id)).sms_short_number).toBe(charity.sms_short_number);
      const again = await staffCall('POST', SETTINGS, admin, { ...form, sms_short_number: '7789' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.pendingExists);

      const [first, second] = [await operator(['onboarding']), await operator(['admin'])];
      const approval = await pendingApproval(first.cookie, charity.ar_name);
      expect(approval?.object_label).toContain(
        `رقم الرسائل القصيرة: \u2068${charity.sms_short_number}\u2069 ← \u20687788\u2069`,
      );
      const moderator = await operator(['moderator']);
      expect(
        (await ops().post(`/api/operator/approvals/${approval!.id}/approve`, moderator.cookie)).statusCode,
      ).toBe(403);
      const finance = await operator(['finance']);
      expect(
        (await ops().post(`/api/operator/approvals/${approval!.id}/approve`, finance.cookie)).statusCode,
      ).toBe(403);

      const racing = await Promise.all(
        [first, second].map((who) =>
          ops().post(`/api/operator/approvals/${approval!.id}/approve`, who.cookie),
        ),
      );
      expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await settingsOf(charity.id)).sms_short_number).toBe('7788');
      const audit = await app.t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'payment_settings.changed')
        .where('ngo_id', '=', charity.id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.changes).toMatchObject({
        sms_short_number: [charity.sms_short_number, '7788'],
        requested_by_staff: [null, admin.id],
      });

      await app.t.app.outbox.drain();
      for (const who of [admin, otherAdmin]) {
        const mail = await app.smtp.nextMailTo(who.email);
        expect(mail.subject).toBe(`تغيّرت إعدادات الدفع لـ${charity.ar_name} في أثر`);
        expect(mail.text).toContain(
          `رقم الرسائل القصيرة: \u2068${charity.sms_short_number}\u2069 ← \u20687788\u2069`,
        );
        expect(mail.text).toContain('موظفة تجريبية');
      }
      expect(app.smtp.mails.some((mail) => JSON.stringify(mail.to).includes(cashier.email))).toBe(false);
      const view = await staffCall('GET', SETTINGS, admin);
      expect(view.json().data[0]).toMatchObject({ current: { sms_short_number: '7788' }, pending: null });
    });

    it("another charity's proposal is not found; the admin withdraws its own", async () => {
      const [mine, theirs] = [await createCharity(app.t.db), await createCharity(app.t.db)];
      const [admin, stranger] = [await staffOf(mine.id), await staffOf(theirs.id)];
      const proposed = await staffCall('POST', SETTINGS, admin, {
        ...blankPaymentSettings,
        reason: 'لا نقبل الرسائل بعد',
      });
      expect(proposed.statusCode, proposed.body).toBe(200);
      const changeId = proposed.json().data[0].pending.id as number;
      const foreign = await staffCall('POST', `${SETTINGS}/changes/${changeId}/withdraw`, stranger);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(messages.changeNotFound);
      const withdrawn = await staffCall('POST', `${SETTINGS}/changes/${changeId}/withdraw`, admin);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json().data[0].pending).toBeNull();
      const onboarding = await operator(['onboarding']);
      expect(await pendingApproval(onboarding.cookie, mine.ar_name)).toBeUndefined();
      expect((await settingsOf(mine.id)).sms_short_number).toBe(mine.sms_short_number);
    });

    it('a stale proposal is refused with 409 and nothing changes; a refusal is mailed', async () => {
      const charity = await createCharity(app.t.db);
      const admin = await staffOf(charity.id);
      const proposed = await staffCall('POST', SETTINGS, admin, {
        ...blankPaymentSettings,
        sms_short_number: '5566',
        reason: 'رقم أقصر',
      });
      expect(proposed.statusCode, proposed.body).toBe(200);
      await app.t.db
        .updateTable('ngos')
        .set({ sms_short_number: '9911' })
        .where('id', '=', charity.id)
        .execute();
      const approver = await operator(['onboarding']);
      const approval = await pendingApproval(approver.cookie, charity.ar_name);
      const stale = await ops().post(`/api/operator/approvals/${approval!.id}/approve`, approver.cookie);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(messages.stale);
      expect((await settingsOf(charity.id)).sms_short_number).toBe('9911');

      const refused = await ops().post(`/api/operator/approvals/${approval!.id}/reject`, approver.cookie, {
        note: 'تغيرت الإعدادات',
      });
      expect(refused.statusCode, refused.body).toBe(200);
      await app.t.app.outbox.drain();
      const mail = await app.smtp.nextMailTo(admin.email);
      expect(mail.subject).toBe(`رُفض تغيير إعدادات الدفع لـ${charity.ar_name} في أثر`);
      expect((await staffCall('GET', SETTINGS, admin)).json().data[0].pending).toBeNull();
    });

    it('an operator proposes for a charity that has none; only a different operator approves, and the admins are mailed', async () => {
      const charity = await createCharity(app.t.db);
      await app.t.db
        .updateTable('ngos')
        .set({ sms_short_number: null })
        .where('id', '=', charity.id)
        .execute();
      const admin = await staffOf(charity.id);
      const [asker, second] = [await operator(['onboarding']), await operator(['onboarding'])];
      const url = `/api/operator/charities/${charity.id}/payment-settings`;
      const withoutCode = await logInOperatorFully(app.t, await createOperator(app.t.db, ['onboarding']), {
        steppedUp: false,
      });
      const hostileReason = 'بيانات البنك \u202E=HYPERLINK("x") $& $1';
      const form = {
        ...blankPaymentSettings,
        merchant_id: 'NEWMERCHANT7',
        merchant_name: 'ATHAR \u202E$& MERCHANT',
        paymob_account: 'acc-77',
        wallet_integration_id: '4411',
        sms_short_number: '6655',
        reason: hostileReason,
      };
      expect((await ops().post(url, withoutCode, form)).statusCode).toBe(403);
      expect((await ops().post(url, (await operator(['moderator'])).cookie, form)).statusCode).toBe(403);
      expect(
        (await ops().post(`/api/operator/charities/999999999/payment-settings`, asker.cookie, form))
          .statusCode,
      ).toBe(404);
      const missingAccount = await ops().post(url, asker.cookie, { ...form, paymob_account: '' });
      expect(missingAccount.statusCode).toBe(400);
      expect(missingAccount.body).toContain(messages.integrationNeedsAccount);

      const proposed = await ops().post(url, asker.cookie, form);
      expect(proposed.statusCode, proposed.body).toBe(200);
      const seen = await ops().get(url, second.cookie);
      expect(seen.json().data[0].pending.after).toMatchObject({
        sms_short_number: '6655',
        wallet_integration_id: 4411,
      });
      const approval = await pendingApproval(second.cookie, charity.ar_name);
      const own = await ops().post(`/api/operator/approvals/${approval!.id}/approve`, asker.cookie);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(operatorMessages.ownApproval);
      const approved = await ops().post(`/api/operator/approvals/${approval!.id}/approve`, second.cookie);
      expect(approved.statusCode, approved.body).toBe(200);
      const after = await settingsOf(charity.id);
      expect(after).toMatchObject({
        sms_short_number: '6655',
        merchant_id: 'NEWMERCHANT7',
        wallet_integration_id: 4411,
      });
      expect(after.merchant_name).not.toContain('\u202E');

      await app.t.app.outbox.drain();
      const mail = await app.smtp.nextMailTo(admin.email);
      expect(mail.text).toContain('رقم الرسائل القصيرة: \u2068لا يوجد\u2069 ← \u20686655\u2069');
      expect(mail.text).toContain('$&');
      expect(mail.text).not.toContain('\u202E');
    });
  },
);
