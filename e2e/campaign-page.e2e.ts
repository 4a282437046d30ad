import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { seriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/browser';
import { revealLaterParts } from './support/later-parts';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

/** A seeded campaign whose donors fit on one page of its list (no «عرض المزيد» beside its «المزيد»). */
const CAMPAIGN_CODE = demoRecords().fewDonorsCampaign.code;
/** An id no campaign has. */
const UNKNOWN_CAMPAIGN_ID = 987654321;

describe('the campaign page and its condolence card', () => {
  it.for(['desktop', 'phone'] as const)(
    'opens from the short link on %s with its details, SMS code and donors',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
      await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => page.getByText(`T${CAMPAIGN_CODE}`, { exact: true }).count()).toBe(1);
      await page.getByRole('progressbar').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      // the sections that load near the screen, the donors among them, are part of what axe checks
      await revealLaterParts(page);
      await page.getByRole('heading', { name: campaignMessages.campaignPage.donorsTitle }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `campaign-page-${viewport}`);

      await page.getByRole('button', { name: campaignMessages.campaignPage.more }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
    },
  );

  it('sends an unknown campaign id to PathNotFound', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(`${baseUrl}/CampaignDonation/x/${UNKNOWN_CAMPAIGN_ID}`);
    await page.waitForURL(`${baseUrl}/PathNotFound`);
  });

  it('prints a condolence card whose QR code opens the campaign’s short link', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
    await page.getByRole('link', { name: campaignMessages.campaignPage.condolenceCard }).click();
    await page.waitForURL(/\/CondolenceCard\/\d+$/);
    const qr = page.getByRole('img', {
      name: campaignMessages.condolenceCard.qrLabel(`${baseUrl}/${CAMPAIGN_CODE}`),
    });
    await qr.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'condolence-card');
    const png = await qr.screenshot();
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(`${baseUrl}/${CAMPAIGN_CODE}`);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
  });
});
