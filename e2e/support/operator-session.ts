import type { Page } from 'playwright-core';
import { accountMessages } from '../../apps/web/src/lib/messages/accounts';
import { operatorConsoleMessages } from '../../apps/web/src/lib/messages/operator';
import { operatorMessages } from '../../packages/contract/src/operator/messages';
import { baseUrl } from './athar';
import { authenticatorCode } from './authenticator-code';
import type { JourneyOperator } from './journey-operators';

const consoleText = operatorConsoleMessages;
const fields = accountMessages.accounts.fields;

/** An enrolled operator logs in to the console with password and code, and waits for the greeting. */
export async function logInOperator(page: Page, operator: JourneyOperator): Promise<void> {
  await page.goto(`${baseUrl}/operator`);
  await page.getByLabel(fields.email).fill(operator.email);
  await page.getByLabel(fields.password).fill(operator.password);
  await page.getByRole('button', { name: consoleText.login.submit }).click();
  await page.getByRole('heading', { name: consoleText.verify.title }).waitFor();
  await page
    .getByRole('textbox', { name: consoleText.code.label })
    .fill(await authenticatorCode(operator.secret!));
  await page.getByRole('button', { name: consoleText.verify.submit, exact: true }).click();
  await page.getByRole('heading', { name: consoleText.overview.greeting(operator.name) }).waitFor();
}

/**
 * A sensitive act asks a fresh code (the login's is never one): the step-up dialog, answered with the
 * operator's next code; the act then goes on.
 */
export async function answerStepUp(page: Page, operator: JourneyOperator): Promise<void> {
  const stepUp = page.getByRole('dialog', { name: consoleText.stepUp.title });
  await stepUp.getByText(operatorMessages.stepUpNeeded).waitFor();
  await stepUp
    .getByRole('textbox', { name: consoleText.code.label })
    .fill(await authenticatorCode(operator.secret!));
  await stepUp.getByRole('button', { name: consoleText.stepUp.submit }).click();
}
