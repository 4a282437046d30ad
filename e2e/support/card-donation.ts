import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { bankText as bank } from '../../apps/pay/src/bank/simulator/pages';
import { donationMessages } from '../../apps/web/src/lib/messages/donation';
import { typeAmount } from './cash-donation';

const text = donationMessages.donation;
/** The bank simulator's test outcomes (any 16 digits, any 3-digit CSC). */
export const CARD = { number: '5123450000000008', csc: '123', approved: '01/39', declined: '05/39' };

/** On the campaign page at `url`, a donor fills the form for a card donation and sends it. */
export async function startCardDonation(
  page: Page,
  url: string,
  donor: string,
  amount: string,
): Promise<Locator> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: text.donate }).click();
  const form = page.getByRole('dialog', { name: /تبرّع في ذكرى/ });
  await form.getByLabel(text.fields.userName).fill(donor);
  await form.getByLabel(text.fields.email).fill('card.donor@example.com');
  await typeAmount(form, amount);
  await form.getByLabel(text.methods.card).check();
  await form.getByRole('button', { name: text.submit }).click();
  return form;
}

/** The bank's lightbox inside the overlay, once it has loaded. */
export async function lightbox(page: Page): Promise<FrameLocator> {
  const overlay = page.getByRole('dialog', { name: text.cardOverlayTitle });
  await overlay.waitFor();
  const frame = overlay.frameLocator(`iframe[title="${text.cardFrameTitle}"]`);
  await frame.getByRole('button', { name: bank.pay }).waitFor();
  await expect.poll(() => overlay.getByText(text.cardLoading).count()).toBe(0);
  return frame;
}

/** Types the test card into the bank's lightbox and pays; the expiry picks the bank's answer. */
export async function payWith(frame: FrameLocator, expiry: string): Promise<void> {
  await frame.getByLabel(bank.cardNumber).fill(CARD.number);
  await frame.getByLabel(bank.expiry).fill(expiry);
  await frame.getByLabel(bank.csc).fill(CARD.csc);
  await frame.getByRole('button', { name: bank.pay }).click();
}
