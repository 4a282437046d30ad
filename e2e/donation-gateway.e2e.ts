import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import type { Locator, Page } from 'playwright-core';
import { formatEgp } from '../packages/contract/src/money';
import { charityMessages } from '../packages/contract/src/charity/messages';
import { paymobText } from '../apps/pay/src/gateway/simulator/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { receiptMessages } from '../apps/web/src/lib/messages/receipt';
import { shellMessages } from '../apps/web/src/lib/messages/shell';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { addCharityStaff } from './support/charity-staff';
import {
  campaignTotal,
  fillDonationForm,
  openCampaign,
  payByWallet,
  payKioskReference,
  submitToCheckout,
  TEST_WALLET,
} from './support/gateway-donation';
import { mailedLink } from './support/mail';
import { baseUrl, dataDir, payUrl } from './support/athar';
import { demoRecords } from './support/demo-records';
import { campaignDonors } from './support/later-parts';

const text = donationMessages.donation;
const receiptText = receiptMessages.receipt;
const consoleText = charityConsoleMessages.charity;
/**
 * Seeded campaigns whose charities have an account at the Paymob-protocol gateway: the first takes
 * wallet, kiosk and Meeza, the Meeza one is another charity's. One campaign per journey, so each
 * total moves only by its own donation.
 */
const records = demoRecords();
const CAMPAIGNS = {
  walletApproved: records.walletApproved,
  walletDeclined: records.walletDeclined,
  kiosk: records.kiosk,
  meeza: records.meeza,
  console: records.walletConsole,
};
const campaignPathOf = (id: number) => new RegExp(`/CampaignDonation/[^/]+/${id}$`);

