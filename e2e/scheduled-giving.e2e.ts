import { describe, expect } from 'vitest';
import type { Response } from 'playwright-core';
import { DEFAULT_API_SIGNATURE } from '../packages/contract/src/config-defaults';
import { formatEgp, formatPiasters } from '../packages/contract/src/money';
import { piasters } from '../packages/contract/src/piasters';
import type { ScheduleView } from '../packages/contract/src/giving/schedules';
import { bankText as bank } from '../apps/pay/src/bank/simulator/pages';
import { givingMessages as apiText } from '../packages/contract/src/giving/giving-messages';
import { givingMessages } from '../apps/web/src/lib/messages/giving';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { giveConsent } from './support/consent';
import { it } from './support/journey-test';
import { revealLaterParts } from './support/later-parts';
import { atharWithTestClock, cairoInstant } from './support/test-clock';
import { demoRecords } from './support/demo-records';

/**
 * Scheduled giving's journey (docs/decisions/020): a donor on a phone first looks at ليلة الجمعة (every
 * Thursday evening after Maghrib, docs/decisions/030) and its planned Thursdays, then sets up the last ten
 * nights of Ramadan by card, the bank verifies the card, then the test clock walks through each night at
 * 20:30 Cairo time and runs the nightly job, as the cron would; the donor sees every night confirmed, and
 * the campaign's total grows by exactly what the nights come to.
 *
 * This file runs its own Athar with TEST_CLOCK=on (the shared one keeps the real clock). The nights are
 * read from what the pages get, never hard-coded: the coming Ramadan (1448, in February–March 2027 for a
 * run in late 2026) has 29 days by the calendar Athar reckons without an operator's correction, so the
 * last ten are nine nights (21st–29th); a Ramadan of 30 days gives ten.
 */

/** A seeded campaign whose charity takes cards (a merchant account) and whose permit is in force. */
const { cashAndCardCampaign } = demoRecords();
const CARD_CAMPAIGN = cashAndCardCampaign.code;
const CAMPAIGN_ID = cashAndCardCampaign.id;
/** EGP per night */
const NIGHT_EGP = 100;
/** The bank simulator's test card that the bank verifies and later charges without a decline. */
const CARD = { number: '5123450000000008', csc: '123', approved: '01/39' };
const DONOR = { name: 'متبرعة الليالي العشر', email: 'ten.nights@example.com' };

const { athar, setClock, runJob, mailedHref } = atharWithTestClock();

/** The campaign's confirmed total (EGP) and donation count, as the campaign page reads them. */
async function campaignTotals(): Promise<{ collected: number; donations: number }> {
  const response = await fetch(`${athar().baseUrl}/api/campaigns/details?campid=${CAMPAIGN_ID}`, {
    headers: { 'X-Api-Signature': DEFAULT_API_SIGNATURE },
  });
  const [campaign] = (
    (await response.json()) as {
      data: { campaign_collected: number; total_of_donations: number }[];
    }
  ).data;
  return { collected: campaign!.campaign_collected, donations: campaign!.total_of_donations };
}

/** The preview the form asks for once its choice is complete, for `pattern`. */
const previewOf = (pattern: string) => (response: Response) => {
  const url = new URL(response.url());
  return (
    url.pathname === '/api/giving-schedules/preview' &&
    url.searchParams.get('pattern') === pattern &&
    url.searchParams.get('amount') === String(NIGHT_EGP)
  );
};
type Preview = { nights: { night: string; occasion: string; label: string }[]; total_piasters: number };

