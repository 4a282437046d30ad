import { describe, expect } from 'vitest';
import { COUNTED_MONTHS } from '../packages/contract/src/moderation/monthly-counts';
import { trustCountsMessages } from '../apps/web/src/lib/messages/trust-counts';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { it } from './support/journey-test';

describe('/TrustandSafety publishes its monthly counts (docs/decisions/044)', () => {
  it('a visitor on a phone reads twelve months of counts in a table that scrolls by itself, not the page', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/TrustandSafety`);
    const table = page.getByRole('region', { name: trustCountsMessages.caption }).getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(1 + COUNTED_MONTHS);
    await table.getByRole('columnheader', { name: trustCountsMessages.columns.taken_down }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, 'trust-counts-phone', { fullPage: true });
  });
});
