import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { paymobText } from '../../apps/pay/src/gateway/simulator/messages';
import { WALLET_APPROVES, WALLET_DECLINES, WALLET_OTP } from '../../apps/pay/src/gateway/simulator/state';
import { campaignMessages } from '../../apps/web/src/lib/messages/campaigns';
import { donationMessages } from '../../apps/web/src/lib/messages/donation';
import { typeAmount } from './cash-donation';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const text = donationMessages.donation;

export type GatewayMethod = 'wallet' | 'kiosk' | 'meeza';

/** The simulator's test wallets and its one OTP. */
export const TEST_WALLET = { approves: WALLET_APPROVES, declines: WALLET_DECLINES, otp: WALLET_OTP } as const;

/** The campaign page's confirmed total in whole pounds, as shown to visitors. */
export async function campaignTotal(page: Page): Promise<number> {
  const shown = await page
    .getByRole('region', { name: campaignMessages.campaignPage.progressTitle })
    .locator('p')
    .first()
    .textContent();
  return Number((shown ?? '').replace(/[^\d]/g, ''));
}

/** Opens a campaign by its short link (`/<code>`) and waits for its page. */
export async function openCampaign(page: Page, baseUrl: string, code: number) {
  await page.goto(`${baseUrl}/${code}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Opens the donation form and fills the donor's name, e-mail and amount. */
export async function fillDonationForm(
  page: Page,
  donor: { name: string; email: string; amount: string },
): Promise<Locator> {
  await page.getByRole('button', { name: text.donate }).click();
  const form = page.getByRole('dialog', { name: /تبرّع في ذكرى/ });
  await form.getByLabel(text.fields.userName).fill(donor.name);
  await form.getByLabel(text.fields.email).fill(donor.email);
  await typeAmount(form, donor.amount);
  return form;
}

/**
 * Chooses a gateway method (for the wallet, its number too when given), submits, and waits for the
 * simulated unified checkout on the payment host.
 */
export async function submitToCheckout(
  page: Page,
  form: Locator,
  method: GatewayMethod,
  payUrl: string,
  walletPhone?: string,
) {
  await form.getByLabel(text.methods[method], { exact: true }).check();
  if (walletPhone) await form.getByLabel(text.fields.walletPhone, { exact: false }).fill(walletPhone);
  await form.getByRole('button', { name: text.submit }).click();
  await page.waitForURL((url) => url.href.startsWith(`${payUrl}/paymob/unifiedcheckout`));
  await page.getByRole('heading', { level: 1, name: paymobText.title }).waitFor();
  await page.getByText(paymobText.methods[method], { exact: true }).waitFor();
}

/**
 * The wallet's two steps on the checkout: the number (already there when it was given on the
 * donation form), then the OTP.
 */
export async function payByWallet(page: Page, phone: string, given: 'given on the form' | 'typed' = 'typed') {
  const number = page.getByLabel(paymobText.walletPhone);
  if (given === 'typed') await number.fill(phone);
  else expect(await number.inputValue()).toBe(phone);
  await page.getByRole('button', { name: paymobText.walletNext }).click();
  await page.getByText(paymobText.otpSent(phone)).waitFor();
  await page.getByLabel(paymobText.otp).fill(TEST_WALLET.otp);
  await page.getByRole('button', { name: paymobText.confirm }).click();
}

/**
 * `npm run fawry -- pay <reference>`, the operator's command, against this run's payment host: the
 * simulator marks the reference paid and sends the processed callback, as a kiosk payment arrives.
 */
export async function payKioskReference(payUrl: string, reference: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, PAY_PUBLIC_URL: payUrl };
  delete env.PAYMOB_URL;
  const { stdout } = await run('npm', ['run', '--silent', 'fawry', '--', 'pay', reference], {
    cwd: ROOT,
    env,
  });
  return stdout;
}
