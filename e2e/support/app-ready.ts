import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated or rendered the page (`<html data-app-ready>`, apps/web/src/main.tsx).
 * A server-rendered page (docs/decisions/024) shows its first screen before its scripts run; a step that
 * needs the app itself, not a link or a form the browser handles alone, waits for this first.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}
