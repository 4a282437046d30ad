import { afterAll, beforeAll, expect } from 'vitest';
import type { Engine } from '../db/connect';
import { createAppWithSettings } from './factories';
import { createOperator, logInOperatorFully, operatorCalls } from './operator-factories';
import { startSmtpListener, type SmtpListener } from './smtp-listener';
import type { TestApp } from './test-app';

/** A proposal's form with every field empty but the bank account's (tests spread what they change). */
export const blankPaymentSettings = {
  merchant_id: '',
  merchant_name: '',
  paymob_account: '',
  wallet_integration_id: '',
  kiosk_integration_id: '',
  meeza_integration_id: '',
  sms_short_number: '',
};

export interface PendingApproval {
  id: number;
  action: string;
  object_label: string;
  reason: string;
}

/**
 * The payment settings tests' app (decisions 032, 043): mail caught by an SMTP listener, started before
 * the suite and closed after it; `t` and `smtp` are read inside the tests. With the operators it needs.
 */
export function paymentSettingsApp(engine: Engine) {
  let t: TestApp | undefined;
  let smtp: SmtpListener | undefined;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://athar.example' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const app = {
    get t() {
      if (!t) throw new Error('the app starts in beforeAll');
      return t;
    },
    get smtp() {
      if (!smtp) throw new Error('the SMTP listener starts in beforeAll');
      return smtp;
    },
    ops: () => operatorCalls(app.t),
    /** An operator with these duties, logged in with the second factor. */
    operator: async (roles: Parameters<typeof createOperator>[1]) => {
      const made = await createOperator(app.t.db, roles);
      return { ...made, cookie: await logInOperatorFully(app.t, made) };
    },
    /** The payment settings change waiting in «الموافقات» (of the charity so named, when given). */
    pendingApproval: async (cookie: string, ngoName?: string) => {
      const list = await app.ops().get('/api/operator/approvals', cookie);
      expect(list.statusCode, list.body).toBe(200);
      const approvals = list.json().data[0].approvals as PendingApproval[];
      return approvals.find(
        (a) =>
          a.action === 'charity.payment_settings' &&
          (ngoName === undefined || a.object_label.startsWith(ngoName)),
      );
    },
  };
  return app;
}
