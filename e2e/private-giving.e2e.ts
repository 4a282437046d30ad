import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it } from './support/journey-test';
import { ANONYMOUS_DONOR_NAME } from '../packages/contract/src/constants';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { visibilityMessages } from '../apps/web/src/lib/messages/visibility';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import {
  donationNumber,
  fillCashDonation,
  openDonationForm,
  reportCashCollection,
} from './support/cash-donation';
import { revealLaterParts } from './support/later-parts';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = donationMessages.donation;
const choices = visibilityMessages.field.choices;
/** A seeded campaign whose charity collects cash, and its creator (every seeded account has the demo password). */
const { cashAndCardCampaign } = demoRecords();
const CAMPAIGN = cashAndCardCampaign.code;
const CREATOR = { email: cashAndCardCampaign.creatorEmail, password: DEMO_ACCOUNT.password };

/** The public list: «المتبرعون (n)» (the family's section's title starts with the same word) */
const donorsList = (page: Page) =>
  page
    .getByRole('region', { name: new RegExp(`^${campaignMessages.campaignPage.donorsTitle}\\s*\\(`) })
    .getByRole('list');
const familyList = (page: Page) =>
  page.getByRole('region', { name: visibilityMessages.family.title }).getByRole('list');

describe('giving privately (issue 19)', () => {
  it('shows a family-only donor as «فاعل خير» without the amount, and by name to the creator', async ({
    openPage,
  }) => {
    // the donor, a guest on a phone
    const { page } = await openPage('phone');
    const form = await openDonationForm(page, `${baseUrl}/${CAMPAIGN}`);
    // one line says the choice; «تغيير» opens the four
    await form.getByText(visibilityMessages.field.summary.public).waitFor();
    await form.getByRole('button', { name: visibilityMessages.field.changeLabel }).click();
    const group = form.getByRole('group', { name: visibilityMessages.field.legend });
    expect(await group.getByRole('radio').count()).toBe(4);
    expect(await group.getByRole('radio', { name: choices.public.title }).isChecked()).toBe(true);
    const donor = `متبرعة للعائلة ${Date.now() % 100000}`.replace(/\d/g, (digit) =>
      String.fromCharCode(0x0660 + Number(digit)),
    );
    await fillCashDonation(form, { name: donor, email: 'family.only@example.com', amount: '٢٧٥' });
    await group.getByRole('radio', { name: choices.family.title }).check();
    await group.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await keepScreenshot(page, 'private-giving-choice-phone', { fullPage: false });
    await form.getByRole('button', { name: text.submit }).click();
    const donationId = await donationNumber(page);
    await page
      .getByRole('dialog', { name: text.successTitle })
      .getByRole('button', { name: text.done })
      .click();
    await reportCashCollection(baseUrl, 'confirm', donationId);

    // everyone: «فاعل خير», the amount unsaid, the name nowhere on the page
    await page.reload();
    await revealLaterParts(page);
    const newest = donorsList(page).getByRole('listitem').first();
    await newest.getByText(ANONYMOUS_DONOR_NAME).waitFor();
    await newest.getByText(visibilityMessages.amountHidden).waitFor();
    expect(await newest.textContent()).not.toMatch(/٢٧٥|275/);
    expect(await page.getByText(donor).count()).toBe(0);
    expect(await page.getByRole('region', { name: visibilityMessages.family.title }).count()).toBe(0);
    await newest.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'private-giving-public-list-phone', { fullPage: false });

    // the family: the campaign's creator, logged in, sees the name and the amount in their own section
    const family = await openPage('phone');
    await family.page.goto(`${baseUrl}/Login`);
    await family.page.getByLabel(accountMessages.accounts.fields.email).fill(CREATOR.email);
    await family.page.getByLabel(accountMessages.accounts.fields.password).fill(CREATOR.password);
    await family.page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    await family.page.waitForURL(`${baseUrl}/`);
    await family.page.goto(`${baseUrl}/${CAMPAIGN}`);
    await revealLaterParts(family.page);
    const named = familyList(family.page).getByRole('listitem').filter({ hasText: donor });
    await named.waitFor();
    expect(await named.textContent()).toMatch(/275|٢٧٥/);
    // the public list stays the public list, for the creator too
    expect(await donorsList(family.page).getByText(donor).count()).toBe(0);
    await expectAccessible(family.page);
    await named.scrollIntoViewIfNeeded();
    await keepScreenshot(family.page, 'private-giving-family-view-phone', { fullPage: false });
  });
});
