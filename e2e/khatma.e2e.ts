import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { campaignPageMessages } from '../apps/web/src/lib/messages/campaign-page';
import { khatmaMessages } from '../apps/web/src/lib/messages/khatma';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { revealLaterParts } from './support/later-parts';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = khatmaMessages;
/** A seeded campaign with no khatma yet, and its creator (the family). */
const { khatma } = demoRecords();
const CAMPAIGN = khatma.code;
const FAMILY = { email: khatma.creatorEmail, password: DEMO_ACCOUNT.password };
const SHOTS = '/tmp/shots-khatma';

/** A 360 px screenshot kept as a CI artifact, and a copy under /tmp/shots-khatma/ */
async function shot(page: Page, name: string) {
  await keepScreenshot(page, name, { fullPage: false });
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const section = (page: Page) => page.getByRole('region', { name: text.title });
const progress = (page: Page) => section(page).getByTestId('khatma-progress');

describe('the shared khatma (issue 20)', () => {
  it('the family opens a khatma; a guest reserves a juz, marks it read, and the counts follow', async ({
    openPage,
  }) => {
    // the family, logged in on a phone: no khatma yet, and the button to begin one
    const family = await openPage('phone');
    await family.page.goto(`${baseUrl}/Login`);
    await family.page.getByLabel(accountMessages.accounts.fields.email).fill(FAMILY.email);
    await family.page.getByLabel(accountMessages.accounts.fields.password).fill(FAMILY.password);
    await family.page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    await family.page.waitForURL(`${baseUrl}/`);

    // a guest before the family opens one: no khatma section at all
    const guest = await openPage('phone');
    await guest.page.goto(`${baseUrl}/${CAMPAIGN}`);
    await revealLaterParts(guest.page);

    await family.page.goto(`${baseUrl}/${CAMPAIGN}`);
    await revealLaterParts(family.page);
    const open = section(family.page).getByRole('button', { name: text.family.open });
    await open.waitFor();
    expect(await section(guest.page).count()).toBe(0);
    await open.scrollIntoViewIfNeeded();
    await shot(family.page, 'khatma-family-none-phone');
    await open.click();
    await section(family.page).getByText(text.khatmaNumber(1), { exact: true }).waitFor();
    expect(await progress(family.page).textContent()).toBe(text.progress(0, 0));
    expect(
      await section(family.page).getByRole('list', { name: text.grid.label }).getByRole('button').count(),
    ).toBe(30);
    await expectAccessible(family.page);
    await section(family.page).getByRole('list', { name: text.grid.label }).scrollIntoViewIfNeeded();
    await shot(family.page, 'khatma-family-opened-phone');

    // the guest: near the top of the page, a line says the family opened a khatma; its link jumps down
    // to the khatma, the page's last block, many screens down on a phone (issue 35)
    await guest.page.reload();
    const notice = guest.page.getByRole('link', { name: campaignPageMessages.khatmaNotice.link });
    await notice.waitFor();
    // measured once the page's later parts (the donors among them) have loaded, as a reader finds it
    await revealLaterParts(guest.page);
    expect(
      await guest.page.evaluate(() => document.documentElement.scrollHeight / innerHeight),
    ).toBeGreaterThan(4);
    await guest.page
      .getByRole('region', { name: campaignPageMessages.progressTitle })
      .scrollIntoViewIfNeeded();
    await shot(guest.page, 'campaign-progress-phone');
    await notice.scrollIntoViewIfNeeded();
    await shot(guest.page, 'khatma-notice-near-top-phone');
    await notice.click();
    const headingInView = () =>
      guest.page.waitForFunction(() => {
        const top = document.getElementById('khatma-title')?.getBoundingClientRect().top;
        // below the sticky header, in the upper half of the screen
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        return top !== undefined && top >= header && top < innerHeight / 2;
      });
    // focused there, so a screen reader goes on from the khatma
    await guest.page.waitForFunction(() => document.activeElement?.id === 'khatma-title');
    await headingInView();
    // still there once the parts it passed have loaded
    await guest.page.waitForTimeout(1500);
    await headingInView();
    await shot(guest.page, 'khatma-notice-jumped-phone');

    // the guest reserves juz 3 by keyboard, with a name shown to others
    await revealLaterParts(guest.page);
    const grid = section(guest.page).getByRole('list', { name: text.grid.label });
    const juz3 = grid.getByRole('button', { name: text.grid.cell(3, text.grid.states.free), exact: true });
    await juz3.waitFor();
    await juz3.focus();
    await guest.page.keyboard.press('Enter');
    const dialog = guest.page.getByRole('dialog', { name: text.reserve.title(3) });
    await dialog.waitFor();
    await dialog.getByLabel(text.reserve.name).fill('سارة محمود');
    await dialog.getByRole('checkbox', { name: text.reserve.showName }).check();
    await expectAccessible(guest.page);
    await shot(guest.page, 'khatma-reserve-dialog-phone');
    await dialog.getByRole('button', { name: text.reserve.submit }).click();
    await dialog.waitFor({ state: 'hidden' });
    await section(guest.page).getByRole('status').filter({ hasText: 'الجزء 3' }).waitFor();
    await grid.getByRole('button', { name: text.grid.cellMine(3, text.grid.states.reserved) }).waitFor();
    expect(await progress(guest.page).textContent()).toBe(text.progress(1, 0));
    const markRead = section(guest.page).getByRole('button', { name: text.mine.markReadLabel(3) });
    await markRead.scrollIntoViewIfNeeded();
    await shot(guest.page, 'khatma-guest-reserved-phone');

    // a reserved juz does nothing when pressed
    await grid.getByRole('button', { name: text.grid.cellMine(3, text.grid.states.reserved) }).focus();
    await guest.page.keyboard.press('Enter');
    expect(await guest.page.getByRole('dialog').count()).toBe(0);

    // «قرأته», from the same browser after a reload: the secret was kept
    await guest.page.reload();
    await revealLaterParts(guest.page);
    await section(guest.page)
      .getByRole('button', { name: text.mine.markReadLabel(3) })
      .click();
    await section(guest.page).getByText(text.mine.read, { exact: true }).waitFor();
    await progress(guest.page)
      .filter({ hasText: text.progress(1, 1) })
      .waitFor();
    await grid.getByRole('button', { name: text.grid.cellMine(3, text.grid.states.read) }).waitFor();
    await section(guest.page).getByText(text.readers.item(3, 'سارة محمود'), { exact: true }).waitFor();
    await expectAccessible(guest.page);
    await progress(guest.page).scrollIntoViewIfNeeded();
    await shot(guest.page, 'khatma-guest-read-phone');

    // the family sees the counts and the name the reader chose to show
    await family.page.reload();
    await revealLaterParts(family.page);
    await progress(family.page)
      .filter({ hasText: text.progress(1, 1) })
      .waitFor();
    await section(family.page)
      .getByRole('list', { name: text.grid.label })
      .getByRole('button', { name: text.grid.cellNamed(3, text.grid.states.read, 'سارة محمود') })
      .waitFor();
    // still open: no «open the next» until all 30 are read
    expect(await section(family.page).getByRole('button', { name: text.family.openNext }).count()).toBe(0);
    await progress(family.page).scrollIntoViewIfNeeded();
    await shot(family.page, 'khatma-family-after-read-phone');

    // nothing runs past the phone's width
    const overflow = await guest.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
