import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { siteContentMessages } from '../packages/contract/src/about/site-content-messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { operatorConsoleMessages } from '../apps/web/src/lib/messages/operator';
import { operatorContentMessages as content } from '../apps/web/src/lib/messages/operator-content';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { authenticatorCode } from './support/authenticator-code';
import { journeyOperators, type JourneyOperator } from './support/journey-operators';
import { it } from './support/journey-test';

const text = operatorConsoleMessages;
const fields = accountMessages.accounts.fields;
const NEW_TITLE = 'اختر مشروعًا يشبهه ويشبه أهله';

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

describe('a content page kept by the catalogue: edited, seen by visitors at once, restored (issue 37)', () => {
  it('on a phone', async ({ openPage }) => {
    const operator = journeyOperators().contentPhone;
    const { page } = await openPage('phone');
    await logInOperator(page, operator);
    await page.goto(`${baseUrl}/operator/content?page=success_tips`);
    await page.getByRole('heading', { name: content.title }).waitFor();
    const editor = page.getByRole('form', { name: content.editorTitle });
    const firstTitle = editor
      .getByRole('group', { name: content.entryLabel(1) })
      .getByLabel(content.entryTitle);
    const before = await firstTitle.inputValue();
    await firstTitle.fill(NEW_TITLE);
    await editor.getByRole('button', { name: content.save }).click();
    await page.getByRole('status').getByText(siteContentMessages.saved).waitFor();
    const history = page.getByRole('list', { name: content.historyLabel });
    const latest = history.getByRole('article').first();
    await latest.getByText(operator.name, { exact: false }).waitFor();
    await latest.getByText(content.showChanges, { exact: false }).click();
    await latest.locator('ins', { hasText: 'ويشبه' }).first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, 'content-page-saved-phone', { fullPage: true });

    // a visitor's first answer is the server's render of the new version
    const visitor = await openPage('phone');
    const response = await visitor.page.goto(`${baseUrl}/SuccessTips`);
    expect(await response!.text()).toContain(NEW_TITLE);
    await visitor.page.getByRole('heading', { name: NEW_TITLE }).waitFor();

    // the first version brought back as a new one
    const first = history.getByRole('article', { name: content.versionTitle(1) });
    await first.getByRole('button', { name: content.restore }).click();
    await first.getByRole('button', { name: content.confirmRestore }).click();
    await page.getByRole('status').getByText(siteContentMessages.restored).waitFor();
    await history.getByText(content.restoredFrom(1), { exact: false }).first().waitFor();
    expect(await firstTitle.inputValue()).toBe(before);
  });
});
