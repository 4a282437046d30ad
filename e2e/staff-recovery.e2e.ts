import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import type { Page } from 'playwright-core';
import { DEFAULT_API_SIGNATURE } from '../packages/contract/src/config-defaults';
import { apiMessages, validationMessages } from '../packages/contract/src/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { charityPageTitles } from '../apps/web/src/lib/messages/charity-pages';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { addCharityStaff } from './support/charity-staff';
import { mailedLink } from './support/mail';
import { baseUrl, dataDir } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = charityConsoleMessages.charity;
const fields = accountMessages.accounts.fields;
/** A seeded charity (any charity can have staff): one that collects cash, so its console has a queue. */
const NGO_ID = demoRecords().cashAndCardCampaign.ngoId;

/** Follows a mailed link on this app (the mail carries PUBLIC_URL, which may name another host). */
const onThisApp = (link: string) => `${baseUrl}${new URL(link).pathname}`;

/** A staff member as the operator adds one, who has chosen a first password through the invitation. */
async function staffWithPassword(email: string, password: string) {
  const sentAt = Date.now() - 1000;
  await addCharityStaff(baseUrl, { ngoId: NGO_ID, email, name: 'سلمى الشريف' });
  const token = new URL((await mailedLink(dataDir, email, 'charity/set-password', sentAt)).link).pathname
    .split('/')
    .at(-1)!;
  const response = await fetch(`${baseUrl}/api/charity/auth/set-password?token=${token}`, {
    method: 'POST',
    headers: { 'x-api-signature': DEFAULT_API_SIGNATURE, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  expect(((await response.json()) as { status: number }).status).toBe(1);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/charity/login`);
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.password).fill(password);
  await page.getByRole('button', { name: text.login.submit }).click();
}

describe('charity console: a staff member who forgot the password', () => {
  it.for(['desktop', 'phone'] as const)(
    'asks for a link on /charity/login, sets a new password from the mail and logs in on a %s',
    async (viewport, { openPage }) => {
      const email = `staff-recovery-${viewport}-${Date.now()}@example.com`;
      await staffWithPassword(email, 'forgotten-pass-1');
      const { page } = await openPage(viewport);

      await page.goto(`${baseUrl}/charity/login`);
      await page.getByRole('heading', { name: text.login.title }).waitFor();
      await keepScreenshot(page, `staff-recovery-login-${viewport}`);
      await page.getByRole('link', { name: text.login.forgot }).click();
      await page.waitForURL(`${baseUrl}/charity/forgot-password`);
      await page.getByRole('heading', { name: text.forgotPassword.title }).waitFor();
      // the title is set by an effect, after the paint that shows the heading
      await expect.poll(() => page.title()).toContain(charityPageTitles.charityForgotPassword);
      await expectAccessible(page);
      await page.getByLabel(fields.email).fill('not-an-address');
      await page.getByLabel(fields.email).blur();
      await page.getByText(validationMessages.emailInvalid).waitFor();
      await keepScreenshot(page, `staff-recovery-forgot-${viewport}`);
      await page.getByLabel(fields.email).fill(email);
      const sentAt = Date.now() - 1000;
      await page.getByRole('button', { name: text.forgotPassword.submit }).click();
      await page.getByText(apiMessages.forgotSent).waitFor();
      await page.getByRole('heading', { name: text.forgotPassword.sentTitle }).waitFor();
      await expectAccessible(page);
      await keepScreenshot(page, `staff-recovery-sent-${viewport}`);

      const { link, mail } = await mailedLink(dataDir, email, 'charity/reset-password', sentAt);
      expect(mail.subject).toBe('تعيين كلمة مرور جديدة للوحة الجمعية في أثر');
      await page.goto(onThisApp(link));
      await page.getByRole('heading', { name: text.resetPassword.title }).waitFor();
      await expectAccessible(page);
      await page.getByLabel(fields.newPassword, { exact: true }).fill('recovered-pass-2');
      await page.getByLabel(fields.confirmNewPassword).fill('recovered-pass-2');
      await keepScreenshot(page, `staff-recovery-reset-${viewport}`);
      await page.getByRole('button', { name: text.resetPassword.submit }).click();
      await page.getByText(apiMessages.passwordReset).waitFor();
      await keepScreenshot(page, `staff-recovery-done-${viewport}`);

      // the link is single use; a cut-short one says the same, never a field error
      for (const used of [onThisApp(link), onThisApp(link).slice(0, -12)]) {
        await page.goto(used);
        await page.getByLabel(fields.newPassword, { exact: true }).fill('third-pass-333');
        await page.getByLabel(fields.confirmNewPassword).fill('third-pass-333');
        await page.getByRole('button', { name: text.resetPassword.submit }).click();
        await page.getByRole('alert').filter({ hasText: apiMessages.resetLinkInvalid }).waitFor();
        await page.getByRole('link', { name: text.resetPassword.newLink }).waitFor();
      }
      await expectAccessible(page);
      await keepScreenshot(page, `staff-recovery-used-link-${viewport}`);

      // the old password no longer works; the new one opens the console
      await logIn(page, email, 'forgotten-pass-1');
      await page.getByRole('alert').filter({ hasText: apiMessages.loginFailed }).waitFor();
      await logIn(page, email, 'recovered-pass-2');
      await page.waitForURL(`${baseUrl}/charity`);
      await page.getByRole('banner').getByText('سلمى الشريف').waitFor();
    },
  );
});
