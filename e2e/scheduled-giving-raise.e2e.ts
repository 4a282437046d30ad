import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_API_SIGNATURE } from '../packages/contract/src/config-defaults';
import { getScheduleSessionIdEndpoint } from '../packages/contract/src/payments/schedule-checkout';
import { createScheduleRoute } from '../packages/contract/src/routes/giving';
import { bankText as bank } from '../apps/pay/src/bank/simulator/pages';
import { givingMessages } from '../apps/web/src/lib/messages/giving';
import { baseUrl, dataDir, payUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { demoRecords } from './support/demo-records';
import { it } from './support/journey-test';
import { mailedTokenLink } from './support/mail';

/**
 * Issue 34, hole 4 (docs/decisions/027), on a phone: a donor's card schedule of 100 EGP a night is raised to
 * 500 from its page. Nothing changes until the bank has verified the card again for the new amount, on its
 * own page as at the set-up; the page says the raise waits meanwhile; the donor is mailed when it is asked
 * and when it is verified. Then (issue 35) the donor cancels the schedule from the same page: its nights
 * still to come read «أُلغيت», not «قادمة», there and when the page is opened again.
 */

const { cashAndCardCampaign } = demoRecords();
const CARD = { number: '5123450000000008', csc: '123', approved: '01/39' };
const DONOR = { name: 'متبرع الجمعة', email: 'friday.raise@example.com' };

/** A card schedule of 100 EGP every ليلة الجمعة, set up through the api as the form does: id and set-up token. */
async function cardSchedule(): Promise<{ id: number; setupToken: string }> {
  const endsOn = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${baseUrl}${createScheduleRoute.path}`, {
    method: 'POST',
    headers: {
      'X-Api-Signature': DEFAULT_API_SIGNATURE,
      'Content-Type': 'application/json',
      'Idempotency-Key': `raise-journey-${Date.now()}`,
    },
    body: JSON.stringify({
      campaign_id: cashAndCardCampaign.id,
      pattern: 'friday_eves',
      amount: 100,
      type: 2,
      ends_on: endsOn,
      donor_name: DONOR.name,
      email: DONOR.email,
      consent: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { data } = (await response.json()) as { data: { schedule_id: number; setup_token: string } };
  return { id: data.schedule_id, setupToken: data.setup_token };
}

/** The bank's verification page for a set-up token, as the browser is sent there. */
async function bankPage(scheduleId: number, setupToken: string): Promise<string> {
  const response = await fetch(`${payUrl}${getScheduleSessionIdEndpoint.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ schedule_id: scheduleId, setup_token: setupToken }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { paymentPageUrl: string }).paymentPageUrl;
}

/** The bank's page: the card verified (nothing charged); back on the schedule's page. */
async function verifyAtBank(page: Page) {
  await page.getByRole('button', { name: bank.verify }).waitFor();
  await page.getByText(bank.verifyNoCharge).waitFor();
  await page.getByLabel(bank.cardNumber).fill(CARD.number);
  await page.getByLabel(bank.expiry).fill(CARD.approved);
  await page.getByLabel(bank.csc).fill(CARD.csc);
  await page.getByRole('button', { name: bank.verify }).click();
  await page.waitForURL(/\/GivingSchedule\/\d+\?token=/);
}

describe('raising a card schedule waits for the bank (issue 34)', () => {
  it('asks the bank to verify the card for the new amount before anything changes, mails the change, and cancels', async ({
    openPage,
  }) => {
    const text = givingMessages.schedule;
    const night = givingMessages.units.night;
    const schedule = await cardSchedule();
    const { page } = await openPage('phone');
    await page.goto(await bankPage(schedule.id, schedule.setupToken));
    await verifyAtBank(page);
    const amount = page.getByRole('definition').filter({ hasText: 'ج.م' }).first();
    await expect.poll(() => amount.innerText()).toBe('100 ج.م');

    // 500 EGP a night: more than the card was verified for — on to the bank's page, nothing changed
    await page.getByLabel(night.newAmount).fill('500');
    const askedAt = Date.now();
    await page.getByRole('button', { name: text.changeAmount }).click();
    await page.getByRole('button', { name: bank.verify }).waitFor();
    await keepScreenshot(page, 'scheduled-giving-raise-bank', { fullPage: false });

    // the donor comes back without verifying: the raise waits, the amount is still 100
    await page.goBack();
    const waiting = page.getByText(night.raiseNote('500 ج.م'));
    await waiting.waitFor();
    await expect.poll(() => amount.innerText()).toBe('100 ج.م');
    await waiting.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, 'scheduled-giving-raise-waiting', { fullPage: false });
    // the donor's inbox was told at once that a raise was asked, and that nothing changes without the bank
    const askedMail = async () =>
      (await mailedTokenLink(dataDir, DONOR.email, `/GivingSchedule/${schedule.id}`, askedAt)).mail;
    await expect
      .poll(async () => (await askedMail()).subject, { timeout: 10_000 })
      .toContain('طُلب رفع مبلغ تبرعك المجدول');
    expect((await askedMail()).text).toContain('من 100 ج.م إلى 500 ج.م');

    // verified for 500: the raise is the amount now, and the donor is told by mail
    const before = Date.now();
    await page.getByRole('button', { name: text.raiseVerify }).click();
    await verifyAtBank(page);
    await expect.poll(() => amount.innerText()).toBe('500 ج.م');
    expect(await page.getByText(night.raiseNote('500 ج.م')).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await keepScreenshot(page, 'scheduled-giving-raise-verified', { fullPage: false });
    const { mail } = await mailedTokenLink(dataDir, DONOR.email, `/GivingSchedule/${schedule.id}`, before);
    expect(mail.subject).toContain('تغيّر مبلغ تبرعك المجدول');
    expect(mail.text).toContain('من 100 ج.م إلى 500 ج.م');

    // the donor cancels, every ليلة الجمعة still to come: each reads «أُلغيت» now, none «قادمة»
    const nights = page.getByRole('region', { name: night.list });
    const coming = await nights.getByText(night.statuses.upcoming, { exact: true }).count();
    expect(coming).toBeGreaterThan(1);
    await page.getByRole('button', { name: text.cancel }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.cancelYes }).click();
    await page.getByText(text.done.cancel).waitFor();
    const cancelledNights = async () => ({
      cancelled: await nights.getByText(night.statuses.cancelled, { exact: true }).count(),
      upcoming: await nights.getByText(night.statuses.upcoming, { exact: true }).count(),
    });
    await expect.poll(cancelledNights).toEqual({ cancelled: coming, upcoming: 0 });
    await page.getByText(givingMessages.statuses.cancelled, { exact: true }).waitFor();
    await page.reload();
    await expect.poll(cancelledNights).toEqual({ cancelled: coming, upcoming: 0 });
    await page.getByText(night.cancelledNote).scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, 'scheduled-giving-cancelled', { fullPage: false });
  }, 180_000);
});
