import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { permitCollectedText } from '../packages/contract/src/charity/permit-collected-text';
import { permitMessages as contractMessages } from '../packages/contract/src/charity/permit-messages';
import { operatorMessages } from '../packages/contract/src/operator/messages';
import { minimalPdf } from '../apps/api/src/db/seed/document-files';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { operatorConsoleMessages } from '../apps/web/src/lib/messages/operator';
import { fourEyesMessages } from '../apps/web/src/lib/messages/operator-four-eyes';
import { permitCollectedMessages } from '../apps/web/src/lib/messages/permit-collected';
import { permitMessages } from '../apps/web/src/lib/messages/permits';
import { baseUrl } from './support/athar';
import { authenticatorCode } from './support/authenticator-code';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { cairoDay } from './support/charity-permits';
import { logInAsDemoStaff } from './support/charity-staff';
import { journeyOperators, type JourneyOperator } from './support/journey-operators';
import { it } from './support/journey-test';

const text = permitMessages;
const console_ = operatorConsoleMessages;
const words = fourEyesMessages.permits;

async function logInOperator(page: Page, operator: JourneyOperator) {
  const fields = accountMessages.accounts.fields;
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
}

describe('a permit asked for with its document, approved by an operator, its collections downloaded (issues 37, 39)', () => {
  it('at 360 px', async ({ openPage }) => {
    const number = `PR-${Date.now()}`;
    const purpose = 'كفالة الأيتام وسقيا الماء';

    // the charity's admin asks, with the Ministry's document
    const { page: charity } = await openPage('phone');
    await logInAsDemoStaff(charity, baseUrl);
    await charity.getByRole('link', { name: text.nav }).click();
    await charity.waitForURL(`${baseUrl}/charity/permits`);
    const form = charity.getByRole('form', { name: text.form.title });
    await form.getByLabel(text.form.number).fill(number);
    await form.getByLabel(text.form.issuingBody).fill('مديرية التضامن الاجتماعي بمحافظة الجيزة');
    await form.getByLabel(text.form.purpose).fill(purpose);
    await form.getByLabel(text.form.startsOn).fill(cairoDay(0));
    await form.getByLabel(text.form.endsOn).fill(cairoDay(300));
    await form.getByRole('button', { name: text.form.submit }).click();
    await form.getByText(text.form.documentMissing).waitFor();
    await form.getByLabel(text.form.document).setInputFiles({
      name: 'permit.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('fundraising permit'),
    });
    await form.getByRole('button', { name: text.form.submit }).click();
    await charity.getByRole('status').filter({ hasText: contractMessages.requested }).waitFor();
    const list = charity.getByRole('list', { name: text.listLabel });
    const item = list.getByRole('listitem').filter({ hasText: number });
    await item.getByText(text.statuses.requested).waitFor();
    await item.getByText(purpose).waitFor();
    expect(await noSidewaysScroll(charity)).toBe(true);
    await expectAccessible(charity);
    await keepScreenshot(charity, 'permit-request-sent-phone', { fullPage: true });

    // an onboarding operator, in a browser of their own, opens the document and approves
    const operator = journeyOperators().permitsPhone;
    const { page: desk } = await openPage('phone');
    await logInOperator(desk, operator);
    await desk.getByRole('link', { name: console_.nav.permits }).click();
    await desk.getByRole('heading', { name: words.title }).waitFor();
    const card = desk.getByRole('article', { name: words.number(number) });
    await card.getByText(purpose).waitFor();
    const [document] = await Promise.all([
      desk.waitForEvent('download'),
      card.getByRole('button', { name: words.openDocumentLabel(number) }).click(),
    ]);
    expect(
      fs
        .readFileSync(await document.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(await noSidewaysScroll(desk)).toBe(true);
    await expectAccessible(desk);
    await keepScreenshot(desk, 'operator-permit-request-phone');
    await card.getByRole('button', { name: words.approveLabel(number) }).click();
    const stepUp = desk.getByRole('dialog', { name: console_.stepUp.title });
    await stepUp.getByText(operatorMessages.stepUpNeeded).waitFor();
    await stepUp
      .getByRole('textbox', { name: console_.code.label })
      .fill(await authenticatorCode(operator.secret!));
    await stepUp.getByRole('button', { name: console_.stepUp.submit }).click();
    await desk.getByRole('status').getByText(contractMessages.approved).waitFor();

    // the charity sees it in force and downloads what was confirmed under it
    await charity.reload();
    const approved = charity
      .getByRole('list', { name: text.listLabel })
      .getByRole('listitem')
      .filter({ hasText: number });
    await approved.getByText(text.statuses.approved, { exact: true }).waitFor();
    await approved.getByText(text.inForceToday).waitFor();
    await approved.getByRole('button', { name: permitCollectedMessages.show }).click();
    await approved.getByRole('table').waitFor();
    expect(await noSidewaysScroll(charity)).toBe(true);
    await expectAccessible(charity);
    await keepScreenshot(charity, 'permit-in-force-totals-phone', { fullPage: true });
    const [csv] = await Promise.all([
      charity.waitForEvent('download'),
      approved.getByRole('button', { name: permitCollectedMessages.csvLabel(number) }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`permit-${number}.csv`);
    const body = fs.readFileSync(await csv.path(), 'utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body).toContain(`${permitCollectedText.number},${number}`);
    expect(body).toContain(`${permitCollectedText.purpose},${purpose}`);
  });
});
