import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test } from 'vitest';
import path from 'node:path';
import { ARTIFACTS_DIR, launchChromium, newPage, type viewports } from './browser';
import { watchHydrationErrors } from './hydration-errors';
import { recordPageActivity } from './page-activity';

/** A fresh browser context (its own cookies and storage) and its first page, on one viewport. */
export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

export type OpenPage = (viewport: keyof typeof viewports) => Promise<OpenedPage>;

/**
 * `it` for browser journeys. `browser` is one Chromium per worker, launched when a test first needs
 * it and kept for the worker's files (a launch is half a second of CPU; each test has contexts of its
 * own, so no file sees another's cookies or pages); `openPage(viewport)` opens a context and its page that are closed when
 * the test ends, passed or failed, so a failing journey never leaves a context open for the next. A
 * test whose pages logged a hydration error fails when it ends. A test that fails prints what its pages
 * did (page-activity.ts) and keeps a screenshot of each page still open.
 */
export const it = test
  // vitest reads what a fixture depends on from its destructured first argument: none here
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('openPage', async ({ browser, onTestFailed, task }, { onCleanup }): Promise<OpenPage> => {
    const opened: BrowserContext[] = [];
    const hydrationErrors: (() => string[])[] = [];
    const activities: (() => string[])[] = [];
    onTestFailed(() => {
      const report = activities.map((activity, index) => [`context ${index + 1}:`, ...activity()].join('\n'));
      console.error(`What the pages did before "${task.name}" failed:\n${report.join('\n')}`);
    });
    onCleanup(async () => {
      // the test has failed by now if it did: each page as it was, before its context closes
      if (task.result?.state === 'fail') {
        const pages = opened.flatMap((context) => context.pages());
        await Promise.allSettled(
          pages.map((page, index) =>
            // no wait for animations to end, as keepScreenshot does: a spinner never ends
            page.screenshot({
              path: path.join(
                ARTIFACTS_DIR,
                `failed-${task.name.replace(/\W+/g, '-').slice(0, 80)}-${index + 1}.png`,
              ),
              fullPage: true,
              timeout: 5_000,
            }),
          ),
        );
      }
      const closed = await Promise.allSettled(opened.map((context) => context.close()));
      const failure = closed.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      // a page the server rendered that React could not hydrate as sent is a bug (docs/decisions/024)
      const errors = hydrationErrors.flatMap((list) => list());
      if (errors.length > 0)
        throw new Error(`React could not hydrate the server's markup:\n${errors.join('\n')}`);
    });
    return async (viewport) => {
      const { context, page } = await newPage(browser, viewport);
      opened.push(context);
      hydrationErrors.push(watchHydrationErrors(context));
      activities.push(recordPageActivity(context));
      return { context, page };
    };
  });
