import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import type { Locator, Page } from 'playwright-core';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { discoveryMessages } from '../apps/web/src/lib/messages/discovery';
import { decodeSessionCookie, encodeSessionCookie } from '../apps/web/src/lib/session-cookie';
import { ARTIFACTS_DIR, keepScreenshot } from './support/browser';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

/**
 * A seeded campaign whose project has a short name, so the card's room is its deceased's name's, and
 * the demo account (README).
 */
const { shortProjectNameCampaign } = demoRecords();
const CAMPAIGN_ID = shortProjectNameCampaign.id;
const CAMPAIGN_CODE = shortProjectNameCampaign.code;
const DEMO = DEMO_ACCOUNT;
/** A6 in PostScript points (105 × 148 mm), as the PDF's MediaBox writes it. */
const A6_POINTS = { width: (105 / 25.4) * 72, height: (148 / 25.4) * 72 };
/** The longest name a campaign may carry (personName: 100 characters). */
const LONGEST_NAME =
  'عبد الرحمن محمد عبد الله إبراهيم عبد العزيز مصطفى عبد الحميد أحمد عبد الفتاح السيد عبد المنعم ح';

type Box = { left: number; right: number; top: number; bottom: number };

/** Pages and page size of a PDF Chromium wrote (its page objects and MediaBox are not compressed). */
function pdfPages(pdf: Buffer): { count: number; sizes: { width: number; height: number }[] } {
  const text = pdf.toString('latin1');
  const count = (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
  const sizes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
  return { count, sizes };
}

async function printedCard(page: Page) {
  await page.goto(`${baseUrl}/CondolenceCard/${CAMPAIGN_ID}`);
  const card = page.locator('.condolence-card');
  await card.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.emulateMedia({ media: 'print' });
  return card;
}

/** What a printed page shows of the card and of the site around it. */
async function printFacts(card: Locator) {
  return card.evaluate((element) => {
    const style = getComputedStyle(element);
    const sides = ['top', 'right', 'bottom', 'left'].map((side) => ({
      width: style.getPropertyValue(`border-${side}-width`),
      style: style.getPropertyValue(`border-${side}-style`),
      color: style.getPropertyValue(`border-${side}-color`),
    }));
    const shown = (selector: string) =>
      Array.from(document.querySelectorAll(selector))
        .filter((node) => !element.contains(node) && node.getClientRects().length > 0)
        .map((node) => node.outerHTML.slice(0, 80));
    return {
      sides,
      background: style.backgroundColor,
      printColorAdjust:
        style.getPropertyValue('print-color-adjust') || style.getPropertyValue('-webkit-print-color-adjust'),
      topOnPage: element.getBoundingClientRect().top + window.scrollY,
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      chromeShown: shown('#root header, #root footer, a[href="#main-content"], button, #root a, nav'),
    };
  });
}

/**
 * Each tile's box grown by how far its painting reaches outside it (outward box-shadow rings, a focus
 * outline): what the carousel's viewport would clip.
 */
async function paintedBoxes(tiles: Locator): Promise<Box[]> {
  return tiles.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      let reach = 0;
      if (style.boxShadow !== 'none') {
        for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
          if (/\binset\b/.test(shadow) || /rgba\([^)]*,\s*0\)/.test(shadow)) continue;
          const [x = 0, y = 0, blur = 0, spread = 0] = [
            ...shadow.replace(/rgba?\([^)]*\)/, '').matchAll(/(-?[\d.]+)px/g),
          ].map((match) => Number(match[1]));
          reach = Math.max(reach, Math.abs(x) + blur + spread, Math.abs(y) + blur + spread);
        }
      }
      if (style.outlineStyle !== 'none') {
        reach = Math.max(reach, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
      }
      const rect = element.getBoundingClientRect();
      return {
        left: rect.left - reach,
        right: rect.right + reach,
        top: rect.top - reach,
        bottom: rect.bottom + reach,
      };
    }),
  );
}

