import type { Locator, Page } from 'playwright-core';
import { vi } from 'vitest';
import { campaignMessages } from '../../apps/web/src/lib/messages/campaigns';
import { appReady } from './app-ready';

/**
 * The campaign page loads its lower sections (duas, khatma, following, updates, sharing, the
 * family's donors) as they near the screen (DeferredPart): scroll to each placeholder in turn, as a
 * reader would, until none is left. Call it once the page is open, before using those sections.
 */
export async function revealLaterParts(page: Page): Promise<void> {
  // a server-rendered page's placeholders are there before its scripts: count them once React runs them
  await appReady(page);
  await page.locator('h1').first().waitFor();
  await vi.waitFor(
    async () => {
      // counted and scrolled to in one step in the page: a placeholder counted here may be gone a
      // moment later (it was near enough to load), and a locator waiting for it would wait in vain
      const left = await page.evaluate(() => {
        const placeholders = document.querySelectorAll('[data-later-part]');
        placeholders[0]?.scrollIntoView({ block: 'center' });
        return placeholders.length;
      });
      if (left > 0) throw new Error(`${left} later parts of the page have not loaded`);
    },
    { timeout: 15_000, interval: 100 },
  );
}

/**
 * The campaign page's donors section, loaded: it is one of the later parts (below the fold on a phone),
 * so a reader scrolls to it. Count a donor's absence in it only after this, or the absence proves nothing.
 */
export async function campaignDonors(page: Page): Promise<Locator> {
  await appReady(page);
  await page.locator('h1').first().waitFor();
  // scrolled to its own placeholder until it has loaded (the other later parts load as they will)
  await vi.waitFor(
    async () => {
      const waiting = await page.evaluate(() => {
        const placeholder = document.querySelector('[data-later-part="donors"]');
        placeholder?.scrollIntoView({ block: 'center' });
        return placeholder !== null;
      });
      if (waiting) throw new Error('the donors have not loaded');
    },
    { timeout: 15_000, interval: 100 },
  );
  const section = page.getByRole('region', {
    name: new RegExp(`^${campaignMessages.campaignPage.donorsTitle}\\s*\\(`),
  });
  // its first rows, or the words of an empty list
  await section
    .getByRole('listitem')
    .or(section.getByText(/كن أول من/))
    .first()
    .waitFor();
  return section;
}
