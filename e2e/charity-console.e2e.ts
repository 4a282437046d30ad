import fs from 'node:fs';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import type { Page } from 'playwright-core';
import { charityMessages } from '../packages/contract/src/charity/messages';
import { DEFAULT_API_SIGNATURE } from '../packages/contract/src/config-defaults';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { charityAuditMessages } from '../apps/web/src/lib/messages/charity-audit';
import { staffFactorMessages } from '../apps/web/src/lib/messages/staff-factor';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { donationNumber, fillCashDonation, openDonationForm } from './support/cash-donation';
import { addCharityStaff, enterCode, logInAsDemoStaff } from './support/charity-staff';
import { mailedLink } from './support/mail';
import { enrolStaffFactor } from './support/staff-factor-enrolment';
import { baseUrl, dataDir } from './support/athar';
import { demoRecords } from './support/demo-records';
import { campaignDonors } from './support/later-parts';

const text = charityConsoleMessages.charity;
const factorText = staffFactorMessages;
/** A seeded campaign whose charity collects cash: the demo staff member's, with seeded cash waiting. */
const { cashAndCardCampaign } = demoRecords();
const CAMPAIGN = { shortName: cashAndCardCampaign.code, id: cashAndCardCampaign.id };
/** The id in a forged staff cookie: no staff member has it. */
const UNKNOWN_STAFF_ID = 99999;
/** Seeded 80 hours ago in the same charity's queue, so 8 hours past the 72-hour promise. */
const OVERDUE_DONOR = 'حسن عبد الفتاح';
/** danger-50, the overdue card's background */
const OVERDUE_BACKGROUND = 'rgb(253, 240, 239)';

/** Follows a mailed link on this app (the mail carries PUBLIC_URL, which may name another host). */
const onThisApp = (link: string) => `${baseUrl}${new URL(link).pathname}`;
const egp = (value: string | null) => Number((value ?? '').replace(/[^\d]/g, ''));

/** A name no other run has used, in Arabic letters only (the donor name rules refuse symbols). */
function uniqueName(first: string): string {
  const letters = 'ابتثجحخدذر';
  return `${first} ${String(Date.now() % 1_000_000).replace(/\d/g, (digit) => letters[Number(digit)]!)}`;
}

async function charityOfCampaign(campaignId: number): Promise<number> {
  const response = await fetch(`${baseUrl}/api/campaigns/details?campid=${campaignId}`, {
    headers: { 'x-api-signature': DEFAULT_API_SIGNATURE },
  });
  const details = (await response.json()) as { data: Array<{ ngo_id: number }> };
  return details.data[0]!.ngo_id;
}

/** The campaign page's confirmed total, as shown to visitors. */
function campaignTotal(page: Page) {
  return page.getByRole('region', { name: campaignMessages.campaignPage.progressTitle }).locator('p').first();
}

/** The new staff member follows the invitation mail, chooses a password and logs in. */
async function acceptInvitationAndLogIn(page: Page, email: string, sentAt: number, viewport: string) {
  const password = 'console-pass-1';
  const { link } = await mailedLink(dataDir, email, 'charity/set-password', sentAt);
  await page.goto(onThisApp(link));
  await page.getByRole('heading', { name: text.setPassword.title }).waitFor();
  await page.getByLabel(accountMessages.accounts.fields.password, { exact: true }).fill(password);
  await page.getByLabel(accountMessages.accounts.fields.confirmPassword).fill(password);
  await page.getByRole('button', { name: text.setPassword.submit }).click();
  await page.getByText(charityMessages.passwordSet).waitFor();
  await page.getByRole('link', { name: text.setPassword.login }).click();
  await page.waitForURL(`${baseUrl}/charity/login`);

  await page.getByRole('heading', { name: text.login.title }).waitFor();
  await expectAccessible(page);
  await keepScreenshot(page, `charity-login-${viewport}`);
  await page.getByLabel(accountMessages.accounts.fields.email).fill(email);
  await page.getByLabel(accountMessages.accounts.fields.password).fill(password);
  await page.getByRole('button', { name: text.login.submit }).click();
  await page.waitForURL(`${baseUrl}/charity`);
}

