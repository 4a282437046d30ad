import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, vi } from 'vitest';
import { it } from './support/journey-test';
import type { Page } from 'playwright-core';
import { apiMessages, validationMessages } from '../packages/contract/src/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { discoveryMessages } from '../apps/web/src/lib/messages/discovery';
import { messages } from '../apps/web/src/lib/messages';
import { ARTIFACTS_DIR, viewports } from './support/browser';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl } from './support/athar';
import { appReady } from './support/app-ready';
import { demoRecords } from './support/demo-records';

const connection = messages.connection;
/** A seeded campaign in memory of a man, for the condolence card. */
const CAMPAIGN_ID = demoRecords().inMemoryOfAMan.id;
/** Where the screenshots of this journey are kept for a look, besides e2e/artifacts. */
const SHOTS_DIR = '/tmp/shots-copy';

/** The words that would blame what the visitor typed or asked for. */
const BLAMING = [validationMessages.invalidValue, apiMessages.badRequest, messages.genericError, 'طلبك'];

/** The screen as it is, kept under e2e/artifacts and SHOTS_DIR (a waiting list's skeletons pulse on offline: stilled). */
async function shoot(page: Page, name: string) {
  for (const folder of [ARTIFACTS_DIR, SHOTS_DIR]) {
    fs.mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, `${name}.png`), animations: 'disabled' });
  }
}

/**
 * The page's heading on screen, and what the browser would hit at several points of its text: the
 * heading itself (or its text), never a banner lying over it.
 */
async function headingFacts(page: Page) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  return heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = range.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
    const hits = xs.map((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });
    const banner = document.querySelector('[data-testid="connection-banner"]')?.getBoundingClientRect();
    return {
      onScreen: box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0,
      hits,
      overlapsBanner: banner ? banner.top < box.bottom && banner.bottom > box.top : false,
    };
  });
}

async function expectHeadingUncovered(page: Page) {
  const facts = await headingFacts(page);
  expect(facts.onScreen, 'the h1 is on screen').toBe(true);
  expect(facts.hits, 'nothing lies over the h1').toEqual([true, true, true]);
  expect(facts.overlapsBanner, 'the connection notice is not over the h1').toBe(false);
}

async function expectNoBlame(page: Page) {
  const words = await page.locator('body').innerText();
  for (const blame of BLAMING) expect(words, `says «${blame}»`).not.toContain(blame);
}

/** The notice at the screen's foot, with the given words, and where it sits. */
async function connectionBanner(page: Page, words: string) {
  const banner = page.getByTestId('connection-banner');
  await banner.filter({ hasText: words }).waitFor();
  const box = (await banner.boundingBox())!;
  const height = await page.evaluate(() => window.innerHeight);
  // at the foot of the screen, whole
  expect(Math.abs(box.y + box.height - height)).toBeLessThan(2);
  return banner;
}

async function openCampaigns(page: Page) {
  await page.goto(`${baseUrl}/Campaigns`);
  await page.getByRole('heading', { level: 1, name: messages.pages.campaigns }).waitFor();
  await page.locator('main ul > li').first().waitFor();
}

