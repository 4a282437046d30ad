import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import type { Page } from 'playwright-core';
import { messages } from '../apps/web/src/lib/messages';
import { discoveryMessages } from '../apps/web/src/lib/messages/discovery';
import { keepScreenshot } from './support/browser';
import { baseUrl } from './support/athar';

const viewports = ['desktop', 'phone'] as const;
/** Screenshots for a look by eye, beside the CI artifacts; SHOTS_DIR to put them elsewhere. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  await keepScreenshot(page, name, { fullPage: false });
  if (SHOTS_DIR) {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
  }
}

async function navbarSearch(page: Page, viewport: (typeof viewports)[number], text: string) {
  const box = page.getByRole('searchbox', { name: messages.search.label });
  if (viewport === 'phone' && !(await box.isVisible())) {
    await page.getByRole('button', { name: messages.search.label }).click();
  }
  await box.fill(text);
}

describe('forgiving search (issue 16)', () => {
  it.for(viewports)(
    'finds a name typed in Latin letters, or with a typo, from the navbar on %s',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      await page.goto(`${baseUrl}/Impact`);
      await navbarSearch(page, viewport, 'mohamed abdelrahman');
      const latin = page.getByRole('link', { name: /الحاج محمد عبد الرحمن/ });
      await latin.waitFor();
      await shoot(page, `forgiving-search-latin-${viewport}`);
      await navbarSearch(page, viewport, 'الدسوفي');
      const typo = page.getByRole('link', { name: /الحاج إبراهيم الدسوقي/ });
      await typo.waitFor();
      await shoot(page, `forgiving-search-typo-${viewport}`);
      await typo.click();
      await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
      expect(decodeURIComponent(page.url())).toContain('الحاج_إبراهيم_الدسوقي');
    },
  );

  it.for(viewports)(
    'lists a compound name typed without its space first on /Campaigns on %s',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      await page.goto(`${baseUrl}/Campaigns`);
      await page
        .getByRole('searchbox', { name: discoveryMessages.listStates.searchLabel })
        .fill('عبدالحميد ابوزيد');
      // the first card links to the campaign's page, named after it
      const firstCard = page.locator('main a[href*="/CampaignDonation/"]').first();
      await expect
        .poll(async () => decodeURIComponent((await firstCard.getAttribute('href')) ?? ''), {
          timeout: 10_000,
        })
        .toContain('الحاج_عبد_الحميد_أبو_زيد');
      await shoot(page, `forgiving-search-listing-${viewport}`);
    },
  );
});
