import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LOCAL_PAY_WEBHOOK_SECRET } from '../../packages/server-kit/src/config';
import { donationMessages } from '../../apps/web/src/lib/messages/donation';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const text = donationMessages.donation;
const run = promisify(execFile);

/** Opens the campaign at `path` (e.g. its short name) and its donation form. */
export async function openDonationForm(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: text.donate }).click();
  const form = page.getByRole('dialog', { name: /تبرّع في ذكرى/ });
  await form.getByRole('button', { name: text.submit }).waitFor();
  return form;
}

/** Taps «مبلغ آخر» and types `amount` in the field it opens (an amount the sheet does not offer). */
export async function typeAmount(form: Locator, amount: string) {
  await form.getByRole('radio', { name: text.fields.amountOther }).check();
  await form.getByLabel(text.fields.amount).fill(amount);
}

/** Opens the message to the family behind «أضف رسالة للأسرة» and types it. */
export async function writeComment(form: Locator, comment: string) {
  await form.getByRole('button', { name: text.fields.addComment }).click();
  await form.getByLabel(text.fields.comment).fill(comment);
}

/** Fills a valid cash donation: the given donor and amount, a phone and the first city and area. */
export async function fillCashDonation(
  form: Locator,
  donor: { name?: string; email?: string; amount: string },
) {
  if (donor.name) await form.getByLabel(text.fields.userName).fill(donor.name);
  if (donor.email) await form.getByLabel(text.fields.email).fill(donor.email);
  await typeAmount(form, donor.amount);
  await form.getByLabel(text.methods.cash).check();
  await form.getByLabel(text.fields.phone).fill('٠١٠٠٠١٢٣٤٥٦');
  const city = form.getByLabel(text.fields.city);
  await expect.poll(() => city.locator('option').count()).toBeGreaterThan(1);
  await city.selectOption({ index: 1 });
  const area = form.getByLabel(text.fields.area);
  await expect.poll(() => area.locator('option').count()).toBeGreaterThan(1);
  await area.selectOption({ index: 1 });
  await form.getByLabel(text.fields.address).fill('12 شارع النصر، الدور الثالث');
}

/** The donation number the success dialog shows. */
export async function donationNumber(page: Page): Promise<number> {
  const dialog = page.getByRole('dialog', { name: text.successTitle });
  await dialog.waitFor();
  const number = dialog.getByText(text.donationNumber).locator('xpath=following-sibling::*[1]');
  return Number(await number.textContent());
}

/**
 * Reports a cash donation collected (confirm) or not (fail) the way a collector does: the operator
 * script `npm run cash`, talking to the running app over signed HTTP.
 */
export async function reportCashCollection(baseUrl: string, action: 'confirm' | 'fail', donationId: number) {
  await run('npm', ['run', 'cash', '--', action, String(donationId)], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PUBLIC_URL: baseUrl,
      PAY_WEBHOOK_SECRET: LOCAL_PAY_WEBHOOK_SECRET,
    },
  });
}
