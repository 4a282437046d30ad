import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Serious and critical accessibility violations on the page, as "rule: target" lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // only the violations' details: passes and incomplete checks, never read, are a sixth of the time.
  // A page without frames is checked by one axe.run in the page: the default runs axe in each frame,
  // then opens a blank page to join the frames' results — twice the time (docs/decisions/055). A page
  // with a frame (the bank's lightbox, another origin) keeps the default, which checks inside it.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Right to left, and no serious or critical axe violation. */
export async function expectAccessible(page: Page) {
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await seriousA11yViolations(page)).toEqual([]);
}
