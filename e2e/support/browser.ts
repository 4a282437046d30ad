import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

/** Chromium (chromium.ts says which), headless, without the background traffic the network refuses. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
}

export async function newPage(
  browser: Browser,
  viewport: keyof typeof viewports,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    locale: 'ar-EG',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Keeps a screenshot as a CI artifact under e2e/artifacts/, once transitions have settled. */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // `npm test` keeps none (E2E_SCREENSHOTS=off, scripts/test.mjs): half a second of CPU each, a minute
  // of the run; a journey run by itself keeps them to look at, and a failing one always keeps its pages
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await page.screenshot({
    path: path.join(ARTIFACTS_DIR, `${name}.png`),
    fullPage: options.fullPage ?? true,
  });
}

/** The page fits the viewport's width: nothing scrolls sideways (a phone's layout holds). */
export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
