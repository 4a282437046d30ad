import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { keepCompoundNames } from '../packages/contract/src/compound-names';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { consoleOfflineMessages } from '../apps/web/src/lib/messages/console-offline';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { keepScreenshot } from './support/browser';
import { donationNumber, fillCashDonation, openDonationForm } from './support/cash-donation';
import { it } from './support/journey-test';
import { appReady } from './support/app-ready';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';
import { logInAsDemoStaff } from './support/charity-staff';

const text = charityConsoleMessages.charity;
const offlineText = consoleOfflineMessages;
/** The documented demo staff member (README), and a campaign of their charity, which collects cash. */
const CAMPAIGN_SHORT_NAME = demoRecords().cashAndCardCampaign.code;
const OFFLINE_HEADING = 'لا يوجد اتصال بالإنترنت';
const NOTE = 'سأتصل به مرة أخرى بعد المغرب';

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker's page cache holds this page (the page asked it to keep itself). */
async function keptForOffline(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const pages = names.find((name) => name.startsWith('athar-pages-'));
          return pages ? Boolean(await (await caches.open(pages)).match(location.href)) : false;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Resolves once a service worker runs this page (controller set). */
async function controlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/** A name no other run has used, in Arabic letters only (the donor name rules refuse symbols). */
function uniqueName(first: string): string {
  const letters = 'ابتثجحخدذر';
  return `${first} ${String(Date.now() % 1_000_000).replace(/\d/g, (digit) => letters[Number(digit)]!)}`;
}

describe('installable, with an Arabic offline page (issue 22)', () => {
  it('has a valid Arabic manifest whose icons load', async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      short_name: 'أثر',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.name).toContain('أثر');
    const sizes: string[] = [];
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const file = await fetch(new URL(icon.src, baseUrl));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      const size = pngSize(Buffer.from(await file.arrayBuffer()));
      expect(size).toBe(icon.sizes);
      sizes.push(`${size}${icon.purpose === 'maskable' ? ' maskable' : ''}`);
    }
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));

    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    // the strict default policy of a static file would stop the worker's own fetches
    expect(worker.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const offlinePage = await fetch(`${baseUrl}/offline.html`);
    expect(offlinePage.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    expect(await offlinePage.text()).toContain(`<h1>${OFFLINE_HEADING}</h1>`);
  });

  it('controls the page after a reload, and offline shows the Arabic offline page', async ({ openPage }) => {
    const { context, page } = await openPage('phone');
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    expect(await controlled(page)).toBe(true);

    await context.setOffline(true);
    // the worker is its own target: it may go offline a moment after the page, and a navigation
    // before then would reach the network through it
    await expect
      .poll(() =>
        Promise.all(context.serviceWorkers().map((worker) => worker.evaluate(() => navigator.onLine))),
      )
      .not.toContain(true);
    // a page never opened on this phone: the worker has no copy of it
    await page.goto(`${baseUrl}/FAQs`);
    await page.getByRole('heading', { name: OFFLINE_HEADING }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    const retry = page.getByRole('link', { name: 'أعد المحاولة' });
    await retry.waitFor();
    await keepScreenshot(page, 'offline-page-phone');

    // back online, retry opens the page that was asked for
    await context.setOffline(false);
    await retry.click();
    await page.waitForURL(`${baseUrl}/FAQs`);
    await expect.poll(() => page.getByRole('heading', { name: OFFLINE_HEADING }).count()).toBe(0);
  });

  it('keeps a campaign opened from a listing readable offline (issue 35)', async ({ openPage }) => {
    const { context, page } = await openPage('phone');
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    expect(await controlled(page)).toBe(true);
    await appReady(page);

    // by the router, from the home page's first card: no navigation the worker would see
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
    const campaignUrl = page.url();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await keptForOffline(page);

    await context.setOffline(true);
    await page.goto(`${baseUrl}/FAQs`).catch(() => undefined);
    await page.getByRole('heading', { name: OFFLINE_HEADING }).waitFor();
    await page.goto(campaignUrl);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('heading', { name: OFFLINE_HEADING }).count()).toBe(0);
    await keepScreenshot(page, 'offline-campaign-page-phone', { fullPage: false });
    await context.setOffline(false);
  });

  it('keeps the cash queue readable offline, marked as possibly stale, and refuses actions', async ({
    openPage,
  }) => {
    // a pending cash donation, so the queue has a card to act on
    const visitor = await openPage('phone');
    const donor = uniqueName('متبرع');
    const form = await openDonationForm(visitor.page, `${baseUrl}/${CAMPAIGN_SHORT_NAME}`);
    await fillCashDonation(form, { name: donor, email: 'offline.donor@example.com', amount: '150' });
    await form.getByRole('button', { name: donationMessages.donation.submit }).click();
    expect(await donationNumber(visitor.page)).toBeGreaterThan(0);

    const { context, page } = await openPage('phone');
    await logInAsDemoStaff(page, baseUrl);
    const card = page.getByRole('article', { name: keepCompoundNames(donor) });
    await card.waitFor();
    // the page asked the worker to keep itself for offline
    await keptForOffline(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(offlineText.staleText).waitFor();
    await expect.poll(() => page.getByText(/^قد تكون هذه القائمة قديمة — آخر تحديث /).count()).toBe(1);
    await card.waitFor();
    await keepScreenshot(page, 'offline-cash-queue-phone');

    await card.getByRole('button', { name: text.actions.contacted }).click();
    const dialog = page.getByRole('dialog', { name: text.dialogs.contactedTitle });
    const note = dialog.getByRole('textbox', { name: text.dialogs.note });
    await note.fill(NOTE);
    await dialog.getByRole('button', { name: text.dialogs.save }).click();
    // Chromium's emulated offline may leave navigator.onLine true: the app then sends the call, which
    // fails, instead of refusing it before sending; either way the worker is told nothing was saved
    const browserOffline = await page.evaluate(() => !navigator.onLine);
    const refusal = browserOffline ? offlineText.offlineRefused : offlineText.notSaved;
    await dialog.getByRole('alert').getByText(refusal).waitFor();
    expect(await note.inputValue()).toBe(NOTE);
    await keepScreenshot(page, 'offline-action-refused-phone', { fullPage: false });

    // and nothing was recorded behind the worker's back: online again, the donation has no contact
    await context.setOffline(false);
    await page.reload();
    await card.waitFor();
    expect(await page.getByText(offlineText.staleText).count()).toBe(0);
    expect(await card.getByText(text.card.lastContact).count()).toBe(0);
  });
});
