import fs from 'node:fs';
import { describe, expect } from 'vitest';
import { permitCollectedText } from '../packages/contract/src/charity/permit-collected-text';
import { permitMessages as contractMessages } from '../packages/contract/src/charity/permit-messages';
import { operatorConsoleMessages } from '../apps/web/src/lib/messages/operator';
import { fourEyesMessages } from '../apps/web/src/lib/messages/operator-four-eyes';
import { permitCollectedMessages } from '../apps/web/src/lib/messages/permit-collected';
import { permitMessages } from '../apps/web/src/lib/messages/permits';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { logInAsDemoStaff } from './support/charity-staff';
import { journeyOperators } from './support/journey-operators';
import { it } from './support/journey-test';
import { answerStepUp, logInOperator } from './support/operator-session';
import { fillPermit, permitDocument } from './support/permit-steps';

const text = permitMessages;
const PURPOSE = { desktop: 'إطعام الأسر الأولى بالرعاية', phone: 'كفالة الأيتام وسقيا الماء' } as const;
const console_ = operatorConsoleMessages;
const words = fourEyesMessages.permits;

describe('a permit asked for with its document, approved by an operator, its collections downloaded (issues 37, 39)', () => {
  it.for(['desktop', 'phone'] as const)('on a %s', async (viewport, { openPage }) => {
    const number = `PR-${viewport === 'desktop' ? 'D' : 'P'}${Date.now()}`;
    const purpose = PURPOSE[viewport];

    // the charity's admin asks, with the Ministry's document
    const { page: charity } = await openPage(viewport);
    await logInAsDemoStaff(charity, baseUrl);
    await charity.getByRole('link', { name: text.nav }).click();
    await charity.waitForURL(`${baseUrl}/charity/permits`);
    const form = charity.getByRole('form', { name: text.form.title });
    await fillPermit(form, number, purpose);
    await form.getByRole('button', { name: text.form.submit }).click();
    await form.getByText(text.form.documentMissing).waitFor();
    await form.getByLabel(text.form.document).setInputFiles(permitDocument);
    await form.getByRole('button', { name: text.form.submit }).click();
    await charity.getByRole('status').filter({ hasText: contractMessages.requested }).waitFor();
    const list = charity.getByRole('list', { name: text.listLabel });
    const item = list.getByRole('listitem').filter({ hasText: number });
    await item.getByText(text.statuses.requested).waitFor();
    await item.getByText(purpose).waitFor();
    expect(await noSidewaysScroll(charity)).toBe(true);
    await expectAccessible(charity);
    await keepScreenshot(charity, `permit-request-sent-${viewport}`, { fullPage: true });

    // an onboarding operator, in a browser of their own, opens the document and approves
    const operator = journeyOperators()[viewport === 'desktop' ? 'permitsDesktop' : 'permitsPhone'];
    const { page: desk } = await openPage(viewport);
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
    await keepScreenshot(desk, `operator-permit-request-${viewport}`);
    await card.getByRole('button', { name: words.approveLabel(number) }).click();
    await answerStepUp(desk, operator);
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
    await keepScreenshot(charity, `permit-in-force-totals-${viewport}`, { fullPage: true });
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
