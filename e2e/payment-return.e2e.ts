import { typeAmount } from './support/cash-donation';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import type { Page } from 'playwright-core';
import { DEFAULT_API_SIGNATURE } from '../packages/contract/src/config-defaults';
import { bankText as bank } from '../apps/pay/src/bank/simulator/pages';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { baseUrl, payUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = donationMessages.donation;
/** A seeded campaign whose charity has a card merchant account. */
const { cashAndCardCampaign } = demoRecords();
const CAMPAIGN_ID = cashAndCardCampaign.id;
const CARD_CAMPAIGN_CODE = cashAndCardCampaign.code;
/** The bank simulator's test outcomes (any 16 digits, any 3-digit CSC). */
const CARD = { number: '5123450000000008', csc: '123', approved: '01/39', declined: '05/39' };
const CAMPAIGN_PAGE = new RegExp(`/CampaignDonation/[^/]+/${CAMPAIGN_ID}$`);

interface CreatedCard {
  donationId: number;
  paymentToken: string;
  receiptKey: string;
}

/** POST /api/donations for a card donation, as the donor's browser does: pending until the bank says. */
async function createCardDonation(donor: string): Promise<CreatedCard> {
  const response = await fetch(`${baseUrl}/api/donations`, {
    method: 'POST',
    headers: { 'x-api-signature': DEFAULT_API_SIGNATURE, 'content-type': 'application/json' },
    body: JSON.stringify({
      donation: {
        consent: true,
        user_name: donor,
        email: 'return@example.com',
        amount: 150,
        campaign_id: CAMPAIGN_ID,
        type: 2,
      },
    }),
  });
  expect(response.status).toBe(200);
  const created = (
    (await response.json()) as {
      data: { donation_id: number; payment_token: string; receipt_key: string }[];
    }
  ).data[0]!;
  return {
    donationId: created.donation_id,
    paymentToken: created.payment_token,
    receiptKey: created.receipt_key,
  };
}

/** The redirect flow (PRODUCT.md §7 Transaction/Submit): the bank's hosted page for this donation. */
async function hostedPaymentPage(created: CreatedCard): Promise<string> {
  const response = await fetch(`${payUrl}/api/Transaction/Submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'متبرع عائد',
      amount: 150,
      msisdn: '',
      campaignID: CAMPAIGN_ID,
      donationId: created.donationId,
      paymentToken: created.paymentToken,
      TransactionNumber: '',
    }),
  });
  const submitted = (await response.json()) as { Success: boolean; URL: string };
  expect(submitted.Success).toBe(true);
  return submitted.URL;
}

async function payOnHostedPage(page: Page, url: string, expiry: string) {
  await page.goto(url);
  await page.getByLabel(bank.cardNumber).fill(CARD.number);
  await page.getByLabel(bank.expiry).fill(expiry);
  await page.getByLabel(bank.csc).fill(CARD.csc);
  await page.getByRole('button', { name: bank.pay }).click();
}

/**
 * The campaign page is up without a success dialog, and none can follow: the dialog opens only from
 * the paid donation the return page hands on in the navigation's state (returned-donation.ts), and
 * this page was handed none.
 */
async function expectCampaignWithoutSuccess(page: Page) {
  await page.waitForURL(CAMPAIGN_PAGE);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: text.donate }).first().waitFor();
  const handedOn = await page.evaluate(
    () => (history.state as { usr?: { paidDonationId?: unknown } } | null)?.usr?.paidDonationId,
  );
  expect(handedOn).toBeUndefined();
  expect(await page.getByRole('dialog', { name: text.successTitle }).count()).toBe(0);
}

const returnPath = (donationId: number, query = '') =>
  `/TransactionDonation/${donationId}?Status=1&donationID=${donationId}` +
  `&campaignName=${encodeURIComponent('الحاج_محمد')}&campaignID=${CAMPAIGN_ID}${query}`;

describe('coming back from the bank: the page asks the api before it says "paid"', () => {
  it('a Status=1 address for an unpaid donation shows no success dialog', async ({ openPage }) => {
    const unpaid = await createCardDonation('لم يدفع بعد');
    const { page } = await openPage('desktop');
    // anyone's hand-made address: the api does not show them the donation, so nothing is claimed
    await page.goto(`${baseUrl}${returnPath(unpaid.donationId)}`);
    await expectCampaignWithoutSuccess(page);
  });

  it.for(['phone', 'desktop'] as const)(
    'the donor’s own return for a payment still pending says "being confirmed" on %s, not "paid"',
    async (viewport, { openPage }) => {
      const pending = await createCardDonation('ما زال قيد التأكيد');
      const { page } = await openPage(viewport);
      await page.goto(`${baseUrl}${returnPath(pending.donationId, `&key=${pending.receiptKey}`)}`);
      await page.getByRole('heading', { name: text.returnPendingTitle }).waitFor();
      await page.getByText(String(pending.donationId), { exact: true }).waitFor();
      expect(await page.getByRole('dialog', { name: text.successTitle }).count()).toBe(0);
      expect(page.url()).toContain(`/TransactionDonation/${pending.donationId}`);
      await expectAccessible(page);
      await keepScreenshot(page, `payment-return-pending-${viewport}`, { fullPage: false });
    },
  );

  it('a genuine paid return shows the success dialog once the api has confirmed it', async ({ openPage }) => {
    const created = await createCardDonation('دفع ثم عاد');
    const { page } = await openPage('desktop');
    const checked = page.waitForRequest((request) =>
      request.url().startsWith(`${baseUrl}/api/receipts/${created.donationId}?key=`),
    );
    await payOnHostedPage(page, await hostedPaymentPage(created), CARD.approved);
    await checked;
    await page.waitForURL(CAMPAIGN_PAGE);
    const success = page.getByRole('dialog', { name: text.successTitle });
    await success.getByText(String(created.donationId), { exact: true }).waitFor();
    await success.getByText(text.successCard).waitFor();
    // the receipt key does not stay in the address bar or the history entry
    expect(page.url()).not.toContain('key=');
  });

  it.for(['phone', 'desktop'] as const)(
    'a declined card on the bank’s page says why in Arabic on /transactionfailed (%s), and leads back',
    async (viewport, { openPage }) => {
      const created = await createCardDonation('بطاقة مرفوضة');
      const { page } = await openPage(viewport);
      await payOnHostedPage(page, await hostedPaymentPage(created), CARD.declined);
      await page.waitForURL(/\/transactionfailed\?reason=declined&/);
      await page.getByRole('heading', { name: /^لم يكتمل تبرعك في ذكرى / }).waitFor();
      await page.getByText(text.failedReasons.declined).waitFor();
      // one way on: back to the campaign (issue 35), not also to /Campaigns
      expect(await page.getByRole('link', { name: text.tryAgain }).count()).toBe(0);
      await expectAccessible(page);
      await keepScreenshot(page, `payment-return-declined-${viewport}`, { fullPage: false });
      await page.getByRole('link', { name: text.retryOnCampaign }).click();
      await page.waitForURL(CAMPAIGN_PAGE);
      // "try again": the donation form opens on the same campaign
      await page.getByRole('dialog', { name: /تبرّع في ذكرى/ }).waitFor();
    },
  );
});

describe('a payment the bank has not settled', () => {
  it('is not offered again: it says so, and leads back to the campaign without the form', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    await page.goto(
      `${baseUrl}/transactionfailed?reason=unconfirmed&campaignID=${CAMPAIGN_ID}&campaignName=${encodeURIComponent('الحاج_محمد')}`,
    );
    await page.getByText(text.failedReasons.unconfirmed).waitFor();
    expect(await page.getByRole('link', { name: text.retryOnCampaign }).count()).toBe(0);
    await keepScreenshot(page, 'payment-return-unconfirmed-phone', { fullPage: false });
    await page.getByRole('link', { name: text.returnToCampaign }).click();
    await expectCampaignWithoutSuccess(page);
    expect(await page.getByRole('dialog', { name: /تبرّع في ذكرى/ }).count()).toBe(0);
  });
});

describe('the site opened on another name of this machine', () => {
  it('lands on PUBLIC_URL’s host, and a card payment then goes through', async ({ openPage }) => {
    const canonical = new URL(baseUrl);
    const other = new URL(baseUrl);
    // the e2e server's PUBLIC_URL is http://localhost:<port>, listening on 127.0.0.1 too
    other.hostname = canonical.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const { page } = await openPage('phone');
    await page.goto(`${other.origin}/${CARD_CAMPAIGN_CODE}?from=share`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).host).toBe(canonical.host);

    await page.getByRole('button', { name: text.donate }).first().click();
    const form = page.getByRole('dialog', { name: /تبرّع في ذكرى/ });
    await form.getByLabel(text.fields.userName).fill('من عنوان آخر');
    await form.getByLabel(text.fields.email).fill('other.host@example.com');
    await typeAmount(form, '150');
    await form.getByLabel(text.methods.card).check();
    await form.getByRole('button', { name: text.submit }).click();
    const overlay = page.getByRole('dialog', { name: text.cardOverlayTitle });
    const frame = overlay.frameLocator(`iframe[title="${text.cardFrameTitle}"]`);
    await frame.getByLabel(bank.cardNumber).fill(CARD.number);
    await frame.getByLabel(bank.expiry).fill(CARD.approved);
    await frame.getByLabel(bank.csc).fill(CARD.csc);
    await frame.getByRole('button', { name: bank.pay }).click();
    await page.getByRole('dialog', { name: text.successTitle }).getByText(text.successCard).waitFor();
  });
});
