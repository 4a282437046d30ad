import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { apiMessages } from '../packages/contract/src/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { mailedLink as findMailedLink } from './support/mail';
import { setUpClientAddress } from './support/client-address';
import { baseUrl, dataDir } from './support/athar';

const text = accountMessages.accounts;

/** The reset link of the newest mail to `to` written since `after`. */
async function mailedResetLink(to: string, after: number): Promise<string> {
  return (await findMailedLink(dataDir, to, 'ResetPassword', after)).link;
}

/** Registers through the API from the page (the journey file covers the register screen itself). */
async function registerByApi(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/Login`);
  const status = await page.evaluate(
    async ({ email, password, address }) => {
      const signature = document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')!.content;
      const response = await fetch('/api/users', {
        method: 'POST',
        headers: {
          'X-Api-Signature': signature,
          'Content-Type': 'application/json',
          'X-Forwarded-For': address,
        },
        body: JSON.stringify({ user_name: 'رنا سمير', email, password, msisdn: false, consent: true }),
      });
      return (await response.json()).status as number;
    },
    { email, password, address: setUpClientAddress() },
  );
  expect(status).toBe(1);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/Login`);
  await page.getByLabel(text.fields.email).fill(email);
  await page.getByLabel(text.fields.password).fill(password);
  await page.getByRole('button', { name: text.login.submit }).click();
  await page.waitForURL(`${baseUrl}/`);
}

describe('accounts: forgot password → reset → login; delete account', () => {
  it.for(['desktop', 'phone'] as const)(
    'resets a forgotten password on a %s',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      const email = `forgot-${viewport}-${Date.now()}@example.com`;
      await registerByApi(page, email, 'first-password');

      await page.goto(`${baseUrl}/ForgotPassword`);
      await page.getByRole('heading', { name: text.forgot.title }).waitFor();
      await expectAccessible(page);
      await page.getByLabel(text.fields.email).fill(email);
      const sentAt = Date.now() - 1000;
      await page.getByRole('button', { name: text.forgot.submit }).click();
      await page.getByText(apiMessages.forgotSent).waitFor();
      await keepScreenshot(page, `accounts-forgot-sent-${viewport}`);

      const link = await mailedResetLink(email, sentAt);
      await page.goto(`${baseUrl}${new URL(link).pathname}`);
      await page.getByRole('heading', { name: text.reset.title }).waitFor();
      await expectAccessible(page);
      await page.getByLabel(text.fields.newPassword, { exact: true }).fill('second-password');
      await page.getByLabel(text.fields.confirmNewPassword).fill('second-passwork');
      await page.getByLabel(text.fields.confirmNewPassword).blur();
      await page.getByText('كلمتا المرور غير متطابقتين').waitFor();
      await page.getByLabel(text.fields.confirmNewPassword).fill('second-password');
      await page.getByRole('button', { name: text.reset.submit }).click();
      await page.getByText(apiMessages.passwordReset).waitFor();
      await keepScreenshot(page, `accounts-reset-done-${viewport}`);

      // the link is single use
      await page.goto(`${baseUrl}${new URL(link).pathname}`);
      await page.getByLabel(text.fields.newPassword, { exact: true }).fill('third-password');
      await page.getByLabel(text.fields.confirmNewPassword).fill('third-password');
      await page.getByRole('button', { name: text.reset.submit }).click();
      await page.getByRole('alert').filter({ hasText: apiMessages.resetLinkInvalid }).waitFor();
      await expectAccessible(page);

      await logIn(page, email, 'second-password');
    },
  );

  it.for(['desktop', 'phone'] as const)(
    'deletes an account on a %s; the old session is refused',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      const email = `delete-${viewport}-${Date.now()}@example.com`;
      await registerByApi(page, email, 'delete-me-please');
      await logIn(page, email, 'delete-me-please');
      const token = await page.evaluate(() => {
        const cookie = decodeURIComponent(
          document.cookie
            .split('; ')
            .find((part) => part.startsWith('user='))!
            .slice(5),
        );
        return (JSON.parse(cookie) as { access_token: string }).access_token;
      });

      await page.goto(`${baseUrl}/MyProfile/Edit`);
      await page.getByRole('button', { name: text.edit.deleteAccount }).click();
      const dialog = page.getByRole('dialog', { name: text.edit.deleteTitle });
      await dialog.waitFor();
      await expectAccessible(page);
      await keepScreenshot(page, `accounts-delete-dialog-${viewport}`, { fullPage: false });
      await dialog.getByRole('button', { name: text.edit.confirmDelete }).click();
      await page.waitForURL(`${baseUrl}/DeleteUser`);
      await page.getByRole('heading', { name: text.deleted.title }).waitFor();
      await expectAccessible(page);
      await keepScreenshot(page, `accounts-deleted-${viewport}`);
      expect(await page.evaluate(() => document.cookie.includes('user='))).toBe(false);

      const status = await page.evaluate(async (token) => {
        const signature = document.querySelector<HTMLMetaElement>(
          'meta[name="athar-api-signature"]',
        )!.content;
        const response = await fetch('/api/users/details', {
          headers: { 'X-Api-Signature': signature, Authorization: `Bearer ${token}` },
        });
        return response.status;
      }, token);
      expect(status).toBe(401);

      await page.goto(`${baseUrl}/Login`);
      await page.getByLabel(text.fields.email).fill(email);
      await page.getByLabel(text.fields.password).fill('delete-me-please');
      await page.getByRole('button', { name: text.login.submit }).click();
      await page.getByRole('alert').filter({ hasText: apiMessages.loginFailed }).waitFor();
    },
  );
});
