import fs from 'node:fs';
import { typeAmount } from './support/cash-donation';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { PRIVACY_POLICY_VERSION } from '../packages/contract/src/privacy/consent';
import { messages } from '../apps/web/src/lib/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { privacyMessages } from '../apps/web/src/lib/messages/privacy';
import { privacySections } from '../apps/web/src/features/info/content/privacy';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { processingNotice } from './support/consent';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

const DEMO = DEMO_ACCOUNT;
/** a seeded campaign whose charity takes cards */
const CARD_CAMPAIGN_CODE = demoRecords().cashAndCardCampaign.code;
const fields = accountMessages.accounts.fields;

describe('privacy (PDPL 151/2020): the notice and one’s own data', () => {
  it('shows the privacy notice on a phone, linked from the footer, with its version', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: messages.footer.privacy }).click();
    await page.waitForURL(`${baseUrl}/Privacy`);
    await page.getByRole('heading', { level: 1, name: messages.pages.privacy }).waitFor();
    await expect.poll(() => page.title()).toBe(messages.documentTitle(messages.pages.privacy));
    for (const section of privacySections)
      await page.getByRole('heading', { level: 2, name: section.title }).waitFor();
    const [year, month, day] = PRIVACY_POLICY_VERSION.split('-').map(Number);
    await page.getByText(new RegExp(`${day} .+ ${year}`)).waitFor();
    expect(month).toBeGreaterThan(0);
    // nothing wider than the phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await keepScreenshot(page, 'privacy-notice-phone');
  });

  it('takes a donation without a consent box, one line under the button linking the notice, on a phone', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    const text = donationMessages.donation;
    await page.goto(`${baseUrl}/${CARD_CAMPAIGN_CODE}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: text.donate }).first().click();
    const form = page.getByRole('dialog', { name: /تبرّع في ذكرى/ });
    await form.getByLabel(text.fields.userName).fill('منى أحمد');
    await form.getByLabel(text.fields.email).fill('consent.donor@example.com');
    await typeAmount(form, '150');
    await form.getByLabel(text.methods.cash).check();
    // docs/decisions/025: the donation is what the donor asks for, so no box; the line says it, in the
    // button's own words, and its link opens the notice in a new tab (the form keeps what was typed)
    expect(await form.getByRole('checkbox').count()).toBe(0);
    const notice = processingNotice(form, text.submit, 'donation');
    await notice.scrollIntoViewIfNeeded();
    const link = notice.getByRole('link', { name: privacyMessages.processing.link });
    expect(await link.getAttribute('href')).toBe('/Privacy');
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectAccessible(page);
    await keepScreenshot(page, 'privacy-donation-notice-phone', { fullPage: false });
    const [notes] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await notes.getByRole('heading', { level: 1, name: messages.pages.privacy }).waitFor();
    await notes.close();
    expect(await form.getByLabel(text.fields.userName).inputValue()).toBe('منى أحمد');
  });

  it('downloads the logged-in person’s own data from the profile as a JSON file', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/Login`);
    await page.getByLabel(fields.email).fill(DEMO.email);
    await page.getByLabel(fields.password).fill(DEMO.password);
    await page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/MyProfile`);
    const button = page.getByRole('button', { name: privacyMessages.dataExport.button });
    await button.waitFor();
    await keepScreenshot(page, 'privacy-profile-download-phone', { fullPage: false });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^athar-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      profile: { email: string };
      donations: { donation_id: number }[];
      campaigns: unknown[];
      favourites: unknown[];
      consents: unknown[];
    };
    expect(file.profile.email).toBe(DEMO.email);
    expect(Array.isArray(file.donations)).toBe(true);
    expect(Array.isArray(file.consents)).toBe(true);
    await page.getByRole('status').filter({ hasText: privacyMessages.dataExport.done }).waitFor();
    await expectAccessible(page);
  });
});
