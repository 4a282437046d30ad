import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import type { Page } from 'playwright-core';
import { bankText as bank } from '../apps/pay/src/bank/simulator/pages';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { receiptMessages } from '../apps/web/src/lib/messages/receipt';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { CARD, lightbox, payWith, startCardDonation as startCard } from './support/card-donation';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';
import { campaignDonors } from './support/later-parts';

const text = donationMessages.donation;
/** A seeded campaign whose charity has a card merchant account (and cash collection). */
const { cashAndCardCampaign } = demoRecords();
const CARD_CAMPAIGN = cashAndCardCampaign.code;
const CAMPAIGN_PAGE = new RegExp(`/CampaignDonation/[^/]+/${cashAndCardCampaign.id}$`);
const STORED_IDS = 'athar.cardDonation';
const startCardDonation = (page: Page, donor: string, amount: string) =>
  startCard(page, `${baseUrl}/${CARD_CAMPAIGN}`, donor, amount);

const storedIds = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORED_IDS);

describe('donating by card through the bank’s lightbox', () => {
  it.for(['desktop', 'phone'] as const)(
    'confirms an approved card on %s, shows the success dialog and counts the donor',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      const donor = viewport === 'desktop' ? 'متبرعة بالبطاقة' : 'متبرع بالبطاقة';
      const form = await startCardDonation(page, donor, '٣٠٠');
      const frame = await lightbox(page);
      expect(JSON.parse((await storedIds(page)) ?? '{}')).toMatchObject({
        campaignId: cashAndCardCampaign.id,
      });
      await expectAccessible(page);
      await keepScreenshot(page, `donation-card-lightbox-${viewport}`, { fullPage: false });

      await payWith(frame, CARD.approved);
      const success = page.getByRole('dialog', { name: text.successTitle });
      await success.getByText(text.successCard).waitFor();
      // the receipt key, kept beside the ids across the bank's page, lets the guest open the receipt
      expect(
        await success.getByRole('link', { name: receiptMessages.receipt.view }).getAttribute('href'),
      ).toMatch(/^\/Receipt\/\d+\?key=[^&]+$/);
      expect(await form.isVisible()).toBe(false);
      expect(await page.getByRole('dialog', { name: text.cardOverlayTitle }).isVisible()).toBe(false);
      await expectAccessible(page);
      await keepScreenshot(page, `donation-card-success-${viewport}`, { fullPage: false });
      // the donors list and the total reload behind the dialog; the stored ids go after 3 s
      await (await campaignDonors(page)).getByText(donor).first().waitFor();
      await expect.poll(() => storedIds(page), { timeout: 6000 }).toBeNull();
    },
  );

  it('sends a declined card to /TransactionFailed and closes the form', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await startCardDonation(page, 'بطاقة مرفوضة', '150');
    await payWith(await lightbox(page), CARD.declined);
    await page.waitForURL(`${baseUrl}/TransactionFailed`);
    // the campaign named, as the api has it
    await page.getByRole('heading', { name: /^لم يكتمل تبرعك في ذكرى / }).waitFor();
    await page.getByText(text.failedReasons.declined).waitFor();
    await keepScreenshot(page, 'donation-card-declined');
  });

  it('closes the overlay and gives the form back as typed when the donor cancels on the bank’s page', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    const form = await startCardDonation(page, 'بطاقة ملغاة', '150');
    const frame = await lightbox(page);
    await frame.getByRole('button', { name: bank.cancel }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: text.cardOverlayTitle }).isVisible())
      .toBe(false);
    await form.getByText(text.failedReasons.cancelled).waitFor();
    expect(await form.getByLabel(text.fields.userName).inputValue()).toBe('بطاقة ملغاة');
    expect(await form.getByLabel(text.fields.amount).inputValue()).toBe('150');
    await keepScreenshot(page, 'donation-card-cancelled', { fullPage: false });
    expect(page.url()).toMatch(CAMPAIGN_PAGE);
    expect(await page.getByRole('dialog', { name: text.successTitle }).isVisible()).toBe(false);
  });

  it('goes to /TransactionFailed and back again when the payment host refuses a session', async ({
    openPage,
  }) => {
    const { page } = await openPage('desktop');
    await page.route('**/api/hostedcheckout/GetSessionId', (route) =>
      route.fulfill({ status: 400, json: { Success: false, Message: 'refused' } }),
    );
    await startCardDonation(page, 'جلسة مرفوضة', '150');
    await page.waitForURL(`${baseUrl}/TransactionFailed`);
    await page.waitForURL(CAMPAIGN_PAGE, { timeout: 6000 });
  });

  it('returns from the bank’s hosted page through Response.aspx to the campaign’s success dialog', async ({
    openPage,
  }) => {
    const { page } = await openPage('desktop');
    await page.goto(`${baseUrl}/${CARD_CAMPAIGN}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const payUrl = await page.locator('meta[name="athar-pay-url"]').getAttribute('content');
    // the redirect flow's client is the campaign-creation host (PRODUCT.md §4 Payment submit): call it as
    // it does
    const paymentPage = await page.evaluate(
      async ({ pay, campaignId }) => {
        const signature = document.querySelector<HTMLMetaElement>(
          'meta[name="athar-api-signature"]',
        )!.content;
        const created = await fetch('/api/donations', {
          method: 'POST',
          headers: { 'X-Api-Signature': signature, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            donation: {
              consent: true,
              user_name: 'تحويل مباشر',
              email: 'redirect@example.com',
              amount: 200,
              campaign_id: campaignId,
              type: 2,
            },
          }),
        }).then(
          (response) =>
            response.json() as Promise<{ data: { donation_id: number; payment_token: string }[] }>,
        );
        const { donation_id: donationId, payment_token: paymentToken } = created.data[0]!;
        const submitted = await fetch(`${pay}/api/Transaction/Submit`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'تحويل مباشر',
            amount: 200,
            msisdn: '',
            campaignID: campaignId,
            donationId,
            paymentToken,
            TransactionNumber: '',
          }),
        }).then((response) => response.json() as Promise<{ Success: boolean; URL: string }>);
        return { donationId, url: submitted.URL };
      },
      { pay: payUrl, campaignId: cashAndCardCampaign.id },
    );
    await page.goto(paymentPage.url);
    await page.getByLabel(bank.cardNumber).fill(CARD.number);
    await page.getByLabel(bank.expiry).fill(CARD.approved);
    await page.getByLabel(bank.csc).fill(CARD.csc);
    await page.getByRole('button', { name: bank.pay }).click();
    await page.waitForURL(CAMPAIGN_PAGE);
    const success = page.getByRole('dialog', { name: text.successTitle });
    await success.getByText(String(paymentPage.donationId), { exact: true }).waitFor();
    await (await campaignDonors(page)).getByText('تحويل مباشر').first().waitFor();
    await keepScreenshot(page, 'donation-card-redirect-return', { fullPage: false });
  });
});
