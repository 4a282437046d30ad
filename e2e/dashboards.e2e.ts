import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { figuresMessages } from '../packages/contract/src/figures/figures-messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { figuresConsoleMessages } from '../apps/web/src/lib/messages/figures';
import { operatorConsoleMessages } from '../apps/web/src/lib/messages/operator';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { authenticatorCode } from './support/authenticator-code';
import { FEE_JOURNEY } from './support/fee-journey';
import { journeyOperators } from './support/journey-operators';
import { it } from './support/journey-test';

const text = figuresConsoleMessages;
const fields = accountMessages.accounts.fields;
const console_ = operatorConsoleMessages;

/**
 * The fee journey's charity gave by card (1,500 EGP), wallet (800) and cash (250) in June and July
 * 2024 (e2e/support/fee-journey.ts); no other seeded donation is that old. Dhu al-Hijjah 1445 began
 * in June 2024.
 */
async function showJuneAndJuly(page: Page) {
  await page.getByLabel(text.range.from).fill('2024-06-01');
  await page.getByLabel(text.range.to).fill('2024-07-31');
  await page.getByLabel(text.range.granularity).selectOption('month');
  await page.getByRole('button', { name: text.range.show }).click();
  await page.getByText(/ذو الحجة 1445 هـ/).waitFor();
  await page.getByRole('img', { name: text.bars.title }).waitFor();
  // the bars as a table: June's card donations, beside the season
  await page.getByText(`${text.bars.table}: ${text.bars.title}`).click();
  const table = page.getByRole('region', { name: `${text.bars.table}: ${text.bars.title}` });
  const june = table.getByRole('row').filter({ hasText: 'يونيو 2024' });
  await june.getByText('1,500 ج.م').waitFor();
  await june.getByText(text.seasons.dhu_al_hijjah).waitFor();
}

/** The CSV saved from the page: its name, the header, June's line and the totals. */
async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('athar-figures-2024-06-01-2024-07-31.csv');
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain(figuresMessages.csv.period);
  expect(csv).toMatch(/\r\n2024-06,ذو الحجة,/);
  expect(csv).toContain(`\r\n${figuresMessages.csv.total},`);
  await page.getByRole('status').getByText(text.downloaded).waitFor();
}

describe('the figures: a finance operator and a charity’s finance staff see them and download CSV (issue 39)', () => {
  it.for(['desktop', 'phone'] as const)('on a %s', async (viewport, { openPage }) => {
    const operator = journeyOperators()[viewport === 'desktop' ? 'figuresDesktop' : 'figuresPhone'];
    const { page } = await openPage(viewport);
    await page.goto(`${baseUrl}/operator`);
    await page.getByLabel(fields.email).fill(operator.email);
    await page.getByLabel(fields.password).fill(operator.password);
    await page.getByRole('button', { name: console_.login.submit }).click();
    await page.getByRole('heading', { name: console_.verify.title }).waitFor();
    await page
      .getByRole('textbox', { name: console_.code.label })
      .fill(await authenticatorCode(operator.secret!));
    await page.getByRole('button', { name: console_.verify.submit, exact: true }).click();
    await page.getByRole('heading', { name: console_.overview.greeting(operator.name) }).waitFor();
    await page.getByRole('link', { name: text.nav }).click();
    await page.getByRole('heading', { name: text.title }).waitFor();
    await page.getByLabel(text.cards.label).waitFor();
    await showJuneAndJuly(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, `figures-operator-${viewport}`);
    await downloadCsv(page);

    const staff = FEE_JOURNEY.staff[viewport];
    const charity = (await openPage(viewport)).page;
    await charity.goto(`${baseUrl}/charity/login`);
    await charity.getByLabel(fields.email).fill(staff.email);
    await charity.getByLabel(fields.password).fill(FEE_JOURNEY.password);
    await charity.getByRole('button', { name: charityConsoleMessages.charity.login.submit }).click();
    await charity.waitForURL(/\/charity(\/|$)/);
    await charity.getByRole('link', { name: text.nav }).click();
    await charity.getByRole('heading', { name: text.title }).waitFor();
    await showJuneAndJuly(charity);
    // its own totals: the two months' card, wallet and cash
    const totals = charity.getByLabel(text.cards.label);
    await totals.getByText('5,100 ج.م').waitFor();
    expect(await noSidewaysScroll(charity)).toBe(true);
    await expectAccessible(charity);
    await keepScreenshot(charity, `figures-charity-${viewport}`);
    await downloadCsv(charity);
  });
});