describe('an offline or unreachable server is said in Arabic, under an uncovered heading (issue 16)', () => {
  it.for(Object.keys(viewports) as (keyof typeof viewports)[])(
    'says the browser is offline, and goes once it is back (%s)',
    async (viewport, { openPage }) => {
      const { context, page } = await openPage(viewport);
      // the page's timers on a clock the journey moves (time still flows by itself meanwhile)
      await page.clock.install();
      await openCampaigns(page);
      expect(await page.getByTestId('connection-banner').count()).toBe(0);

      await context.setOffline(true);
      await connectionBanner(page, connection.offline);
      // a search typed while offline waits for the connection; nothing calls it a wrong input
      await page.getByRole('searchbox', { name: discoveryMessages.listStates.searchLabel }).fill('حسن');
      // past the search box's pause: the search is asked for, and waits for the connection
      await page.clock.runFor(1_000);
      await expectHeadingUncovered(page);
      await expectNoBlame(page);
      expect(await page.locator('header').getByRole('alert').innerText()).toBe('');
      await shoot(page, `arabic-copy-offline-${viewport}`);

      await context.setOffline(false);
      await page.getByTestId('connection-banner').waitFor({ state: 'detached' });
      await page.locator('main ul > li').first().waitFor();
    },
  );

  it.for(Object.keys(viewports) as (keyof typeof viewports)[])(
    'says the server could not be reached when its calls get no answer (%s)',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      await openCampaigns(page);
      await page.route('**/api/**', (route) => route.abort('connectionrefused'));
      await page.getByRole('searchbox', { name: discoveryMessages.listStates.searchLabel }).fill('حسن');

      // the list says it in place of the cards, and the notice at the foot of the screen says it too
      await page
        .getByRole('alert')
        .filter({ hasText: discoveryMessages.listStates.errorTitle })
        .filter({ hasText: connection.unreachable })
        .waitFor();
      await connectionBanner(page, connection.unreachable);
      // no red banner under the navbar, over the page's top
      expect(await page.locator('header').getByRole('alert').innerText()).toBe('');
      await expectHeadingUncovered(page);
      await expectNoBlame(page);
      await shoot(page, `arabic-copy-unreachable-${viewport}`);

      // the server is back: a retry brings the list, and the notice goes with the first answer
      await page.unrouteAll();
      await page.getByRole('button', { name: discoveryMessages.listStates.retry }).click();
      await page.getByTestId('connection-banner').waitFor({ state: 'detached' });
    },
  );

  it("takes a gateway's 502 page for an unreachable server, not a refused input", async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/Login`);
    await page.getByRole('heading', { level: 1, name: accountMessages.accounts.login.title }).waitFor();
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' }),
    );
    await page.getByLabel(accountMessages.accounts.fields.email).fill(DEMO_ACCOUNT.email);
    await page
      .getByLabel(accountMessages.accounts.fields.password, { exact: true })
      .fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: accountMessages.accounts.login.submit, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: connection.unreachable }).waitFor();
    await connectionBanner(page, connection.unreachable);
    await expectHeadingUncovered(page);
    await expectNoBlame(page);
    expect(await page.locator('body').innerText()).not.toContain(apiMessages.loginFailed);
    await shoot(page, 'arabic-copy-login-gateway-phone');
  });

  it('a page whose code cannot be downloaded offline says the connection is at fault', async ({
    browser,
  }) => {
    // without the service worker: Chromium's offline emulation does not reach the worker's own fetches,
    // so a worker that took control of the page in time would still download the chunk (a phone that
    // lost its connection has no such way round)
    const context = await browser.newContext({
      viewport: viewports.desktop,
      locale: 'ar-EG',
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/Campaigns`);
      await page.getByRole('heading', { level: 1, name: messages.pages.campaigns }).waitFor();
      // the listing is rendered on the server: its router listens for the move only once it is hydrated
      await appReady(page);
      // the connection drops once the listing has finished loading (a request still in flight when it
      // drops is not what this journey is about)
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await page.evaluate(() => {
        window.history.pushState({}, '', '/Impact');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      // polled rather than waited for, so that a failure says which heading the page showed instead
      await vi.waitFor(
        async () =>
          expect(await page.locator('h1').allInnerTexts()).toContain(messages.routeError.offlineTitle),
        { timeout: 30_000, interval: 200 },
      );
      await page.getByText(messages.routeError.offline).waitFor();
      await expectNoBlame(page);
    } finally {
      await context.close();
    }
  });
});

describe('the words a bereaved family reads (issue 16)', () => {
  it.for(Object.keys(viewports) as (keyof typeof viewports)[])(
    'the condolence card quotes the hadith with its source and closes with a prayer (%s)',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      await page.goto(`${baseUrl}/CondolenceCard/${CAMPAIGN_ID}`);
      const card = page.locator('.condolence-card');
      await card.getByRole('heading', { level: 1 }).waitFor();
      const quote = card.locator('blockquote');
      expect(await quote.innerText()).toContain(campaignMessages.condolenceCard.hadith);
      expect(await quote.locator('cite').innerText()).toBe('(رواه مسلم)');
      await card.getByText(campaignMessages.condolenceCard.prayer('male'), { exact: true }).waitFor();
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
      await shoot(page, `arabic-copy-condolence-card-${viewport}`);
    },
  );

  it('the home page speaks without calques, and its carousels are described in Arabic', async ({
    openPage,
  }) => {
    const { page } = await openPage('desktop');
    await page.goto(baseUrl);
    const title = page.getByRole('heading', { level: 1 });
    expect((await title.innerText()).trim()).toBe(discoveryMessages.home.heroTitle);
    expect(await page.locator('body').innerText()).not.toMatch(/احتف\S* بحياة/);
    const { roleDescription, slideRoleDescription } = discoveryMessages.carousel;
    await page.locator(`section[aria-roledescription="${roleDescription}"]`).first().waitFor();
    expect(await page.locator(`[aria-roledescription="${slideRoleDescription}"]`).count()).toBeGreaterThan(0);
    const described = await page
      .locator('[aria-roledescription]')
      .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('aria-roledescription')))]);
    expect(described.sort()).toEqual([roleDescription, slideRoleDescription].sort());
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).not.toMatch(/احتف/);
  });

  it("the navbar search's count agrees with its number", async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(`${baseUrl}/Campaigns`);
    const box = page.getByRole('searchbox', { name: messages.search.label });
    await box.fill('جمعية');
    const results = page.locator('[id$="-results"] a');
    await results.first().waitFor();
    const count = await results.count();
    const status = page.locator('[role="search"] [role="status"]');
    // «5 نتائج», «نتيجتان», «11 نتيجةً», never «5 نتيجة»
    await expect.poll(() => status.innerText()).toBe(messages.search.results(count));
  });
});
