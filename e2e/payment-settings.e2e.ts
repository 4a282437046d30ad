import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { paymentSettingNames as names } from '../packages/contract/src/charity/payment-settings-messages';
import { approvalActionNames } from '../packages/contract/src/operator/approvals';
import { operatorConsoleMessages } from '../apps/web/src/lib/messages/operator';
import { operatorApplicationMessages } from '../apps/web/src/lib/messages/operator-applications';
import { fourEyesMessages } from '../apps/web/src/lib/messages/operator-four-eyes';
import { operatorPaymentSettingsMessages as operatorText } from '../apps/web/src/lib/messages/operator-payment-settings';
import { paymentSettingsMessages as text } from '../apps/web/src/lib/messages/payment-settings';
import { baseUrl, dataDir } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { logInAsStaff } from './support/charity-staff';
import { journeyOperators } from './support/journey-operators';
import { it } from './support/journey-test';
import { mailedPageLink } from './support/mail';
import { answerStepUp, logInOperator } from './support/operator-session';
import { PAYMENT_JOURNEY } from './support/payment-settings-journey';
import {
  approveChange,
  openPaymentSettings,
  proposeAsAdmin,
  waitingChange,
  type PaymentSettingsTyped,
} from './support/payment-settings-steps';

const approvals = fourEyesMessages.approvals;
const WHAT = approvalActionNames['charity.payment_settings'];

/** Where the charity's admin sends its money from now on: every way of giving changes. */
const BY_THE_ADMIN = {
  desktop: {
    merchant_id: 'TESTATHAR02',
    merchant_name: 'BOZOUR ELAMAL',
    paymob_account: 'bozour-elamal',
    wallet_integration_id: '4012001',
    kiosk_integration_id: '4012002',
    meeza_integration_id: '4012003',
    sms_short_number: '7744',
    bank: 'بنك مصر',
    account_holder: 'جمعية بذور الأمل للتنمية',
    iban: 'EG03 0002 0001 5678 9012 3456 7890 1',
  },
  phone: {
    merchant_id: 'TESTATHAR03',
    merchant_name: 'NABE ELWAFAA',
    paymob_account: 'nabe-elwafaa',
    wallet_integration_id: '4013001',
    kiosk_integration_id: '4013002',
    meeza_integration_id: '4013003',
    sms_short_number: '7755',
    bank: 'بنك القاهرة',
    account_holder: 'جمعية نبع الوفاء الخيرية',
    iban: 'EG02 0002 0001 9876 5432 1098 7654 3',
  },
} satisfies Record<string, PaymentSettingsTyped>;

/** The operators' proposal afterwards: only the SMS short number moves. */
const BY_AN_OPERATOR = { desktop: '7746', phone: '7757' } as const;

/** A value as a change's line holds it: isolated, so it keeps its place in the Arabic line. */
const isolated = (value: string) => `\u2068${value}\u2069`;

const mailSubject = (ngoName: string) => `تغيّرت إعدادات الدفع لـ${ngoName} في أثر`;

/** The settings the charity's page says are in force, field by field as shown. */
async function shownCurrent(page: Page): Promise<string[]> {
  const current = page.getByRole('region', { name: text.currentTitle });
  return (await current.locator('dd').allTextContents()).map((value) => value.trim());
}