/** The staff member enrols an authenticator from «التحقق بخطوتين»; the secret, as the page shows it. */
async function enrolSecondFactor(page: Page, viewport: string): Promise<string> {
  await page.getByRole('link', { name: factorText.nav }).click();
  return enrolStaffFactor(page, viewport);
}

describe('charity console: the charity’s admin logs in with the authenticator’s code', () => {
  it('asks the code after the password on a phone, and the activity log records it', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await logInAsDemoStaff(page, baseUrl, async (atCode) => {
      await atCode.getByRole('heading', { name: factorText.verify.title }).waitFor();
      await expectAccessible(atCode);
      await keepScreenshot(atCode, 'charity-verify-phone');
    });
    await page.getByRole('link', { name: factorText.nav }).click();
    await page.getByText(factorText.enrol.enabled).waitFor();
    await page.getByRole('link', { name: charityAuditMessages.nav }).click();
    await page.getByText(charityAuditMessages.actions['staff.login.verified']!).first().waitFor();
  });
});

describe('charity console: a cash donation from the queue to the campaign page', () => {
  it.for(['desktop', 'phone'] as const)('walks the whole journey on a %s', async (viewport, { openPage }) => {
    // a visitor donates cash: pending, so neither the total nor the donors change yet
    const visitor = await openPage(viewport);
    const donor = uniqueName('متبرع');
    const amount = viewport === 'desktop' ? 300 : 350;
    const form = await openDonationForm(visitor.page, `${baseUrl}/${CAMPAIGN.shortName}`);
    await fillCashDonation(form, { name: donor, email: 'console.donor@example.com', amount: String(amount) });
    await form.getByRole('button', { name: donationMessages.donation.submit }).click();
    expect(await donationNumber(visitor.page)).toBeGreaterThan(0);
    await visitor.page
      .getByRole('dialog', { name: donationMessages.donation.successTitle })
      .getByRole('button', { name: donationMessages.donation.done })
      .click();
    const totalBefore = egp(await campaignTotal(visitor.page).textContent());

    // the operator adds a staff member of the campaign's charity, who is mailed an invitation
    const email = `console-${viewport}-${Date.now()}@example.com`;
    const sentAt = Date.now() - 1000;
    await addCharityStaff(baseUrl, {
      ngoId: await charityOfCampaign(CAMPAIGN.id),
      email,
      name: 'سلمى الشريف',
    });
    const { context, page } = await openPage(viewport);
    await acceptInvitationAndLogIn(page, email, sentAt, viewport);
    await page.getByRole('banner').getByText('سلمى الشريف').waitFor();
    const secret = await enrolSecondFactor(page, viewport);

    // the donation waits in the queue with its 72-hour clock and a tap-to-call phone
    const card = page.getByRole('article', { name: donor });
    await card.getByText(text.clock.states.on_time).waitFor();
    expect(await card.textContent()).toMatch(/متبقٍ 7[12] ساعة/);
    expect(await card.getByRole('link', { name: /01000123456/ }).getAttribute('href')).toBe(
      'tel:01000123456',
    );
    await card.getByText(`${amount} ج.م`).waitFor();

    // the overdue one stands out by its badge, its words and its background; the oldest comes first
    const overdue = page.getByRole('article', { name: OVERDUE_DONOR });
    await overdue.getByText(text.clock.states.overdue).waitFor();
    await overdue.getByText('متأخر 8 ساعات').waitFor();
    expect(await overdue.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      OVERDUE_BACKGROUND,
    );
    // names are shown with «عبد الفتاح» kept on one line by a no-break space
    const donors = (await page.getByRole('article').locator('h2').allTextContents()).map((name) =>
      name.replace(/\s+/g, ' '),
    );
    expect(donors.indexOf(OVERDUE_DONOR)).toBeGreaterThanOrEqual(0);
    expect(donors.indexOf(OVERDUE_DONOR)).toBeLessThan(donors.indexOf(donor));
    await keepScreenshot(page, `charity-queue-${viewport}`, { fullPage: false });

    // the governorate filter keeps the donation (the form chose the first governorate)
    await page.getByLabel(donationMessages.donation.fields.city).selectOption({ index: 1 });
    await card.waitFor();
    await page.getByLabel(donationMessages.donation.fields.city).selectOption('');

    // contacted needs a note
    await card.getByRole('button', { name: text.actions.contacted }).click();
    const contacted = page.getByRole('dialog', { name: text.dialogs.contactedTitle });
    await contacted.getByRole('button', { name: text.dialogs.save }).click();
    await contacted.getByText(charityMessages.noteRequired).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `charity-queue-dialog-${viewport}`, { fullPage: false });
    await contacted.getByLabel(text.dialogs.note).fill('اتفقنا على التحصيل مساء اليوم');
    await contacted.getByRole('button', { name: text.dialogs.save }).click();
    await page.getByRole('status').filter({ hasText: charityMessages.contacted }).waitFor();
    await card.getByText(text.card.lastContact).waitFor();

    // collected, after a confirmation: the card leaves the queue
    await card.getByRole('button', { name: text.actions.collected }).click();
    const collect = page.getByRole('dialog', { name: text.dialogs.collectedTitle });
    await collect.getByRole('button', { name: text.dialogs.confirmCollected }).click();
    await page.getByRole('status').filter({ hasText: charityMessages.collected }).waitFor();
    await card.waitFor({ state: 'detached' });
    await keepScreenshot(page, `charity-queue-collected-${viewport}`, { fullPage: false });

    // the visitor's campaign page now shows the donor and the new total
    await visitor.page.reload();
    await (await campaignDonors(visitor.page)).getByText(donor).first().waitFor();
    await expect
      .poll(async () => egp(await campaignTotal(visitor.page).textContent()))
      .toBe(totalBefore + amount);

    // the records list it among this month's confirmed donations, and the CSV carries it in Arabic
    await page.getByRole('link', { name: text.nav.donations }).click();
    await page.waitForURL(`${baseUrl}/charity/donations`);
    await page.getByRole('list', { name: text.records.listLabel }).getByText(donor).waitFor();
    await page.getByRole('region', { name: text.records.totalsLabel }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `charity-records-${viewport}`);
    // donors' data: the export asks a fresh code of the authenticator first, then downloads
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.records.export }).click();
    const stepUp = page.getByRole('dialog', { name: factorText.stepUp.title });
    await stepUp.getByLabel(factorText.code.label).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `charity-step-up-${viewport}`, { fullPage: false });
    await enterCode(stepUp, secret, factorText.stepUp.submit);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^athar-donations-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain(donor);
    await page.getByRole('status').filter({ hasText: text.records.exported }).waitFor();

    // the campaigns with their totals
    await page.getByRole('link', { name: text.nav.campaigns }).click();
    await page.getByRole('list', { name: text.campaigns.listLabel }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `charity-campaigns-${viewport}`);

    // logout ends the staff session: the console sends back to its own login
    await page.getByRole('button', { name: text.header.logout }).click();
    await page.waitForURL(`${baseUrl}/charity/login`);
    await page.goto(`${baseUrl}/charity`);
    await page.waitForURL(`${baseUrl}/charity/login`);

    // a staff cookie the server no longer honours is dropped on the first 401, back to the console's login
    const revoked = {
      id: UNKNOWN_STAFF_ID,
      staff_name: 'x',
      email,
      ngo_id: cashAndCardCampaign.ngoId,
      ngo_name: 'x',
      is_admin: false,
      // a cash collector: the console opens on the cash queue, whose call the server refuses
      roles: ['collector'],
      factor_enrolled: false,
      access_token: 'a'.repeat(43),
      session: 'ready',
    };
    await context.addCookies([
      {
        name: 'staff',
        value: encodeURIComponent(JSON.stringify(revoked)),
        domain: new URL(baseUrl).hostname,
        path: '/charity',
      },
    ]);
    const refused = page.waitForResponse((response) => response.url().includes('/api/charity/cash-queue'));
    await page.goto(`${baseUrl}/charity`);
    expect((await refused).status()).toBe(401);
    await page.waitForURL(`${baseUrl}/charity/login`);
    expect((await context.cookies(`${baseUrl}/charity`)).some((cookie) => cookie.name === 'staff')).toBe(
      false,
    );
  });
});
