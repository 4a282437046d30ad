import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Serious and critical accessibility violations on the page, as "rule: target" lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // only the violations' details: passes and incomplete checks, never read, are a sixth of the time
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Right to left, and no serious or critical axe violation. */
export async function expectAccessible(page: Page) {
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await seriousA11yViolations(page)).toEqual([]);
}
