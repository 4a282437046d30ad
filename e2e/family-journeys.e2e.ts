import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { apiMessages } from '../packages/contract/src/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { discoveryMessages } from '../apps/web/src/lib/messages/discovery';
import { appReady } from './support/app-ready';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { mailedLink } from './support/mail';
import { setUpClientAddress } from './support/client-address';
import { revealLaterParts } from './support/later-parts';
import { baseUrl, dataDir } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = accountMessages.accounts;
/** A seeded campaign's short code: any campaign will do. */
const CAMPAIGN_CODE = demoRecords().noPaymentCampaign.code;

/** Calls the api from the page, as the app does (with its signature). */
async function callApi(
  page: Page,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<number> {
  return page.evaluate(
    async ({ method, url, body, headers }) => {
      const signature = document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')!.content;
      const response = await fetch(url, {
        method,
        headers: { 'X-Api-Signature': signature, 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()).status as number;
    },
    { method, url, body, headers },
  );
}

/** A fresh account, registered through the api (the accounts journey covers the register screen). */
async function registerByApi(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/Login`);
  expect(
    await callApi(
      page,
      'POST',
      '/api/users',
      { user_name: 'هدى سالم', email, password, msisdn: false, consent: true },
      { 'X-Forwarded-For': setUpClientAddress() },
    ),
  ).toBe(1);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: text.login.title }).waitFor();
  await page.getByLabel(text.fields.email).fill(email);
  await page.getByLabel(text.fields.password).fill(password);
  await page.getByRole('button', { name: text.login.submit }).click();
}

describe('the family: back where they were after logging in, and honest link errors', () => {
  it.for(['desktop', 'phone'] as const)(
    'comes back to the campaign after logging in from the favourite prompt on a %s',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      const email = `back-star-${viewport}-${Date.now()}@example.com`;
      await registerByApi(page, email, 'back-to-star-1');
      await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
      await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
      // the page is the server's first answer: the star prompts once React has taken it over
      await appReady(page);
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const campaignId = new URL(page.url()).pathname.split('/').at(-1);
      await page
        .getByRole('button', { name: discoveryMessages.favourite.add(title) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: discoveryMessages.authPrompt.title });
      await dialog.getByRole('link', { name: discoveryMessages.authPrompt.login }).click();
      await page.waitForURL(/\/Login\?next=/);
      await fillLogin(page, email, 'back-to-star-1');
      // back on the same campaign (whichever spelling of its name the address carries)
      await page.waitForURL(new RegExp(`/CampaignDonation/[^/]+/${campaignId}$`));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // now logged in, the star favourites instead of prompting
      await page
        .getByRole('button', { name: discoveryMessages.favourite.add(title) })
        .first()
        .click();
      await page.getByText(discoveryMessages.favourite.added).first().waitFor();
      await keepScreenshot(page, `family-login-back-to-campaign-${viewport}`, { fullPage: false });
    },
  );

  it('comes back to a logged-in-only page after logging in; /Login opened directly still goes home', async ({
    openPage,
  }) => {
    const { page } = await openPage('desktop');
    const email = `back-guard-${Date.now()}@example.com`;
    await registerByApi(page, email, 'back-to-guard-1');
    await page.goto(`${baseUrl}/MyFavourite`);
    await page.waitForURL(`${baseUrl}/Login?next=%2FMyFavourite`);
    await expectAccessible(page);
    await fillLogin(page, email, 'back-to-guard-1');
    await page.waitForURL(`${baseUrl}/MyFavourite`);

    await page.context().clearCookies();
    await page.goto(`${baseUrl}/Login`);
    await fillLogin(page, email, 'back-to-guard-1');
    await page.waitForURL(`${baseUrl}/`);

    // a return address of another site is never followed
    for (const next of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      await page.context().clearCookies();
      await page.goto(`${baseUrl}/Login?next=${encodeURIComponent(next)}`);
      await fillLogin(page, email, 'back-to-guard-1');
      await page.waitForURL(`${baseUrl}/`);
    }
  });

  it.for(['desktop', 'phone'] as const)(
    'says the link is invalid, not a field error, for a cut-short verification or reset link on a %s',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      const email = `cut-link-${viewport}-${Date.now()}@example.com`;
      const registeredAt = Date.now() - 1000;
      await registerByApi(page, email, 'cut-short-link-1');
      const verify = new URL((await mailedLink(dataDir, email, 'Verifymail', registeredAt)).link).pathname;
      await page.goto(`${baseUrl}${verify.slice(0, -30)}`);
      await page.getByRole('alert').filter({ hasText: apiMessages.verifyLinkInvalid }).waitFor();
      expect(await page.getByText('هذا الحقل مطلوب').count()).toBe(0);
      await expectAccessible(page);
      await keepScreenshot(page, `family-verify-link-cut-${viewport}`, { fullPage: false });

      const forgotAt = Date.now() - 1000;
      expect(await callApi(page, 'POST', '/api/auth/forgotpass', { email })).toBe(1);
      const reset = new URL((await mailedLink(dataDir, email, 'ResetPassword', forgotAt)).link).pathname;
      await page.goto(`${baseUrl}${reset.slice(0, -25)}`);
      await page.getByLabel(text.fields.newPassword, { exact: true }).fill('a-new-password-1');
      await page.getByLabel(text.fields.confirmNewPassword).fill('a-new-password-1');
      await page.getByRole('button', { name: text.reset.submit }).click();
      await page.getByRole('alert').filter({ hasText: apiMessages.resetLinkInvalid }).waitFor();
      expect(await page.getByText('هذا الحقل مطلوب').count()).toBe(0);
      await expectAccessible(page);
      await keepScreenshot(page, `family-reset-link-cut-${viewport}`, { fullPage: false });
    },
  );

  it.for(['desktop', 'phone'] as const)(
    'writes the short link out on the campaign page and copies it with a spoken confirmation on a %s',
    async (viewport, { openPage }) => {
      const { context, page } = await openPage(viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
      await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
      await revealLaterParts(page);
      const shortLink = `${baseUrl}/${CAMPAIGN_CODE}`;
      const shown = shortLink.replace(/^https?:\/\//, '');
      const group = page.getByRole('group', { name: campaignMessages.campaignPage.shortLinkLabel });
      const link = group.getByRole('link', { name: shown, exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(shortLink);
      // the confirmation region is there before the copy, so a screen reader announces the change
      const status = group.getByRole('status');
      expect(await status.textContent()).toBe('');
      await group.getByRole('button', { name: campaignMessages.campaignPage.copyLink }).click();
      await status.filter({ hasText: campaignMessages.campaignPage.linkCopied }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortLink);
      expect(await link.isVisible()).toBe(true);
      await expectAccessible(page);
      await link.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `family-short-link-campaign-${viewport}`, { fullPage: false });
    },
  );

  it('starts the creation form on the first screen of a 360 px phone, under one line of steps', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/ChooseCampaign`);
    await page.getByRole('tab', { name: campaignMessages.chooseCampaign.showAll }).click();
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await page.waitForURL(/\/CreateCampaign\/[^/]+\/\d+$/);
    const name = page.getByLabel(campaignMessages.createCampaign.deceasedName);
    await name.waitFor();
    await page.getByText(campaignMessages.createCampaign.targetLabel).waitFor();
    const firstScreen = page.viewportSize()!.height;
    const field = (await name.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(firstScreen);
    // the steps take one line: numbers, and the current step's name
    const steps = page.getByRole('navigation', { name: campaignMessages.campaignSteps.label });
    expect((await steps.boundingBox())!.height).toBeLessThanOrEqual(48);
    await steps.getByText(campaignMessages.campaignSteps.steps[1]).waitFor();
    // the other steps are still named for a screen reader
    expect(await steps.textContent()).toContain(campaignMessages.campaignSteps.steps[2]);
    await expectAccessible(page);
    await keepScreenshot(page, 'family-create-campaign-first-screen-phone', { fullPage: false });
  });

  it.for(['desktop', 'phone'] as const)(
    'lets a returning user whose e-mail is taken log in inside the creation form on a %s, keeping the draft',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      const create = campaignMessages.createCampaign;
      const email = `returning-${viewport}-${Date.now()}@example.com`;
      await registerByApi(page, email, 'returning-pass-1');
      await page.goto(`${baseUrl}/ChooseCampaign`);
      await page.getByRole('tab', { name: campaignMessages.chooseCampaign.showAll }).click();
      await page.getByRole('tabpanel').getByRole('link').first().click();
      await page.waitForURL(/\/CreateCampaign\/[^/]+\/\d+$/);
      const title = viewport === 'phone' ? 'سعاد حسين' : 'إبراهيم منصور';
      const words = 'كانت تحب الخير للجميع، رحمها الله.';
      await page.getByLabel(create.deceasedName).fill(title);
      await page
        .getByRole('radio', { name: create.gender[viewport === 'phone' ? 'female' : 'male'] })
        .check();
      await page.getByLabel(create.description).fill(words);
      await page.getByLabel(create.phone).fill('01012345678');
      await page.getByLabel(text.fields.userName, { exact: true }).fill('هدى سالم');
      await page.getByLabel(text.fields.email).fill(email);
      await page.getByLabel(text.fields.password, { exact: true }).fill('not-my-password');
      await page.getByLabel(text.fields.confirmPassword).fill('not-my-password');
      await page.getByRole('button', { name: create.next }).click();

      const existing = page.getByRole('region', { name: create.existingAccount.title });
      await existing.waitFor();
      // the password to type next has the focus
      await expect
        .poll(() =>
          existing
            .getByLabel(create.existingAccount.password)
            .evaluate((input) => input === document.activeElement),
        )
        .toBe(true);
      await expectAccessible(page);
      await keepScreenshot(page, `family-create-existing-account-${viewport}`);
      await existing.getByLabel(create.existingAccount.password).fill('a-wrong-password');
      await existing.getByRole('button', { name: create.existingAccount.submit }).click();
      await existing.getByRole('alert').filter({ hasText: apiMessages.loginFailed }).waitFor();
      await existing.getByLabel(create.existingAccount.password).fill('returning-pass-1');
      await existing.getByLabel(create.existingAccount.password).press('Enter');

      const dialog = page.getByRole('dialog', { name: create.successTitle });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: create.goToCampaign }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(words).waitFor();
    },
  );
});
