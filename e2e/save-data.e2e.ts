import { describe, expect, inject } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { it, type OpenPage } from './support/journey-test';

const baseUrl = inject('baseUrl');

/** The bytes of the uploaded pictures home shows on a phone, scrolled to its foot. */
async function pictureBytes(openPage: OpenPage, headers: Record<string, string>): Promise<number> {
  const { context, page } = await openPage('phone');
  await context.setExtraHTTPHeaders(headers);
  const sizes = collectPictureSizes(context);
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  expect(all.length).toBeGreaterThan(3);
  return all.reduce((sum, size) => sum + size, 0);
}

function collectPictureSizes(context: BrowserContext): Promise<number>[] {
  const sizes: Promise<number>[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/uploads/') && response.status() === 200) {
      expect(response.headers()['vary']).toBe('Save-Data');
      sizes.push(response.body().then((body) => body.length));
    }
  });
  return sizes;
}

describe('a donor whose browser saves data (issue 22)', () => {
  it('downloads home with far fewer picture bytes', async ({ openPage }) => {
    const plain = await pictureBytes(openPage, {});
    const saving = await pictureBytes(openPage, { 'Save-Data': 'on' });
    expect(saving).toBeLessThan(plain / 2);
  });
});