describe('payment settings change only with a fresh code and a second person (issue 37)', () => {
  it.for(['desktop', 'phone'] as const)(
    'the admin’s change waits for an operator, then an operator’s for another, on a %s',
    async (viewport, { openPage }) => {
      const { ngo_name: ngoName, admin } = PAYMENT_JOURNEY[viewport];
      const staff = { email: admin.email, password: PAYMENT_JOURNEY.password, secret: admin.secret };
      const suffix = viewport === 'desktop' ? 'Desktop' : 'Phone';
      const approver = journeyOperators()[`paymentsApprover${suffix}`];
      const proposer = journeyOperators()[`paymentsProposer${suffix}`];
      const wanted = BY_THE_ADMIN[viewport];

      // the charity's admin proposes: a fresh code is asked, then the change waits
      const { page: charity } = await openPage(viewport);
      await logInAsStaff(charity, baseUrl, staff);
      await openPaymentSettings(charity);
      const before = await shownCurrent(charity);
      await proposeAsAdmin(
        charity,
        admin.secret,
        wanted,
        'نقلنا حساب الجمعية إلى بنك آخر وفعّلنا المحافظ',
        async () => {
          await expectAccessible(charity);
          await keepScreenshot(charity, `payment-settings-step-up-${viewport}`, { fullPage: false });
        },
      );
      const pending = charity.getByRole('region', { name: text.pendingTitle });
      // each change in words, the old value then the new one
      await pending
        .getByText(new RegExp(`^${names.sms_short_number}: .+ ← ${isolated(wanted.sms_short_number)}$`))
        .waitFor();
      await pending.getByText(new RegExp(`^${names.bank}: .+ ← ${isolated(wanted.bank)}$`)).waitFor();
      await pending.getByText(text.pendingBy(admin.name)).waitFor();
      // nothing is in force yet, and no second proposal can be started
      expect(await shownCurrent(charity)).toEqual(before);
      expect(await charity.getByRole('form', { name: text.formTitle }).count()).toBe(0);
      expect(await noSidewaysScroll(charity)).toBe(true);
      await expectAccessible(charity);
      await keepScreenshot(charity, `payment-settings-pending-${viewport}`, { fullPage: true });

      // a second person, an onboarding operator with a fresh code of their own, approves in «الموافقات»
      const { page: desk } = await openPage(viewport);
      await logInOperator(desk, approver);
      const card = await waitingChange(desk, ngoName);
      await card.getByText(admin.name).waitFor();
      await card
        .getByText(`${names.merchant_id}: ${isolated('TESTATHAR01')} ← ${isolated(wanted.merchant_id)}`)
        .waitFor();
      expect(await noSidewaysScroll(desk)).toBe(true);
      await expectAccessible(desk);
      await keepScreenshot(desk, `payment-settings-approval-${viewport}`);
      const approvedAt = Date.now() - 1000;
      await approveChange(desk, card, ngoName, approver);

      // in force on the charity's page, and its admin is mailed what changed
      await charity.reload();
      await expect.poll(() => shownCurrent(charity)).toContain(wanted.iban.replace(/\s/g, ''));
      const inForce = await shownCurrent(charity);
      expect(inForce).toContain(wanted.merchant_id);
      expect(inForce).toContain(wanted.sms_short_number);
      expect(inForce).toContain(wanted.paymob_account);
      expect(inForce).toContain(wanted.bank);
      expect(await charity.getByRole('region', { name: text.pendingTitle }).count()).toBe(0);
      await keepScreenshot(charity, `payment-settings-in-force-${viewport}`, { fullPage: true });
      const { mail } = await mailedPageLink(dataDir, admin.email, '/charity/payment-settings', approvedAt);
      expect(mail.subject).toBe(mailSubject(ngoName));
      expect(mail.text).toContain(
        `${names.merchant_id}: ${isolated('TESTATHAR01')} ← ${isolated(wanted.merchant_id)}`,
      );
      expect(mail.text).toMatch(
        new RegExp(`${names.sms_short_number}: ${isolated('\\d+')} ← ${isolated(wanted.sms_short_number)}`),
      );
      expect(mail.text).toContain(approver.name);

      // an operator proposes on the charity's approved application: the SMS short number only
      const { page: onboarding } = await openPage(viewport);
      await logInOperator(onboarding, proposer);
      await onboarding.getByRole('link', { name: operatorConsoleMessages.nav.applications }).click();
      await onboarding
        .getByRole('button', { name: operatorApplicationMessages.tabs.approved, exact: true })
        .click();
      await onboarding.getByRole('link', { name: operatorApplicationMessages.open(ngoName) }).click();
      const panel = onboarding.getByRole('form', { name: operatorText.title });
      await panel.getByLabel(names.sms_short_number).fill(BY_AN_OPERATOR[viewport]);
      await panel.getByLabel(operatorText.reason).fill('الرقم القديم نُقل إلى جمعية أخرى لدى شركة الاتصالات');
      await panel.getByRole('button', { name: operatorText.submit }).click();
      await answerStepUp(onboarding, proposer);
      await onboarding.getByRole('heading', { name: operatorText.pendingTitle }).waitFor();
      await onboarding.getByText(text.pendingBy(proposer.name)).waitFor();
      expect(await noSidewaysScroll(onboarding)).toBe(true);
      await expectAccessible(onboarding);
      await keepScreenshot(onboarding, `payment-settings-operator-proposed-${viewport}`, { fullPage: true });

      // the proposer sees it marked theirs in «الموافقات»: no «وافق», only withdrawing it
      const own = await waitingChange(onboarding, ngoName);
      await own.getByText(approvals.yours, { exact: true }).waitFor();
      await own.getByRole('button', { name: approvals.withdrawLabel(`${WHAT}: ${ngoName}`) }).waitFor();
      expect(await own.getByRole('button', { name: approvals.approveLabel(WHAT) }).count()).toBe(0);
      await keepScreenshot(onboarding, `payment-settings-own-approval-${viewport}`);
      // the other operator approves it (their code is still fresh); the admin is mailed again
      const secondAt = Date.now() - 1000;
      await desk.reload();
      const second = desk.getByRole('article').filter({ hasText: ngoName });
      await second.getByText(proposer.name).waitFor();
      // no code asked again: the approver's is still fresh
      await approveChange(desk, second, ngoName);
      const again = await mailedPageLink(dataDir, admin.email, '/charity/payment-settings', secondAt);
      expect(again.mail.text).toContain(
        `${names.sms_short_number}: ${isolated(wanted.sms_short_number)} ← ${isolated(BY_AN_OPERATOR[viewport])}`,
      );
      await charity.reload();
      await expect.poll(() => shownCurrent(charity)).toContain(BY_AN_OPERATOR[viewport]);
    },
  );
});