/** Cairo's today, `days` on (YYYY-MM-DD). */
function cairoDayAfter(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const isManageAnswer = (response: Response) =>
  response.url().includes('/api/giving-schedules/manage') && response.request().method() === 'GET';

describe('scheduled giving on the last ten nights (issue 21)', () => {
  it('sets up the nights by card on a phone, and sees each night confirmed as the clock reaches it', async ({
    openPage,
  }) => {
    const text = givingMessages;
    const before = await campaignTotals();
    const { page } = await openPage('phone');
    await page.goto(`${athar().baseUrl}/${CARD_CAMPAIGN}`);
    await revealLaterParts(page);

    // the schedule's form: ليلة الجمعة and the Friday before the prayer offered; no anniversary, as this
    // campaign has no date of death
    await page.getByRole('button', { name: text.entry.open }).click();
    const form = page.getByRole('dialog', { name: text.entry.dialogTitle('').trim() });
    await form.getByRole('radio', { name: text.patterns.friday_mornings }).waitFor();
    expect(await form.getByRole('radio', { name: text.patterns.anniversary }).count()).toBe(0);

    // ليلة الجمعة for four weeks, 100 EGP a night, by card: the planned Thursday evenings, each named
    await form.getByRole('radio', { name: text.patterns.friday_eves }).check();
    await form.getByText(text.patternHints.friday_eves).waitFor();
    await form.getByRole('radio', { name: text.patterns.friday_mornings }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'scheduled-giving-friday-choices', { fullPage: false });
    const eves = page.waitForResponse(previewOf('friday_eves'));
    await form.getByLabel(text.units.night.amount).fill(String(NIGHT_EGP));
    await form.getByLabel(text.fields.endsOn).fill(cairoDayAfter(27));
    await form.getByRole('radio', { name: text.methods.card }).check();
    await form.getByLabel(text.fields.donorName).fill(DONOR.name);
    await form.getByLabel(text.fields.email).fill(DONOR.email);
    await giveConsent(form);
    const eveAnswer = await eves;
    expect(eveAnswer.status()).toBe(200);
    const evePlan = ((await eveAnswer.json()) as { data: Preview }).data;
    expect(evePlan.nights).toHaveLength(4);
    for (const night of evePlan.nights) {
      expect(new Date(`${night.night}T12:00:00Z`).getUTCDay()).toBe(4);
      expect(night.occasion).toBe('friday_eve');
      expect(night.label).toMatch(/^ليلة الجمعة — مساء الخميس، /);
    }
    const eveList = form.getByRole('group', { name: text.units.night.list }).getByRole('listitem');
    await form
      .getByText(
        text.units.night.total(formatEgp(NIGHT_EGP), 4, formatPiasters(piasters(evePlan.total_piasters))),
      )
      .waitFor();
    expect(await eveList.allInnerTexts()).toEqual(evePlan.nights.map((night) => night.label));
    expect(await noSidewaysScroll(page)).toBe(true);
    await eveList.last().scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'scheduled-giving-friday-eves', { fullPage: false });

    // then the last ten nights instead: the nights and the total are asked for once the choice is
    // complete, read from the page's answer
    const previewed = page.waitForResponse(previewOf('last_ten'));
    await form.getByRole('radio', { name: text.patterns.last_ten }).check();
    const answer = await previewed;
    expect(answer.status()).toBe(200);
    const preview = ((await answer.json()) as { data: Preview }).data;
    const nights = preview.nights.map((night) => night.night);
    // the 21st to the last of that Ramadan, one after the other: ten nights when it has 30 days, nine
    // when it has 29 (1448 has 29: see above); fewer only when the run falls within the last ten
    const numbers = preview.nights.map((night) => Number(/^ramadan_(\d+)$/.exec(night.occasion)?.[1]));
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
    expect([29, 30]).toContain(numbers.at(-1));
    if (numbers[0] === 21) expect([9, 10]).toContain(nights.length);
    expect(preview.total_piasters).toBe(nights.length * NIGHT_EGP * 100);

    // shown before confirming: every night by its label, and the total with no fee and no tip
    const total = text.units.night.total(
      formatEgp(NIGHT_EGP),
      nights.length,
      formatPiasters(piasters(preview.total_piasters)),
    );
    await form.getByText(total, { exact: true }).waitFor();
    await form.getByText(text.preview.noFees, { exact: true }).waitFor();
    const shownNights = form.getByRole('group', { name: text.units.night.list }).getByRole('listitem');
    expect(await shownNights.allInnerTexts()).toEqual(preview.nights.map((night) => night.label));
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await shownNights.last().scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'scheduled-giving-preview', { fullPage: false });

    // confirm: the bank verifies the card on its own page (nothing is charged now)
    await form.getByRole('button', { name: text.submit }).click();
    await page.getByRole('button', { name: bank.verify }).waitFor();
    await page.getByText(bank.verifyNoCharge).waitFor();
    await page.getByLabel(bank.cardNumber).fill(CARD.number);
    await page.getByLabel(bank.expiry).fill(CARD.approved);
    await page.getByLabel(bank.csc).fill(CARD.csc);
    const firstView = page.waitForResponse(isManageAnswer);
    await page.getByRole('button', { name: bank.verify }).click();

    // back on the donor's own page of the schedule, active, its nights still to come
    await page.waitForURL(/\/GivingSchedule\/\d+\?token=/);
    const scheduleId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const active = ((await (await firstView).json()) as { data: ScheduleView }).data;
    expect(active).toMatchObject({ id: scheduleId, status: 'active', amount_piasters: NIGHT_EGP * 100 });
    expect(active.nights.map((night) => night.night)).toEqual(nights);
    expect(active.nights.every((night) => night.status === 'upcoming')).toBe(true);
    await page.getByText(text.statuses.active, { exact: true }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, 'scheduled-giving-active', { fullPage: false });

    // each night at 20:30 Cairo time the nightly job charges the card on its agreement
    // (each run claims and charges that night alone; a second run the same night finds nothing to do)
    for (const [index, night] of nights.entries()) {
      await setClock(cairoInstant(night, '20:30'));
      expect((await runJob('scheduled-giving')).data).toMatchObject({
        output: { claimed: { card: 1 }, charges: { confirmed: 1, failed: 0 } },
      });
      if (index === 0)
        expect((await runJob('scheduled-giving')).data).toMatchObject({
          output: { claimed: { card: 0 }, charges: { confirmed: 0 } },
        });
    }

    // the campaign counts exactly the nights' donations: one per night, the nights' sum
    const after = await campaignTotals();
    expect(after.donations - before.donations).toBe(nights.length);
    expect(after.collected - before.collected).toBe(nights.length * NIGHT_EGP);

    // months later the page's link, and the set-up mail's, have expired (30 days, docs/decisions/027):
    // the page says so and mails a new one to the schedule's own address
    const link = await mailedHref(
      DONOR.email,
      new RegExp(`href="([^"]*/GivingSchedule/${scheduleId}\\?token=[^"]+)"`),
    );
    expect(new URL(link).pathname).toBe(`/GivingSchedule/${scheduleId}`);
    const expiredView = page.waitForResponse(isManageAnswer);
    await page.goto(link);
    expect((await expiredView).status()).toBe(410);
    await page.getByRole('heading', { name: text.page.expiredTitle }).waitFor();
    await page.getByText(apiText.linkExpired).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, 'scheduled-giving-link-expired', { fullPage: false });
    await page.getByRole('button', { name: text.page.renew }).click();
    await page.getByText(apiText.linkRenewed).waitFor();
    await keepScreenshot(page, 'scheduled-giving-link-renewed', { fullPage: false });

    // the new link opens the schedule without login: every night given
    const renewed = await mailedHref(
      DONOR.email,
      new RegExp(`href="([^"]*/GivingSchedule/${scheduleId}\\?token=[^"]+)"`),
      link,
    );
    const { page: fromMail } = await openPage('phone');
    const lastView = fromMail.waitForResponse(isManageAnswer);
    await fromMail.goto(renewed);
    const given = ((await (await lastView).json()) as { data: ScheduleView }).data;
    expect(given.nights.map((night) => [night.night, night.status])).toEqual(
      nights.map((night) => [night, 'confirmed']),
    );
    await fromMail.getByText(text.statuses.active, { exact: true }).waitFor();
    await expect
      .poll(() => fromMail.getByText(text.units.night.statuses.confirmed, { exact: true }).count())
      .toBe(nights.length);
    expect(await noSidewaysScroll(fromMail)).toBe(true);
    await expectAccessible(fromMail);
    await keepScreenshot(fromMail, 'scheduled-giving-confirmed');
  }, 240_000);
});
