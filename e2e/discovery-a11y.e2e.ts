import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { seriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/browser';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

/** A seeded charity: any will do. */
const CHARITY_ID = demoRecords().noPaymentCampaign.ngoId;
/** Every page of the discovery issue, with what shows it has loaded. */
const pages = [
  ['home', '/', 'main article'],
  ['campaigns', '/Campaigns', 'main article'],
  ['projects', '/ProjectsListing', 'main article'],
  ['ngos', '/NGOsListing', 'main ul a'],
  ['ngo-details', `/NGODetails/x/${CHARITY_ID}`, 'main article'],
  ['impact', '/Impact', 'main article'],
  ['terms', '/Terms', 'main section'],
  ['faqs', '/FAQs', 'main details'],
  ['success-tips', '/SuccessTips', 'main ol li'],
  ['how-it-works', '/HowItWork', 'main ol li'],
  ['trust', '/TrustandSafety', 'main section'],
  ['press', '/PressCoverage', 'main h1'],
  ['contact', '/ContactUs', 'main form'],
] as const;

describe('discovery pages: accessibility and direction', () => {
  // each page on each screen a test of its own: one test walking all 26 outlasted its minute on a
  // busy machine, and a failure now names its page
  it.for(
    (['desktop', 'phone'] as const).flatMap((viewport) => pages.map((page) => [viewport, ...page] as const)),
  )(
    'has no serious or critical axe violations on %s: %s',
    async ([viewport, name, path, ready], { openPage }) => {
      const { page } = await openPage(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${baseUrl}${path}`);
      await page.locator(ready).first().waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `discovery-${name}-${viewport}`);
    },
  );

  it('opens a project’s details dialog with its create-campaign link, and closes it by keyboard', async ({
    openPage,
  }) => {
    const { page } = await openPage('desktop');
    await page.goto(`${baseUrl}/ProjectsListing`);
    const first = page.locator('main article button').first();
    const name = (await first.textContent())?.trim() ?? '';
    await first.click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    const link = dialog.getByRole('link');
    expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toMatch(
      new RegExp(`^/CreateCampaign/${name.replace(/\s+/g, '_')}/\\d+$`),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });
});
