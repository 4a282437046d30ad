import type { Locator, Page } from 'playwright-core';
import { reportReasonLabels } from '../../packages/contract/src/moderation/report-reasons';
import { moderationMessages } from '../../apps/web/src/lib/messages/moderation';
import { reportMessages } from '../../apps/web/src/lib/messages/reports';
import { accountMessages } from '../../apps/web/src/lib/messages/accounts';
import { operatorConsoleMessages } from '../../apps/web/src/lib/messages/operator';
import { operatorModerationMessages } from '../../apps/web/src/lib/messages/operator-moderation';
import { operatorMessages } from '../../packages/contract/src/operator/messages';
import { baseUrl } from './athar';
import { authenticatorCode } from './authenticator-code';
import type { JourneyOperator } from './journey-operators';

const fields = accountMessages.accounts.fields;
const consoleText = operatorConsoleMessages;
const queueText = operatorModerationMessages;

/** A moderator logs in to the console with password and code, and waits for the greeting. */
export async function logInModerator(page: Page, operator: JourneyOperator): Promise<void> {
  await page.goto(`${baseUrl}/operator`);
  await page.getByLabel(fields.email).fill(operator.email);
  await page.getByLabel(fields.password).fill(operator.password);
  await page.getByRole('button', { name: consoleText.login.submit }).click();
  await page
    .getByRole('textbox', { name: consoleText.code.label })
    .fill(await authenticatorCode(operator.secret!));
  await page.getByRole('button', { name: consoleText.verify.submit, exact: true }).click();
  await page.getByRole('heading', { name: consoleText.overview.greeting(operator.name) }).waitFor();
}

/** «البلاغات»: the queue item of the campaign titled `title`, once it shows `mark` (e.g. «سبب جسيم»). */
export async function queueItem(page: Page, title: string, mark: string = queueText.severe) {
  await page.getByRole('link', { name: queueText.nav }).click();
  const item = page.getByTestId('queue-item').filter({ hasText: title });
  await item.getByText(mark).waitFor();
  return item;
}

/** Opens the campaign's case from its queue item and waits for the case's heading. */
export async function openCase(page: Page, title: string, mark?: string): Promise<void> {
  const item = await queueItem(page, title, mark);
  await item.getByRole('link', { name: queueText.open }).click();
  await page.getByRole('heading', { name: queueText.caseTitle(title) }).waitFor();
}

/** The step-up dialog an act asks for: a fresh code (never the login's) and «تأكيد». */
export async function stepUp(page: Page, operator: JourneyOperator): Promise<void> {
  const dialog = page.getByRole('dialog', { name: consoleText.stepUp.title });
  await dialog.getByText(operatorMessages.stepUpNeeded).waitFor();
  await dialog
    .getByRole('textbox', { name: consoleText.code.label })
    .fill(await authenticatorCode(operator.secret!));
  await dialog.getByRole('button', { name: consoleText.stepUp.submit }).click();
}

/** A visitor opens a campaign by its short link and reports it from the page's menu; the form, filled. */
export async function reportFromMenu(
  page: Page,
  code: number,
  reason: keyof typeof reportReasonLabels,
  details: string,
): Promise<Locator> {
  await page.goto(`${baseUrl}/${code}`);
  await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
  await page.getByRole('button', { name: moderationMessages.menu.label }).click();
  await page.getByRole('button', { name: moderationMessages.menu.report }).click();
  const dialog = page.getByRole('dialog', { name: reportMessages.form.title });
  await dialog.getByRole('radio', { name: reportReasonLabels[reason] }).check();
  await dialog.getByLabel(reportMessages.form.details).fill(details);
  return dialog;
}
