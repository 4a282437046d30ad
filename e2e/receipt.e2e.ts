import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import type { Locator, Page } from 'playwright-core';
import type { CampaignDetails } from '../packages/contract/src/campaigns/details';
import { amountInArabicWords } from '../packages/contract/src/amount-in-words';
import { formatEgp } from '../packages/contract/src/money';
import { formatDate } from '../apps/web/src/lib/format-date';
import { messages } from '../apps/web/src/lib/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { receiptMessages } from '../apps/web/src/lib/messages/receipt';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import {
  donationNumber,
  fillCashDonation,
  openDonationForm,
  reportCashCollection,
} from './support/cash-donation';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = receiptMessages.receipt;
/** A seeded campaign whose charity collects cash. */
const { cashAndCardCampaign } = demoRecords();
const CAMPAIGN = { shortName: cashAndCardCampaign.code, id: cashAndCardCampaign.id };
const DEMO = DEMO_ACCOUNT;
/** A4 in PDF points (210 × 297 mm), give or take Chromium's rounding to whole CSS pixels. */
const A4 = { width: 595.3, height: 841.9 };

/** The campaign's charity, project and title, as the API gives them. */
async function campaignDetails(page: Page): Promise<CampaignDetails> {
  return page.evaluate(async (campaignId) => {
    const signature = document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')!.content;
    const response = await fetch(`/api/campaigns/details?campid=${campaignId}`, {
      headers: { 'X-Api-Signature': signature },
      cache: 'no-store',
    });
    return ((await response.json()) as { data: CampaignDetails[] }).data[0]!;
  }, CAMPAIGN.id);
}

/** Donates cash from the campaign page and answers the success dialog's donation number. */
async function donateCash(page: Page, donor: { name?: string; email?: string; amount: string }) {
  const form = await openDonationForm(page, `${baseUrl}/${CAMPAIGN.shortName}`);
  await fillCashDonation(form, donor);
  await form.getByRole('button', { name: donationMessages.donation.submit }).click();
  return donationNumber(page);
}

