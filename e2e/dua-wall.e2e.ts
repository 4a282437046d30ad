import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { duaWallMessages } from '../apps/web/src/lib/messages/duas';
import { privacyMessages } from '../apps/web/src/lib/messages/privacy';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { revealLaterParts } from './support/later-parts';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = duaWallMessages;
/** A seeded campaign whose duas wait for the family's approval, and its creator (the family). */
const { duaWall } = demoRecords();
const CAMPAIGN = duaWall.code;
const FAMILY = { email: duaWall.creatorEmail, password: DEMO_ACCOUNT.password };
const SHOTS = '/tmp/shots-duas';

/** A 360 px screenshot kept as a CI artifact, and a copy under /tmp/shots-duas/ */
async function shot(page: Page, name: string) {
  await keepScreenshot(page, name, { fullPage: false });
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const wall = (page: Page) => page.getByRole('region', { name: text.title });
const shownList = (page: Page) => wall(page).getByRole('list', { name: text.listLabel });

describe('the dua wall (issue 20)', () => {
  it('a guest writes a dua, the family approves it, and it shows on the page', async ({ openPage }) => {
    const dua = `اللهم اغفر له وارحمه، دعاء رقم ${Date.now() % 100000}`;

    // a guest on a phone: the form asks for an e-mail and consent
    const guest = await openPage('phone');
    await guest.page.goto(`${baseUrl}/${CAMPAIGN}`);
    await revealLaterParts(guest.page);
    const section = wall(guest.page);
    await section.waitFor();
    await section.getByText(text.emptyTitle).or(shownList(guest.page)).first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(guest.page, 'dua-wall-guest-closed-phone');
    await section.getByRole('button', { name: text.form.open }).click();
    await section.getByRole('heading', { name: text.form.title }).scrollIntoViewIfNeeded();
    await shot(guest.page, 'dua-wall-guest-form-phone');
    await section.getByRole('button', { name: text.form.submit }).click();
    await section.getByText(text.form.bodyHint).waitFor();
    await section.getByLabel(text.form.body).fill(dua);
    await section.getByLabel(text.form.name).fill('أم محمد');
    await section.getByLabel(text.form.email).fill('dua.guest@example.com');
    await section.getByRole('checkbox', { name: privacyMessages.consent.label }).check();
    await section.getByRole('button', { name: text.form.submit }).click();
    await section.getByText(text.form.sentPending).waitFor();
    // pending: not on the wall yet
    expect(await section.getByText(dua).count()).toBe(0);
    await expectAccessible(guest.page);
    await section.getByText(text.form.sentPending).scrollIntoViewIfNeeded();
    await shot(guest.page, 'dua-wall-guest-sent-phone');

    // the family (the creator) logs in and sees it waiting
    const family = await openPage('phone');
    await family.page.goto(`${baseUrl}/Login`);
    await family.page.getByLabel(accountMessages.accounts.fields.email).fill(FAMILY.email);
    await family.page.getByLabel(accountMessages.accounts.fields.password).fill(FAMILY.password);
    await family.page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    await family.page.waitForURL(`${baseUrl}/`);
    await family.page.goto(`${baseUrl}/${CAMPAIGN}`);
    await revealLaterParts(family.page);
    const panel = family.page.getByRole('region', { name: text.family.title });
    const waiting = panel.getByRole('list', { name: text.family.pendingLabel }).getByRole('listitem').filter({
      hasText: dua,
    });
    await waiting.waitFor();
    expect(await panel.getByRole('checkbox', { name: text.family.approval }).isChecked()).toBe(true);
    await waiting.scrollIntoViewIfNeeded();
    await expectAccessible(family.page);
    await shot(family.page, 'dua-wall-family-pending-phone');
    await waiting.getByRole('button', { name: text.family.approveLabel('أم محمد') }).click();
    await shownList(family.page).getByText(dua).waitFor();
    // and leaves the family's waiting list once the list has caught up
    await expect.poll(() => panel.getByText(dua).count()).toBe(0);

    // the guest sees it on the page, under the name given, never the e-mail
    await guest.page.reload();
    await revealLaterParts(guest.page);
    const shown = shownList(guest.page).getByRole('listitem').filter({ hasText: dua });
    await shown.waitFor();
    expect(await shown.textContent()).toContain('أم محمد');
    expect(await guest.page.getByText('dua.guest@example.com').count()).toBe(0);
    await shown.scrollIntoViewIfNeeded();
    await shot(guest.page, 'dua-wall-shown-phone');

    // the report button asks first
    await shown.getByRole('button', { name: text.report.label('أم محمد') }).click();
    const confirm = guest.page.getByRole('dialog', { name: text.report.confirmTitle });
    await confirm.waitFor();
    await shot(guest.page, 'dua-wall-report-confirm-phone');
    await confirm.getByRole('button', { name: text.report.confirm }).click();
    await shown.getByText(text.report.done).waitFor();

    // nothing overflows the phone's width
    const overflow = await guest.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
