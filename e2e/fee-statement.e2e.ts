import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { feeMessages } from '../packages/contract/src/fees/fee-messages';
import { operatorMessages } from '../packages/contract/src/operator/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { feeConsoleMessages } from '../apps/web/src/lib/messages/fees';
import { operatorConsoleMessages } from '../apps/web/src/lib/messages/operator';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { FEE_JOURNEY } from './support/fee-journey';
import { authenticatorCode } from './support/authenticator-code';
import { journeyOperators, type JourneyOperator } from './support/journey-operators';
import { it } from './support/journey-test';

const text = operatorConsoleMessages;
const fees = feeConsoleMessages;
const fields = accountMessages.accounts.fields;

async function logInOperator(page: Page, operator: JourneyOperator) {
  await page.goto(`${baseUrl}/operator`);
  await page.getByLabel(fields.email).fill(operator.email);
  await page.getByLabel(fields.password).fill(operator.password);
  await page.getByRole('button', { name: text.login.submit }).click();
  await page.getByRole('heading', { name: text.verify.title }).waitFor();
  await page.getByRole('textbox', { name: text.code.label }).fill(await authenticatorCode(operator.secret!));
  await page.getByRole('button', { name: text.verify.submit, exact: true }).click();
  await page.getByRole('heading', { name: text.overview.greeting(operator.name) }).waitFor();
}

async function downloaded(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

describe('the monthly service-fee statement: issued, downloaded by the charity, marked paid (issue 39)', () => {
  it.for(['desktop', 'phone'] as const)('on a %s', async (viewport, { openPage }) => {
    const operator = journeyOperators()[viewport === 'desktop' ? 'feesDesktop' : 'feesPhone'];
    const month = FEE_JOURNEY.months[viewport];
    const staff = FEE_JOURNEY.staff[viewport];
    const { page } = await openPage(viewport);
    await logInOperator(page, operator);

    // the month previewed: nothing stored, the charity's confirmed donations only
    await page.getByRole('link', { name: fees.operator.nav }).click();
    await page.getByRole('heading', { name: fees.operator.title }).waitFor();
    await page.getByLabel(fees.operator.monthLabel).fill(month);
    await page.getByRole('button', { name: fees.operator.preview }).click();
    const preview = page.getByRole('region', { name: fees.operator.previewTitle(month) });
    const draft = preview.getByRole('article').filter({ hasText: FEE_JOURNEY.ngo_name });
    await draft.getByText(fees.donations(3)).waitFor();
    await draft.getByText(fees.status.draft, { exact: false }).waitFor();

    // issued after a fresh code (the login's is never one)
    await page.getByRole('button', { name: fees.operator.issue }).click();
    const dialog = page.getByRole('dialog', { name: text.stepUp.title });
    await dialog.getByText(operatorMessages.stepUpNeeded).waitFor();
    await dialog
      .getByRole('textbox', { name: text.code.label })
      .fill(await authenticatorCode(operator.secret!));
    await dialog.getByRole('button', { name: text.stepUp.submit }).click();
    await page.getByRole('status').getByText(feeMessages.issued).waitFor();
    const list = page.getByRole('list', { name: fees.operator.listLabel });
    const issued = list
      .getByRole('article')
      .filter({ hasText: FEE_JOURNEY.ngo_name })
      .filter({ hasText: month });
    await issued.getByText(fees.status.issued, { exact: false }).waitFor();
    const heading = (await issued.getByRole('heading').textContent()) ?? '';
    const number = /ATH-\d{4}-\d{4}/.exec(heading)?.[0];
    expect(number).toBeDefined();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, `fee-statement-issued-${viewport}`);

    // the charity's finance staff member downloads it
    const charity = await openPage(viewport);
    await charity.page.goto(`${baseUrl}/charity/login`);
    await charity.page.getByLabel(fields.email).fill(staff.email);
    await charity.page.getByLabel(fields.password).fill(FEE_JOURNEY.password);
    await charity.page.getByRole('button', { name: charityConsoleMessages.charity.login.submit }).click();
    await charity.page.waitForURL(`${baseUrl}/charity`);
    await charity.page.goto(`${baseUrl}/charity/fee-statements`);
    const own = charity.page
      .getByRole('list', { name: fees.charity.listLabel })
      .getByRole('article')
      .filter({ hasText: number! });
    await own.waitFor();
    const pdf = await downloaded(charity.page, () =>
      own.getByRole('button', { name: fees.charity.pdf }).click(),
    );
    expect(pdf.name).toBe(`athar-fee-${number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await downloaded(charity.page, () =>
      own.getByRole('button', { name: fees.charity.csv }).click(),
    );
    expect(csv.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(4);
    expect(await noSidewaysScroll(charity.page)).toBe(true);
    await expectAccessible(charity.page);
    await keepScreenshot(charity.page, `fee-statement-charity-${viewport}`);

    // finance records the transfer
    await issued.getByRole('button', { name: fees.operator.markPaid }).click();
    const paid = page.getByRole('dialog', { name: fees.operator.paidTitle(number!) });
    await paid.getByLabel(fees.operator.reference).fill(`TRX-${viewport}-2024`);
    await paid.getByRole('button', { name: fees.operator.save }).click();
    await page.getByRole('status').getByText(feeMessages.paid).waitFor();
    await issued.getByText(fees.paidWith(`TRX-${viewport}-2024`)).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `fee-statement-paid-${viewport}`);
  });
});
