import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { messages } from '../apps/web/src/lib/messages';
import { discoveryMessages } from '../apps/web/src/lib/messages/discovery';
import { keepScreenshot } from './support/browser';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

/** A seeded campaign's short code: any campaign will do. */
const CAMPAIGN_CODE = demoRecords().noPaymentCampaign.code;
/** A short code no campaign has. */
const UNKNOWN_CODE = 99999999;

describe('smoke: the shell a newcomer sees', () => {
  it('renders home in Arabic, right to left, on a desktop', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(baseUrl);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(discoveryMessages.home.heroTitle);
    const direction = await page.evaluate(() => getComputedStyle(document.body).direction);
    expect(direction).toBe('rtl');
    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).toContain('2020');
    await keepScreenshot(page, 'smoke-home-desktop');
  });

  it('navigates from the navbar to another page', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(baseUrl);
    await page
      .getByRole('navigation', { name: messages.nav.label })
      .getByRole('link', { name: messages.nav.campaigns, exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/Campaigns`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(messages.documentTitle(messages.pages.campaigns));
  });

  it('shows PathNotFound for a path of three segments', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(`${baseUrl}/a/b/c`);
    await page.getByRole('heading', { name: messages.notFound.title }).waitFor();
    await page.getByRole('link', { name: messages.notFound.backHome }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('follows a campaign short code to its page, and an unknown one to PathNotFound', async ({
    openPage,
  }) => {
    const { page } = await openPage('desktop');
    await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
    // the address ends up showing the campaign's title with underscores
    await page.waitForURL(/\/CampaignDonation\/[^/]*[^/\d][^/]*\/\d+$/);
    await page.goto(`${baseUrl}/${UNKNOWN_CODE}`);
    await page.waitForURL(`${baseUrl}/PathNotFound`);
    await page.getByRole('heading', { name: messages.notFound.title }).waitFor();
    // routes are case-sensitive: /campaigns is a (missing) short name, not /Campaigns
    await page.goto(`${baseUrl}/campaigns`);
    await page.waitForURL(`${baseUrl}/PathNotFound`);
  });

  it('works on a 360-px phone, with the side menu', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'smoke-home-phone');
    await page.getByRole('button', { name: messages.nav.openMenu }).click();
    const menu = page.getByRole('dialog', { name: messages.nav.mobileMenuLabel });
    await menu.waitFor();
    await keepScreenshot(page, 'smoke-menu-phone', { fullPage: false });
    await menu.getByRole('link', { name: messages.nav.ngos }).click();
    await page.waitForURL(`${baseUrl}/NGOsListing`);
  });
});
