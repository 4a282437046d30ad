import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { fromHijri, formatHijri, HIJRI_MONTH_NAMES } from '../packages/contract/src/hijri/calendar';
import { hijriMessages } from '../packages/contract/src/hijri/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { deathDateLineMessages, hijriFieldMessages } from '../apps/web/src/lib/messages/hijri';
import { expectAccessible } from './support/axe';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl } from './support/athar';

const create = campaignMessages.createCampaign;
const campaignPage = campaignMessages.campaignPage;
const fields = accountMessages.accounts.fields;
const text = hijriFieldMessages;
const DEMO = DEMO_ACCOUNT;
const SHOTS = '/tmp/shots-hijri';

async function shot(page: Page, name: string, fullPage = false) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/Login`);
  await page.getByLabel(fields.email).fill(DEMO.email);
  await page.getByLabel(fields.password).fill(DEMO.password);
  await page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** «1 مارس 2025 م» as the page writes a Gregorian day. */
const gregorianWords = (day: string) =>
  `${new Intl.DateTimeFormat('ar-EG-u-nu-latn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))} م`;

describe('the date of death in both calendars (issue 20)', () => {
  it('a family picks a Hijri date, sees its Gregorian day, and the page shows both, at 360 px', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    const title = 'فاطمة عبد الرحيم';
    // 12 Jumada al-Ula 1446 (no correction of that month in the demo data)
    const hijri = { year: 1446, month: 5, day: 12 };
    const gregorian = fromHijri(hijri);
    await logIn(page);
    await page.goto(`${baseUrl}/ChooseCampaign`);
    await page.getByRole('tab', { name: campaignMessages.chooseCampaign.showAll }).click();
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await page.waitForURL(/\/CreateCampaign\/[^/]+\/\d+$/);

    await page.getByLabel(create.deceasedName).fill(title);
    await page.getByRole('radio', { name: create.gender.female }).check();
    const field = page.getByRole('group', { name: text.legend });
    await field.getByRole('radio', { name: text.hijri }).check();
    await field.getByLabel(text.day).selectOption('12');
    await field.getByLabel(text.month).selectOption({ label: HIJRI_MONTH_NAMES[4] });
    // half chosen: nothing to show yet
    expect(await field.getByText(text.equivalent(gregorianWords(gregorian))).count()).toBe(0);
    await field.getByLabel(text.year).selectOption('1446');
    await field.getByText(text.equivalent(gregorianWords(gregorian))).waitFor();
    await field.scrollIntoViewIfNeeded();
    await shot(page, 'create-hijri-chosen');

    // 30 in a 29-day month is said at once
    const shortMonth = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((month) => !hasDay30(1445, month))!;
    await field.getByLabel(text.month).selectOption(String(shortMonth));
    await field.getByLabel(text.year).selectOption('1445');
    await field.getByLabel(text.day).selectOption('30');
    await field.getByText(hijriMessages.dayNotInMonth).waitFor();
    await shot(page, 'create-hijri-day-30');

    // switching to the Gregorian calendar carries a whole date over
    await field.getByLabel(text.day).selectOption('12');
    await field.getByLabel(text.month).selectOption(String(hijri.month));
    await field.getByLabel(text.year).selectOption('1446');
    await field.getByRole('radio', { name: text.gregorian }).check();
    expect(await field.getByLabel(text.gregorianDate).inputValue()).toBe(gregorian);
    await field.getByText(text.equivalent(formatHijri(hijri))).waitFor();
    await field.getByRole('radio', { name: text.hijri }).check();
    expect(await field.getByLabel(text.day).inputValue()).toBe('12');
    await expectAccessible(page);

    await page.getByLabel(create.phone).fill('01012345678');
    await page.getByRole('button', { name: create.next }).click();
    const created = page.getByRole('dialog', { name: create.successTitle });
    await created.getByRole('button', { name: create.goToCampaign }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    const line = deathDateLineMessages.died('female', formatHijri(hijri), gregorianWords(gregorian));
    await page.getByText(line).waitFor();
    await expectAccessible(page);
    await page
      .getByTestId('death-date-line')
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, 'campaign-page-both-dates');

    // the family changes it to a Gregorian day in their edit; the line follows, Gregorian first
    await page.getByRole('button', { name: campaignPage.edit.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const editField = dialog.getByRole('group', { name: text.legend });
    expect(await editField.getByLabel(text.day).inputValue()).toBe('12');
    await editField.getByRole('radio', { name: text.gregorian }).check();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await editField.getByLabel(text.gregorianDate).fill(tomorrow);
    await editField.getByText(hijriMessages.inFuture).waitFor();
    await shot(page, 'edit-future-refused');
    await editField.getByLabel(text.gregorianDate).fill('2025-03-01');
    await editField.getByText(text.equivalent(formatHijri({ year: 1446, month: 9, day: 1 }))).waitFor();
    await shot(page, 'edit-gregorian');
    await dialog.getByRole('button', { name: campaignPage.edit.save }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page
      .getByText(
        deathDateLineMessages.died(
          'female',
          gregorianWords('2025-03-01'),
          formatHijri({ year: 1446, month: 9, day: 1 }),
        ),
      )
      .waitFor();

    // and clears it
    await page.getByRole('button', { name: campaignPage.edit.open }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: text.clear }).click();
    await dialog.getByRole('button', { name: campaignPage.edit.save }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('death-date-line').count()).toBe(0);
  });
});

function hasDay30(year: number, month: number): boolean {
  try {
    fromHijri({ year, month, day: 30 });
    return true;
  } catch {
    return false;
  }
}
