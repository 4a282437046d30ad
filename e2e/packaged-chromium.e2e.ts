import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { discoveryMessages } from '../apps/web/src/lib/messages/discovery';
import { keepScreenshot, newPage } from './support/browser';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { baseUrl } from './support/athar';

/**
 * A fresh machine has no Debian Chromium: the journeys then run in the headless Chromium shipped in
 * the @sparticuz/chromium package. This drives that one even where Debian's is installed, so the
 * fallback is proved on every run, not only on bare machines.
 */
describe('the Chromium npm installs, where Debian has none', () => {
  it('shows home in Arabic, right to left, on a phone', async () => {
    const executablePath = await chromiumPath(undefined, '/nonexistent/chromium');
    expect(executablePath).not.toBe('/usr/bin/chromium');
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const { context, page } = await newPage(browser, 'phone');
      await page.goto(baseUrl);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(discoveryMessages.home.heroTitle);
      // the self-hosted Arabic font is loaded and used, not a fallback the package may lack
      const tajawalLoaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return Array.from(document.fonts as unknown as Iterable<FontFace>).some(
          (face) => face.family.includes('Tajawal') && face.status === 'loaded',
        );
      });
      expect(tajawalLoaded).toBe(true);
      await keepScreenshot(page, 'packaged-chromium-home-phone');
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
