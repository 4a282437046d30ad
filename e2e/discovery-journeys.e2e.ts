import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { messages } from '../apps/web/src/lib/messages';
import { discoveryMessages } from '../apps/web/src/lib/messages/discovery';
import { keepScreenshot } from './support/browser';
import { baseUrl } from './support/athar';

const viewports = ['desktop', 'phone'] as const;
/** An id no charity has. */
const UNKNOWN_CHARITY_ID = 99999;

describe('discovery journeys', () => {
  it.for(viewports)(
    'goes home → all campaigns → load more → a campaign on %s',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      await page.goto(baseUrl);
      const homeCards = page.locator(
        '#home-campaigns-title ~ * article, section[aria-labelledby="home-campaigns-title"] article',
      );
      await expect.poll(() => homeCards.count()).toBe(5);
      await keepScreenshot(page, `discovery-home-${viewport}`);
      await page.getByRole('link', { name: discoveryMessages.homeSections.allCampaigns }).click();
      await page.waitForURL(`${baseUrl}/Campaigns`);
      const cards = page.locator('main article');
      await expect.poll(() => cards.count()).toBe(20);
      const twentieth = /\/(\d+)$/.exec(
        (await cards.nth(19).getByRole('link').getAttribute('href')) ?? '',
      )?.[1];
      const nextPage = page.waitForRequest((request) => request.url().includes('offset=20'));
      const loadMore = page.getByRole('button', { name: discoveryMessages.listStates.loadMore });
      await loadMore.click();
      // the next page starts after the last card shown (keyset paging), not by walking 20 rows
      expect(new URL((await nextPage).url()).searchParams.get('after')).toBe(twentieth);
      await expect.poll(() => cards.count()).toBe(40);
      await keepScreenshot(page, `discovery-campaigns-${viewport}`, { fullPage: false });
      const last = cards.nth(39).getByRole('link');
      const href = await last.getAttribute('href');
      const id = /\/(\d+)$/.exec(href ?? '')?.[1];
      expect(id).toBeTruthy();
      await last.click();
      await page.waitForURL(new RegExp(`/CampaignDonation/[^/]+/${id}$`));
    },
  );

  it.for(viewports)(
    'finds a campaign from the navbar with a variant spelling on %s',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      await page.goto(`${baseUrl}/Impact`);
      if (viewport === 'phone') {
        await page.getByRole('button', { name: messages.search.label }).click();
      }
      const box = page.getByRole('searchbox', { name: messages.search.label });
      await box.fill('مصطفي عبد الحميد');
      const result = page.getByRole('link', { name: /المرحوم مصطفى عبد الحميد/ });
      await result.waitFor();
      await keepScreenshot(page, `discovery-search-${viewport}`, { fullPage: false });
      await result.click();
      await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
      expect(decodeURIComponent(page.url())).toContain('المرحوم_مصطفى_عبد_الحميد');
    },
  );

  it.for(viewports)('opens a charity from the home logo carousel on %s', async (viewport, { openPage }) => {
    const { page } = await openPage(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(baseUrl);
    const carousel = page.locator(
      `section[aria-roledescription="${discoveryMessages.carousel.roleDescription}"][aria-label="${discoveryMessages.homeSections.ngosTitle}"]`,
    );
    await carousel.scrollIntoViewIfNeeded();
    const logo = carousel.getByRole('link').first();
    const name = (await logo.textContent())?.trim() ?? '';
    await logo.click();
    await page.waitForURL(/\/NGODetails\/[^/]+\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('heading', { name: discoveryMessages.ngoDetails.projectsTitle }).waitFor();
    await keepScreenshot(page, `discovery-ngo-details-${viewport}`);
    await page.goto(`${baseUrl}/NGODetails/x/${UNKNOWN_CHARITY_ID}`);
    await page.waitForURL(`${baseUrl}/PathNotFound`);
  });

  it.for(viewports)(
    'sends the contact form after fixing a bad e-mail on %s',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      await page.goto(`${baseUrl}/ContactUs`);
      const text = discoveryMessages.contact;
      await page.getByLabel(text.name).fill('سارة محمود');
      await page.getByLabel(text.email).fill('sara-at-example.com');
      await page.getByLabel(text.details).fill('أود أن أسأل عن طريقة إضافة جمعيتنا إلى الموقع.');
      await page.getByRole('button', { name: text.send }).click();
      await page.getByText('البريد الإلكتروني غير صحيح').waitFor();
      expect(await page.getByLabel(text.email).getAttribute('aria-invalid')).toBe('true');
      await keepScreenshot(page, `discovery-contact-error-${viewport}`, { fullPage: false });
      await page.getByLabel(text.email).fill('sara@example.com');
      await page.getByRole('button', { name: text.send }).click();
      await page.getByText(text.sent).waitFor();
      await keepScreenshot(page, `discovery-contact-sent-${viewport}`, { fullPage: false });
    },
  );
});
