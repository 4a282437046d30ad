import type { Locator, Page } from 'playwright-core';
import {
  paymentSettingNames as names,
  paymentSettingsMessages as serverText,
} from '../../packages/contract/src/charity/payment-settings-messages';
import { approvalActionNames } from '../../packages/contract/src/operator/approvals';
import { operatorMessages } from '../../packages/contract/src/operator/messages';
import { operatorConsoleMessages } from '../../apps/web/src/lib/messages/operator';
import { fourEyesMessages } from '../../apps/web/src/lib/messages/operator-four-eyes';
import { paymentSettingsMessages as text } from '../../apps/web/src/lib/messages/payment-settings';
import { enterCode } from './charity-staff';
import type { JourneyOperator } from './journey-operators';
import { answerStepUp } from './operator-session';

const approvals = fourEyesMessages.approvals;

/** The settings as a person types them: the bank by its Arabic name, every other field as text. */
export interface PaymentSettingsTyped {
  merchant_id: string;
  merchant_name: string;
  paymob_account: string;
  wallet_integration_id: string;
  kiosk_integration_id: string;
  meeza_integration_id: string;
  sms_short_number: string;
  bank: string;
  account_holder: string;
  iban: string;
}

/** Fills the payment settings' fields of a form (the charity's console and the operators' are alike). */
export async function fillPaymentSettings(form: Locator, settings: PaymentSettingsTyped): Promise<void> {
  const { bank, ...typed } = settings;
  await form.getByLabel(names.bank, { exact: true }).selectOption({ label: bank });
  for (const [field, value] of Object.entries(typed))
    await form.getByLabel(names[field as keyof typeof typed], { exact: true }).fill(value);
}

/** The charity's admin opens «إعدادات الدفع» from the console's tabs. */
export async function openPaymentSettings(page: Page): Promise<void> {
  await page.getByRole('link', { name: text.nav }).click();
  await page.getByRole('region', { name: text.currentTitle }).waitFor();
}

/**
 * On «إعدادات الدفع» (the console's tab), the charity's admin proposes `settings` with a reason: a fresh code is asked
 * (`atCode` looks at the dialog first), then the change waits for a second person.
 */
export async function proposeAsAdmin(
  page: Page,
  secret: string,
  settings: PaymentSettingsTyped,
  reason: string,
  atCode?: (page: Page) => Promise<void>,
): Promise<void> {
  const form = page.getByRole('form', { name: text.formTitle });
  await fillPaymentSettings(form, settings);
  await form.getByLabel(text.reason).fill(reason);
  await form.getByRole('button', { name: text.submit }).click();
  const stepUp = page.getByRole('dialog', { name: text.stepUp.title });
  await stepUp.waitFor();
  await atCode?.(page);
  await enterCode(stepUp, secret, text.stepUp.submit);
  await page.getByRole('status').getByText(serverText.proposed).waitFor();
}

/** «الموافقات»: an operator opens the waiting change of the charity `ngoName`, the card it is on. */
export async function waitingChange(page: Page, ngoName: string): Promise<Locator> {
  await page.getByRole('link', { name: operatorConsoleMessages.nav.approvals, exact: true }).click();
  await page.getByRole('heading', { name: approvals.title }).waitFor();
  const card = page.getByRole('article').filter({ hasText: ngoName });
  await card.waitFor();
  return card;
}

/** Another operator approves the change on `card`; a fresh code first when `operator` is given one to ask. */
export async function approveChange(page: Page, card: Locator, ngoName: string, operator?: JourneyOperator) {
  await card
    .getByRole('button', {
      name: approvals.approveLabel(`${approvalActionNames['charity.payment_settings']}: ${ngoName}`),
    })
    .click();
  if (operator) await answerStepUp(page, operator);
  await page.getByRole('status').getByText(operatorMessages.approvalApproved).waitFor();
}
