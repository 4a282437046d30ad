import { describe, expect } from 'vitest';
import type { BrowserContext, Response } from 'playwright-core';
import { it, type OpenPage } from './support/journey-test';
import { baseUrl } from './support/athar';

/** The bytes of the uploaded pictures home shows on a phone, scrolled to its foot. */
async function pictureBytes(openPage: OpenPage, headers: Record<string, string>): Promise<number> {
  const { context, page } = await openPage('phone');
  await context.setExtraHTTPHeaders(headers);
  const collected = collectPictureSizes(context);
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  // a picture answered later (a carousel's next slide) is not read once the page is closed
  const all = await Promise.all(collected.stop());
  expect(all.length).toBeGreaterThan(3);
  return all.reduce((sum, size) => sum + size, 0);
}

/** The sizes of the pictures answered until `stop()`, which answers them. */
function collectPictureSizes(context: BrowserContext): { stop(): Promise<number>[] } {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/uploads/') && response.status() === 200) {
      expect(response.headers()['vary']).toBe('Save-Data');
      sizes.push(response.body().then((body) => body.length));
    }
  };
  context.on('response', onResponse);
  return {
    stop() {
      context.off('response', onResponse);
      return sizes;
    },
  };
}

describe('a donor whose browser saves data (issue 22)', () => {
  it('downloads home with far fewer picture bytes', async ({ openPage }) => {
    const plain = await pictureBytes(openPage, {});
    const saving = await pictureBytes(openPage, { 'Save-Data': 'on' });
    expect(saving).toBeLessThan(plain / 2);
  });
});