function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.left, `${what}: left edge`).toBeGreaterThanOrEqual(outer.left - 0.5);
  expect(inner.right, `${what}: right edge`).toBeLessThanOrEqual(outer.right + 0.5);
  expect(inner.top, `${what}: top edge`).toBeGreaterThanOrEqual(outer.top - 0.5);
  expect(inner.bottom, `${what}: bottom edge`).toBeLessThanOrEqual(outer.bottom + 0.5);
}

/** Where the carousel's track is, to a tenth of a pixel. */
const trackLeft = (track: Locator) =>
  track.evaluate((element) => element.getBoundingClientRect().left.toFixed(1));

/** Waits until the carousel's track has stopped moving (Embla eases each scroll out over a second or so). */
async function settled(track: Locator) {
  let last = '';
  let still = 0;
  for (let tries = 0; tries < 60; tries += 1) {
    const now = await trackLeft(track);
    still = now === last ? still + 1 : 0;
    if (still === 2) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the carousel never came to rest');
}

describe('the condolence card on paper, the home categories, and a session that ended', () => {
  it.for(['phone', 'desktop'] as const)(
    'prints the card framed, alone and at the top of one A6 sheet (%s)',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      const card = await printedCard(page);
      const facts = await printFacts(card);
      // the frame: a sand border on every side and the white ground, kept even without "backgrounds"
      for (const side of facts.sides) {
        expect(parseFloat(side.width)).toBeGreaterThanOrEqual(2);
        expect(side.style).toBe('solid');
        expect(side.color).toBe('rgb(224, 193, 135)');
      }
      expect(facts.background).toBe('rgb(255, 255, 255)');
      expect(facts.printColorAdjust).toBe('exact');
      expect(facts.bodyBackground).toBe('rgb(255, 255, 255)');
      // no header, footer, skip link, print or back button: the card alone, from the sheet's top
      expect(facts.chromeShown).toEqual([]);
      expect(facts.topOnPage).toBeLessThan(1);
      await keepScreenshot(page, `print-condolence-card-${viewport}`, { fullPage: false });

      const pdf = await page.pdf({ preferCSSPageSize: true });
      fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
      fs.writeFileSync(path.join(ARTIFACTS_DIR, `print-condolence-card-${viewport}.pdf`), pdf);
      const pages = pdfPages(pdf);
      expect(pages.count).toBe(1);
      expect(Math.abs(pages.sizes[0]!.width - A6_POINTS.width), 'sheet width').toBeLessThan(2);
      expect(Math.abs(pages.sizes[0]!.height - A6_POINTS.height), 'sheet height').toBeLessThan(2);

      // the longest name a family may give still fits the one sheet
      await card
        .getByRole('heading', { level: 1 })
        .evaluate((heading, name) => (heading.textContent = name), LONGEST_NAME);
      const long = pdfPages(await page.pdf({ preferCSSPageSize: true }));
      expect(long.count).toBe(1);
      await keepScreenshot(page, `print-condolence-card-long-name-${viewport}`, { fullPage: false });
    },
  );

  it.for(['phone', 'desktop'] as const)(
    'shows every home category card whole and all of one height, by keyboard and by the arrows (%s)',
    // Embla eases every scroll out over about a second, and the walk makes a dozen of them
    { timeout: 120_000 },
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      await page.goto(`${baseUrl}/`);
      const section = page.locator('section[aria-labelledby="home-categories-title"]');
      const { roleDescription, slideRoleDescription } = discoveryMessages.carousel;
      const carousel = section.locator(`section[aria-roledescription="${roleDescription}"]`);
      const tiles = carousel.locator(`[aria-roledescription="${slideRoleDescription}"] > a`);
      await tiles.first().waitFor();
      await section.scrollIntoViewIfNeeded();
      // the carousel keeps its role description and label; the slides their names
      expect(await carousel.getAttribute('aria-label')).toBe(discoveryMessages.homeSections.categoriesTitle);
      const count = await tiles.count();
      expect(count).toBeGreaterThanOrEqual(5);
      const track = carousel
        .locator(`[aria-roledescription="${slideRoleDescription}"]`)
        .first()
        .locator('..');
      const scroller = track.locator('..');
      const scrollerBox = async (): Promise<Box> => {
        const box = (await scroller.boundingBox())!;
        return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
      };

      // all of one height, the tallest name included
      const heights = await tiles.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().height),
      );
      expect(Math.max(...heights) - Math.min(...heights), heights.join(', ')).toBeLessThan(0.5);

      // right to left: the first category starts at the scroller's right edge, whole
      const first = await tiles.first().boundingBox();
      expect(Math.abs(first!.x + first!.width - (await scrollerBox()).right)).toBeLessThan(3);

      // by keyboard: each card, once focused, scrolls into view with its frame and focus ring whole
      await section.getByRole('link', { name: discoveryMessages.homeSections.allProjects }).focus();
      for (let index = 0; index < count; index += 1) {
        await page.keyboard.press('Tab');
        const tile = tiles.nth(index);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), {
            message: `Tab ${index + 1}`,
          })
          .toBe((await tile.textContent())!.trim());
        expect((await tile.textContent())!.trim().length).toBeGreaterThan(0);
        await settled(track);
        const [painted] = await paintedBoxes(tile);
        expectInside(painted!, await scrollerBox(), `focused card ${index + 1}`);
        if (index === count - 1)
          await keepScreenshot(page, `home-categories-focus-last-${viewport}`, { fullPage: false });
      }

      // by the arrows, from the start again: at every stop, each card in sight is wholly in sight
      await page.reload();
      await tiles.first().waitFor();
      await section.scrollIntoViewIfNeeded();
      const next = carousel.getByRole('button', { name: discoveryMessages.carousel.next });
      for (let stop = 0; ; stop += 1) {
        await settled(track);
        const box = await scrollerBox();
        let inSight = 0;
        for (const [index, painted] of (await paintedBoxes(tiles)).entries()) {
          if (painted.right <= box.left + 0.5 || painted.left >= box.right - 0.5) continue;
          inSight += 1;
          expectInside(painted, box, `stop ${stop}, card ${index + 1}`);
        }
        expect(inSight).toBeGreaterThanOrEqual(viewport === 'phone' ? 3 : 5);
        if (stop === 0) await keepScreenshot(page, `home-categories-${viewport}`, { fullPage: false });
        if (!(await next.isEnabled())) break;
        // the press moves the track: wait until it has begun to, then (above) until it rests — on a
        // busy machine the first frames of the easing may come later than two still readings
        const before = await trackLeft(track);
        await next.click();
        await expect.poll(() => trackLeft(track)).not.toBe(before);
        expect(stop).toBeLessThan(count);
      }
      await keepScreenshot(page, `home-categories-end-${viewport}`, { fullPage: false });
    },
  );

  it('sends a user whose session ended to log in, and back to the campaign page afterwards', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    const fields = accountMessages.accounts.fields;
    const logIn = async () => {
      await page.getByLabel(fields.email).fill(DEMO.email);
      await page.getByLabel(fields.password).fill(DEMO.password);
      await page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    };
    await page.goto(`${baseUrl}/Login`);
    await logIn();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
    // the short link's redirect names the campaign by its code; the page then moves to its full address
    // (the deceased's name): the way back is that one, compared decoded on both sides
    const fullAddress = /^\/CampaignDonation\/(?!\d+\/)[^/]+\/\d+$/;
    await page.waitForURL((url) => fullAddress.test(url.pathname));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const campaignPath = decodeURIComponent(new URL(page.url()).pathname);

    // the server no longer accepts the token the browser keeps
    const user = decodeSessionCookie(await page.evaluate(() => document.cookie));
    expect(user).not.toBeNull();
    const ended = encodeSessionCookie({ ...user!, access_token: `${user!.access_token}.ended` }, 'localhost');
    await page.evaluate((cookie) => (document.cookie = cookie), ended);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();

    // a signed-in call (the favourite star) answers 401: log in again, with this page as the way back
    await page
      .getByRole('button', { name: /المفضلة/ })
      .first()
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/Login' && decodeURIComponent(url.searchParams.get('next') ?? '') === campaignPath,
    );
    expect(await page.evaluate(() => decodeURIComponent(document.cookie).includes('access_token'))).toBe(
      false,
    );
    await keepScreenshot(page, 'session-ended-login-phone');
    await logIn();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === campaignPath);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