/** The value shown beside a label in the receipt's list of details. */
function field(receipt: Locator, label: string): Locator {
  return receipt.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

/** The campaign page's success dialog after a paid return, with its receipt link. */
async function paidSuccess(page: Page, campaignId: number): Promise<Locator> {
  await page.waitForURL(campaignPathOf(campaignId));
  const success = page.getByRole('dialog', { name: text.successTitle });
  await success.getByText(text.successCard).waitFor();
  const link = success.getByRole('link', { name: receiptText.view });
  expect(await link.getAttribute('href')).toMatch(/^\/Receipt\/\d+\?key=[^&]+$/);
  return link;
}

describe('donating through the Paymob-protocol gateway on a phone', () => {
  it('confirms an approved wallet payment, counts the donor and issues the wallet receipt', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    const campaign = CAMPAIGNS.walletApproved;
    const donor = 'متبرع بالمحفظة';
    await openCampaign(page, baseUrl, campaign.code);
    const totalBefore = await campaignTotal(page);

    const form = await fillDonationForm(page, {
      name: donor,
      email: 'wallet.donor@example.com',
      amount: '٢٠٠',
    });
    // the charity's methods, each with its own explanation
    for (const method of ['wallet', 'kiosk', 'meeza'] as const) {
      const radio = form.getByRole('radio', { name: text.methods[method], exact: true });
      await radio.waitFor();
      expect(await radio.getAttribute('aria-describedby')).toBeTruthy();
    }
    await form.getByText(text.methods.walletHint).waitFor();
    await form.getByText(text.methods.kioskHint).waitFor();
    await expectAccessible(page);
    await form.getByRole('radio', { name: text.methods.kiosk, exact: true }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'donation-gateway-methods-phone', { fullPage: false });

    // the wallet number given on the form is on the checkout already: typed once
    await submitToCheckout(page, form, 'wallet', payUrl, TEST_WALLET.approves);
    expect(await page.locator('#amount').textContent()).toBe(formatEgp(200));
    await expectAccessible(page);
    await keepScreenshot(page, 'donation-gateway-wallet-checkout-phone');
    await payByWallet(page, TEST_WALLET.approves, 'given on the form');

    const receiptLink = await paidSuccess(page, campaign.id);
    await expectAccessible(page);
    await keepScreenshot(page, 'donation-gateway-wallet-success-phone', { fullPage: false });
    await (await campaignDonors(page)).getByText(donor).first().waitFor();
    await expect.poll(() => campaignTotal(page)).toBe(totalBefore + 200);

    await receiptLink.click();
    await page.waitForURL(/\/Receipt\/\d+\?key=[^&]+$/);
    const receipt = page.getByRole('article', { name: receiptText.title });
    await receipt.getByRole('heading', { level: 1, name: receiptText.title }).waitFor();
    expect(await field(receipt, receiptText.channel).textContent()).toBe(receiptText.channels.wallet);
    expect((await field(receipt, receiptText.donorName).textContent())?.replace(/\u00A0/g, ' ')).toBe(donor);
    expect(await field(receipt, receiptText.confirmedAt).textContent()).toBeTruthy();
    await page.getByRole('button', { name: receiptText.print }).waitFor();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepScreenshot(page, 'donation-gateway-wallet-receipt-phone');
  });

  it('sends a declined wallet payment to /transactionfailed and counts nothing', async ({ openPage }) => {
    const { page } = await openPage('phone');
    const campaign = CAMPAIGNS.walletDeclined;
    const donor = 'محفظة مرفوضة';
    await openCampaign(page, baseUrl, campaign.code);
    const totalBefore = await campaignTotal(page);

    const form = await fillDonationForm(page, {
      name: donor,
      email: 'wallet.declined@example.com',
      amount: '150',
    });
    await submitToCheckout(page, form, 'wallet', payUrl);
    await payByWallet(page, TEST_WALLET.declines);

    await page.waitForURL(
      (url) =>
        url.href.startsWith(`${baseUrl}/transactionfailed?`) &&
        url.searchParams.get('reason') === 'insufficient' &&
        url.searchParams.get('method') === 'wallet' &&
        url.searchParams.get('campaignID') === String(campaign.id),
    );
    // the reason the gateway gave (the simulator's «Insufficient balance»), once, and the campaign named
    await page.getByRole('heading', { level: 1, name: /^لم يكتمل تبرعك في ذكرى / }).waitFor();
    await page.getByText(text.failedByMethod.wallet.insufficient).waitFor();
    expect(await page.getByText('البطاقة').count()).toBe(0);
    expect(await page.getByRole('link').filter({ hasText: text.tryAgain }).count()).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page, 'donation-gateway-wallet-declined-phone');

    // back to the same campaign, the form as the donor left it; its total unchanged, no such donor
    await page.getByRole('link', { name: text.retryOnCampaign }).click();
    await page.waitForURL(campaignPathOf(campaign.id));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const again = page.getByRole('dialog', { name: /تبرّع في ذكرى/ });
    expect(await again.getByLabel(text.fields.userName).inputValue()).toBe(donor);
    await again.getByRole('button', { name: shellMessages.dialog.close }).click();
    expect(await campaignTotal(page)).toBe(totalBefore);
    expect(await (await campaignDonors(page)).getByText(donor).count()).toBe(0);
  });

  it('gives a kiosk reference that counts only once paid through `npm run fawry -- pay`', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    const campaign = CAMPAIGNS.kiosk;
    const donor = 'متبرعة برمز الدفع';
    await openCampaign(page, baseUrl, campaign.code);
    const totalBefore = await campaignTotal(page);

    const form = await fillDonationForm(page, {
      name: donor,
      email: 'kiosk.donor@example.com',
      amount: '250',
    });
    await submitToCheckout(page, form, 'kiosk', payUrl);
    await page.getByText(paymobText.kioskIntro).waitFor();
    await page.getByRole('button', { name: paymobText.kioskGet }).click();
    const code = page.locator('#bill-reference');
    await code.waitFor();
    const reference = (await code.textContent())?.trim() ?? '';
    expect(reference).toMatch(/^\d{8}$/);
    await page.getByText(paymobText.kioskDue).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'donation-gateway-kiosk-checkout-phone');

    // back to the site: the receipt page holds the code until it is paid
    await page.getByRole('link', { name: paymobText.backToSite }).click();
    await page.waitForURL(/\/Receipt\/\d+\?key=[^&]+$/);
    const receiptUrl = page.url();
    await page.getByRole('heading', { level: 1, name: receiptText.kiosk.title }).waitFor();
    await page.getByText(reference, { exact: true }).waitFor();
    await page.getByRole('button', { name: receiptText.kiosk.copyLabel(reference) }).waitFor();
    await page.getByText(/^ادفعه قبل .+ \(بتوقيت القاهرة\)$/).waitFor();
    await page.getByText(receiptText.kiosk.countsAfterPayment).waitFor();
    expect(await page.getByRole('button', { name: receiptText.print }).count()).toBe(0);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepScreenshot(page, 'donation-gateway-kiosk-receipt-pending-phone');

    // unpaid, it counts nowhere
    const visitor = await openPage('phone');
    await openCampaign(visitor.page, baseUrl, campaign.code);
    expect(await campaignTotal(visitor.page)).toBe(totalBefore);
    expect(await (await campaignDonors(visitor.page)).getByText(donor).count()).toBe(0);

    // hours later, the donor pays at a kiosk
    const said = await payKioskReference(payUrl, reference);
    expect(said).toContain(`reference ${reference} paid: 250`);
    await expect
      .poll(
        async () => {
          await page.goto(receiptUrl);
          await page.getByRole('heading', { level: 1 }).waitFor();
          return page.getByRole('heading', { level: 1, name: receiptText.title }).count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    const receipt = page.getByRole('article', { name: receiptText.title });
    expect(await field(receipt, receiptText.channel).textContent()).toBe(receiptText.channels.kiosk);
    await expectAccessible(page);
    await keepScreenshot(page, 'donation-gateway-kiosk-receipt-paid-phone');

    await visitor.page.reload();
    await (await campaignDonors(visitor.page)).getByText(donor).first().waitFor();
    await expect.poll(() => campaignTotal(visitor.page)).toBe(totalBefore + 250);

    // the same code cannot be paid twice
    await expect(payKioskReference(payUrl, reference)).rejects.toThrow(/already paid/);
  });

  it('confirms an approved Meeza card on another charity’s campaign', async ({ openPage }) => {
    const { page } = await openPage('phone');
    const campaign = CAMPAIGNS.meeza;
    const donor = 'متبرع ببطاقة ميزة';
    await openCampaign(page, baseUrl, campaign.code);
    const totalBefore = await campaignTotal(page);

    const form = await fillDonationForm(page, {
      name: donor,
      email: 'meeza.donor@example.com',
      amount: '300',
    });
    await submitToCheckout(page, form, 'meeza', payUrl);
    await page.getByLabel(paymobText.cardNumber).fill('5078030000000008');
    await page.getByLabel(paymobText.expiry).fill('01/39');
    await page.getByLabel(paymobText.cvv).fill('123');
    await expectAccessible(page);
    await keepScreenshot(page, 'donation-gateway-meeza-checkout-phone');
    await page.getByRole('button', { name: paymobText.pay }).click();

    const receiptLink = await paidSuccess(page, campaign.id);
    await (await campaignDonors(page)).getByText(donor).first().waitFor();
    await expect.poll(() => campaignTotal(page)).toBe(totalBefore + 300);
    await receiptLink.click();
    const receipt = page.getByRole('article', { name: receiptText.title });
    await receipt.getByRole('heading', { level: 1, name: receiptText.title }).waitFor();
    expect(await field(receipt, receiptText.channel).textContent()).toBe(receiptText.channels.meeza);
    await keepScreenshot(page, 'donation-gateway-meeza-receipt-phone');
  });

  it('shows a wallet donation in the charity console with its channel and the per-channel totals', async ({
    openPage,
  }) => {
    const campaign = CAMPAIGNS.console;
    const donor = 'متبرعة بالمحفظة للجمعية';
    const visitor = await openPage('phone');
    await openCampaign(visitor.page, baseUrl, campaign.code);
    const form = await fillDonationForm(visitor.page, {
      name: donor,
      email: 'wallet.console@example.com',
      amount: '175',
    });
    await submitToCheckout(visitor.page, form, 'wallet', payUrl);
    await payByWallet(visitor.page, TEST_WALLET.approves);
    await paidSuccess(visitor.page, campaign.id);

    // a staff member of the campaign's charity, invited as the operator does, logs in
    const { page } = await openPage('phone');
    const email = 'wallet.console.staff@example.com';
    const password = 'console-pass-1';
    const sentAt = Date.now();
    await addCharityStaff(baseUrl, { ngoId: campaign.ngoId, email, name: 'موظفة نور الخير' });
    const { link } = await mailedLink(dataDir, email, 'charity/set-password', sentAt);
    // the mail carries PUBLIC_URL, which may name another host
    await page.goto(`${baseUrl}${new URL(link).pathname}`);
    await page.getByLabel(accountMessages.accounts.fields.password, { exact: true }).fill(password);
    await page.getByLabel(accountMessages.accounts.fields.confirmPassword).fill(password);
    await page.getByRole('button', { name: consoleText.setPassword.submit }).click();
    await page.getByText(charityMessages.passwordSet).waitFor();
    await page.goto(`${baseUrl}/charity/login`);
    await page.getByLabel(accountMessages.accounts.fields.email).fill(email);
    await page.getByLabel(accountMessages.accounts.fields.password).fill(password);
    await page.getByRole('button', { name: consoleText.login.submit }).click();
    await page.waitForURL(`${baseUrl}/charity`);

    await page.getByRole('link', { name: consoleText.nav.donations }).click();
    await page.waitForURL(`${baseUrl}/charity/donations`);
    const record = page
      .getByRole('list', { name: consoleText.records.listLabel })
      .getByRole('listitem')
      .filter({ hasText: donor });
    await record.getByText(consoleText.records.channels.wallet, { exact: true }).waitFor();
    await record.getByText(formatEgp(175), { exact: true }).waitFor();
    const perChannel = page.getByRole('table', { name: consoleText.records.perChannelLabel });
    await perChannel.getByRole('rowheader', { name: consoleText.records.channels.wallet }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'donation-gateway-console-records-phone');

    // filtered to wallets: the donation stays, and the per-channel table holds wallets alone
    await page
      .getByLabel(consoleText.records.channel)
      .selectOption({ label: consoleText.records.channels.wallet });
    await expect
      .poll(() => perChannel.getByRole('rowheader').allTextContents())
      .toEqual([consoleText.records.channels.wallet]);
    await record.waitFor();
    await perChannel.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'donation-gateway-console-wallets-phone', { fullPage: false });
  });
});
