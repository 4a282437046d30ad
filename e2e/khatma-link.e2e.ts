import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import {
  KHATMA_READ_LINK_PARAM,
  khatmaMessages as khatmaApiMessages,
} from '../packages/contract/src/remembrance/khatma-messages';
import { khatmaMessages } from '../apps/web/src/lib/messages/khatma';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { revealLaterParts } from './support/later-parts';
import { baseUrl, dataDir } from './support/athar';
import { mailedParamLink } from './support/mail';
import { demoRecords } from './support/demo-records';
import { khatmaGrid, khatmaSection, openKhatmaAsFamily } from './support/khatma';

const text = khatmaMessages;
/** A seeded family campaign with no khatma yet, used by this journey only. */
const { khatmaLink } = demoRecords();
const SHOTS = '/tmp/helper-khatma-shots';
const JUZ = 9;

async function shot(page: Page, name: string) {
  await keepScreenshot(page, `khatma-link-${name}`, { fullPage: false });
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const section = khatmaSection;
const grid = khatmaGrid;
const cell = (page: Page, name: string) => grid(page).getByRole('button', { name, exact: true });

describe('a khatma juz reserved on one phone and marked read from another (issue 35)', () => {
  it('a reader gives an e-mail when reserving; the mailed link, opened in a fresh browser, marks the juz read once', async ({
    openPage,
  }) => {
    // the family opens the khatma (set-up through the api, as the family's phone would)
    const reader = await openPage('phone');
    const { campaignId } = await openKhatmaAsFamily(reader.page, khatmaLink);

    // on her phone she reserves a juz and leaves her e-mail for the link
    await reader.page.reload();
    await revealLaterParts(reader.page);
    await grid(reader.page).scrollIntoViewIfNeeded();
    await cell(reader.page, text.grid.cell(JUZ, text.grid.states.free)).click();
    const dialog = reader.page.getByRole('dialog', { name: text.reserve.title(JUZ) });
    const email = `khatma-reader-${Date.now()}@example.com`;
    await dialog.getByLabel(text.reserve.contact).fill(email);
    await expectAccessible(reader.page);
    await shot(reader.page, 'reserve-with-email-360');
    const askedAt = Date.now() - 1_000;
    await dialog.getByRole('button', { name: text.reserve.submit }).click();
    await dialog.waitFor({ state: 'hidden' });
    await section(reader.page)
      .getByRole('status')
      .filter({ hasText: khatmaApiMessages.reservedWithLink(JUZ) })
      .waitFor();
    await cell(reader.page, text.grid.cellMine(JUZ, text.grid.states.reserved)).waitFor();

    // the mail as the app sent it: one opaque link to the campaign's page, naming nothing
    const { link, mail } = await mailedParamLink(dataDir, email, KHATMA_READ_LINK_PARAM, askedAt);
    expect(String(mail.html)).toContain(khatmaApiMessages.readLinkAction);
    const url = new URL(link);
    const token = url.searchParams.get(KHATMA_READ_LINK_PARAM)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([...url.searchParams.keys()]).toEqual([KHATMA_READ_LINK_PARAM]);
    expect(link).not.toContain(email);
    expect(url.pathname).toBe(`/Campaign/${campaignId}`);

    // later, on another device (a fresh browser: none of her storage), she opens the link
    const other = await openPage('phone');
    const presses: string[] = [];
    other.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/khatmas/read-link'))
        presses.push(request.url());
    });
    await other.page.goto(`${baseUrl}${url.pathname}${url.search}`);
    const panel = other.page.getByRole('region', { name: text.readLink.title });
    const press = panel.getByRole('button', { name: text.readLink.action });
    await press.waitFor();
    // opening the link marks nothing: only the press does (a mail scanner opening it changes nothing)
    expect(presses).toEqual([]);
    await expectAccessible(other.page);
    await shot(other.page, 'link-opened-360');
    await press.click();
    const done = panel.getByRole('status').filter({ hasText: khatmaApiMessages.markedReadByLink(JUZ) });
    await done.waitFor();
    expect(presses).toHaveLength(1);
    // the address no longer carries the link: copied or shared, it is the campaign's page only
    await other.page.waitForURL((address) => !address.search.includes(KHATMA_READ_LINK_PARAM));
    await shot(other.page, 'marked-read-360');

    // down to the khatma: the juz is read for everyone
    await panel.getByRole('link', { name: text.readLink.toKhatma }).click();
    await revealLaterParts(other.page);
    const readCell = cell(other.page, text.grid.cell(JUZ, text.grid.states.read));
    await readCell.waitFor();
    await readCell.scrollIntoViewIfNeeded();
    await shot(other.page, 'grid-read-360');
    expect(await noSidewaysScroll(other.page)).toBe(true);

    // the same link again: it says the juz is read, without an error, and changes nothing
    await other.page.goto(`${baseUrl}${url.pathname}${url.search}`);
    await panel.getByRole('button', { name: text.readLink.action }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: khatmaApiMessages.alreadyRead(JUZ) })
      .waitFor();
    await shot(other.page, 'already-read-360');

    // and on her phone the juz shows read too
    await reader.page.reload();
    await revealLaterParts(reader.page);
    await cell(reader.page, text.grid.cellMine(JUZ, text.grid.states.read)).waitFor();
    expect(await noSidewaysScroll(reader.page)).toBe(true);
  });
});
