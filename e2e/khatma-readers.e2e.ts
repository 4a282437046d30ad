import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { khatmaMessages as khatmaApiMessages } from '../packages/contract/src/remembrance/khatma-messages';
import { khatmaMessages } from '../apps/web/src/lib/messages/khatma';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { revealLaterParts } from './support/later-parts';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';
import { callApi, khatmaGrid, khatmaSection, openKhatmaAsFamily } from './support/khatma';

const text = khatmaMessages;
/** A seeded family campaign with no khatma yet, used by this journey only. */
const { khatmaReaders } = demoRecords();
const SHOTS = '/tmp/shots-khatma';

async function shot(page: Page, name: string) {
  await keepScreenshot(page, name, { fullPage: false });
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const section = khatmaSection;
const grid = khatmaGrid;

/** Opens the juz's dialog from the grid and presses «احجز الجزء»; answers the dialog. */
async function reserve(page: Page, juz: number) {
  await grid(page)
    .getByRole('button', { name: text.grid.cell(juz, text.grid.states.free), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: text.reserve.title(juz) });
  await dialog.getByRole('button', { name: text.reserve.submit }).click();
  return dialog;
}

async function reservedIt(page: Page, juz: number) {
  await grid(page)
    .getByRole('button', { name: text.grid.cellMine(juz, text.grid.states.reserved) })
    .waitFor();
}

describe('a khatma read by a household behind one address (issue 34)', () => {
  it('six relatives on one Wi-Fi each take a juz; one reader is asked to mark what they hold, without blame', async ({
    openPage,
  }) => {
    // the family opens the khatma (set-up through the api, as the family's phone would)
    const sister = await openPage('phone');
    const { khatmaId } = await openKhatmaAsFamily(sister.page, khatmaReaders);

    // five relatives in the same house (this browser's address) each reserve a juz from their phones
    for (let juz = 1; juz <= 5; juz += 1) {
      const taken = await callApi(sister.page, 'POST', `/api/khatmas/${khatmaId}/parts/${juz}`, {});
      expect(taken.http, taken.message).toBe(200);
    }

    // the sixth, on the same Wi-Fi, still takes hers
    await sister.page.reload();
    await revealLaterParts(sister.page);
    await grid(sister.page).waitFor();
    await grid(sister.page).scrollIntoViewIfNeeded();
    const sixth = await reserve(sister.page, 6);
    await sixth.waitFor({ state: 'hidden' });
    await reservedIt(sister.page, 6);
    await section(sister.page).getByRole('status').filter({ hasText: 'الجزء 6' }).waitFor();
    await expectAccessible(sister.page);
    await shot(sister.page, 'khatma-readers-sixth-relative-phone');

    // she takes four more: five unread at once is what one reader holds
    for (const juz of [7, 8, 9, 10]) {
      await (await reserve(sister.page, juz)).waitFor({ state: 'hidden' });
      await reservedIt(sister.page, juz);
    }
    const sixthOfHers = await reserve(sister.page, 11);
    const refusal = sixthOfHers.getByRole('alert').filter({ hasText: khatmaApiMessages.unreadLimit });
    await refusal.waitFor();
    await expectAccessible(sister.page);
    await shot(sister.page, 'khatma-readers-own-limit-phone');
    await sixthOfHers.getByRole('button', { name: text.reserve.cancel }).click();
    await sixthOfHers.waitFor({ state: 'hidden' });

    // her cousin in the same house is another reader: not refused for what she holds
    const cousin = await openPage('phone');
    await cousin.page.goto(`${baseUrl}/${khatmaReaders.code}`);
    await revealLaterParts(cousin.page);
    await grid(cousin.page).scrollIntoViewIfNeeded();
    await (await reserve(cousin.page, 12)).waitFor({ state: 'hidden' });
    await reservedIt(cousin.page, 12);
    await shot(cousin.page, 'khatma-readers-cousin-phone');

    // once she marks a juz read, her next reservation goes through
    await section(sister.page)
      .getByRole('button', { name: text.mine.markReadLabel(6) })
      .click();
    await grid(sister.page)
      .getByRole('button', { name: text.grid.cellMine(6, text.grid.states.read) })
      .waitFor();
    await sister.page.reload();
    await revealLaterParts(sister.page);
    await grid(sister.page).scrollIntoViewIfNeeded();
    await (await reserve(sister.page, 11)).waitFor({ state: 'hidden' });
    await reservedIt(sister.page, 11);
    await section(sister.page)
      .getByTestId('khatma-progress')
      .filter({ hasText: text.progress(12, 1) })
      .waitFor();
    await shot(sister.page, 'khatma-readers-after-read-phone');

    for (const page of [sister.page, cousin.page]) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