/** The value shown beside a label in the receipt's list of details. */
function field(receipt: Locator, label: string): Locator {
  return receipt.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

/** Page size (points) and page count of a PDF, read from its page objects. */
function pdfPages(pdf: Buffer): { width: number; height: number; count: number } {
  const source = pdf.toString('latin1');
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(source);
  return {
    width: Number(box?.[1]),
    height: Number(box?.[2]),
    count: source.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0,
  };
}

describe('the printable donation receipt', () => {
  it('links a guest’s cash donation to its receipt: pending first, the full receipt once collected', async ({
    openPage,
  }) => {
    const { page } = await openPage('desktop');
    const donor = 'سلمى المتبرعة';
    const donationId = await donateCash(page, {
      name: donor,
      email: 'receipt.guest@example.com',
      amount: '٢٥٠',
    });
    const campaign = await campaignDetails(page);

    const receiptLink = page
      .getByRole('dialog', { name: donationMessages.donation.successTitle })
      .getByRole('link', { name: text.view });
    await receiptLink.waitFor();
    await keepScreenshot(page, 'receipt-link-success-dialog-desktop', { fullPage: false });
    await receiptLink.click();
    await page.waitForURL(new RegExp(`/Receipt/${donationId}\\?key=[^&]+$`));
    const receiptUrl = page.url();

    // waiting for collection: no receipt yet, and no print button
    await page.getByRole('heading', { level: 1, name: text.pending.title }).waitFor();
    await page.getByText(text.pending.cash).waitFor();
    await page.getByText(String(donationId), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: text.print }).count()).toBe(0);
    // a receipt number is given at confirmation only
    expect(await page.getByText(text.serial(1).replace(/\d+$/, '')).count()).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page, 'receipt-pending-desktop');

    // without the key, or with a wrong one, a guest finds nothing there
    for (const other of [`/Receipt/${donationId}`, `/Receipt/${donationId}?key=wrong`]) {
      await page.goto(`${baseUrl}${other}`);
      await page.waitForURL(`${baseUrl}/PathNotFound`);
    }

    // the permit in force just before and just after the confirmation: another journey may give the
    // demo charity a permit meanwhile, and the receipt names the one in force when it was confirmed
    const permitBefore = (await campaignDetails(page)).licence.permit?.permit_number;
    await reportCashCollection(baseUrl, 'confirm', donationId);
    const permitAfter = (await campaignDetails(page)).licence.permit?.permit_number;
    await page.goto(receiptUrl);
    const receipt = page.getByRole('article', { name: text.title });
    await receipt.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await receipt.getByText(formatEgp(250), { exact: true }).waitFor();
    const today = formatDate(new Date().toISOString());
    const expected: Array<[string, string]> = [
      [text.donationNumber, String(donationId)],
      [text.confirmedAt, today],
      [text.donatedAt, today],
      [text.donorName, donor],
      [text.campaign, campaign.campaign_title],
      [text.charity, campaign.ngo_ar_name],
      [text.project, campaign.project_ar_name],
      [text.channel, text.channels.cash],
      [text.legalName, campaign.licence.legal_name ?? text.notRecorded],
      [text.registrationNumber, campaign.licence.registration_number ?? text.notRecorded],
    ];
    for (const [label, value] of expected) {
      // names are shown with compound names (عبد الرحمن) held together by a no-break space
      expect((await field(receipt, label).textContent())?.replace(/\u00A0/g, ' '), label).toBe(value);
    }
    // the charity's own serial, in the heading and the details, and the amount in words
    const serial = (await field(receipt, text.serialLabel).textContent()) ?? '';
    expect(serial).toMatch(/^[1-9]\d*$/);
    await receipt.getByText(text.serial(Number(serial)), { exact: true }).waitFor();
    await receipt.getByText(amountInArabicWords(25_000)).waitFor();
    expect(amountInArabicWords(25_000)).toBe('مائتان وخمسون جنيهًا مصريًا لا غير');
    // the permit in force today, the day it was confirmed
    const permit = (await field(receipt, text.permitNumber).textContent()) ?? '';
    expect(
      [permitBefore, permitAfter].some((number) => permit.includes(number ?? text.notRecorded)),
      `${permit} names ${permitBefore} or ${permitAfter}`,
    ).toBe(true);
    await receipt.getByText(text.directNote).waitFor();
    await receipt.getByText(messages.brand, { exact: true }).waitFor();
    expect(await receipt.getByRole('link', { name: campaign.campaign_title }).getAttribute('href')).toMatch(
      new RegExp(`^/CampaignDonation/[^/]+/${CAMPAIGN.id}$`),
    );
    const printButton = page.getByRole('button', { name: text.print });
    await printButton.waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'receipt-confirmed-desktop');

    // printed: the receipt alone, without the site's header, footer or buttons, on one A4 sheet
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root header').first().isVisible()).toBe(false);
    expect(await page.locator('#root footer').first().isVisible()).toBe(false);
    expect(await printButton.isVisible()).toBe(false);
    expect(await receipt.isVisible()).toBe(true);
    await keepScreenshot(page, 'receipt-print-desktop');
    const sheet = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    expect(sheet.width).toBeCloseTo(A4.width, -1);
    expect(sheet.height).toBeCloseTo(A4.height, -1);
    expect(sheet.count).toBe(1);

    // the same link on a phone
    const phone = await openPage('phone');
    await phone.page.goto(receiptUrl);
    await phone.page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await phone.page.getByRole('button', { name: text.print }).waitFor();
    await expectAccessible(phone.page);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await keepScreenshot(phone.page, 'receipt-confirmed-phone');
    await phone.page.emulateMedia({ media: 'print' });
    await keepScreenshot(phone.page, 'receipt-print-phone');
  });

  it('links each of a logged-in user’s donations on /MyDonations to its receipt', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/Login`);
    await page.getByLabel(accountMessages.accounts.fields.email).fill(DEMO.email);
    await page.getByLabel(accountMessages.accounts.fields.password).fill(DEMO.password);
    await page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    await page.waitForURL(`${baseUrl}/`);

    const donationId = await donateCash(page, { amount: '١٢٠' });
    await page
      .getByRole('dialog', { name: donationMessages.donation.successTitle })
      .getByRole('link', { name: text.view })
      .waitFor();

    await page.goto(`${baseUrl}/MyDonations`);
    const link = page.getByRole('link', { name: text.viewFor(donationId) });
    await link.waitFor();
    await keepScreenshot(page, 'receipt-my-donations-phone');
    await link.click();
    // the owner needs no key: the session opens it
    await page.waitForURL(`${baseUrl}/Receipt/${donationId}`);
    await page.getByRole('heading', { level: 1, name: text.pending.title }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'receipt-pending-phone');

    await reportCashCollection(baseUrl, 'confirm', donationId);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await page.getByText(formatEgp(120), { exact: true }).waitFor();
  });

  it('issues no receipt for a donation that was never collected', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    const donationId = await donateCash(page, {
      name: 'متبرع لم يُحصَّل',
      email: 'receipt.failed@example.com',
      amount: '١٠٠',
    });
    await reportCashCollection(baseUrl, 'fail', donationId);
    await page
      .getByRole('dialog', { name: donationMessages.donation.successTitle })
      .getByRole('link', { name: text.view })
      .click();
    await page.getByRole('heading', { level: 1, name: text.failed.title }).waitFor();
    expect(await page.getByRole('button', { name: text.print }).count()).toBe(0);
    await page.getByRole('link', { name: text.toCampaign }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'receipt-failed-desktop');
  });
});
