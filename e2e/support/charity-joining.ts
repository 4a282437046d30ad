import type { Page } from 'playwright-core';
import { applicationMessages } from '../../packages/contract/src/applications/application-messages';
import { charityMessages } from '../../packages/contract/src/charity/messages';
import { minimalPdf } from '../../apps/api/src/db/seed/document-files';
import { accountMessages } from '../../apps/web/src/lib/messages/accounts';
import { charityConsoleMessages } from '../../apps/web/src/lib/messages/charity';
import { charityApplicationMessages as text } from '../../apps/web/src/lib/messages/charity-application';
import { operatorApplicationMessages as review } from '../../apps/web/src/lib/messages/operator-applications';
import { baseUrl, dataDir } from './athar';
import type { JourneyOperator } from './journey-operators';
import { mailedLink } from './mail';
import { answerStepUp } from './operator-session';

const fields = accountMessages.accounts.fields;

/** Follows a mailed link on this app (the mail carries PUBLIC_URL, which may name another host). */
export const onThisApp = (link: string) => `${baseUrl}${new URL(link).pathname}`;

/** The application's form (/JoinAsCharity), filled with a bank account and the two documents it needs. */
export async function fillApplication(page: Page, legalName: string, email: string): Promise<void> {
  await page.getByLabel(text.fields.legal_name).fill(legalName);
  await page.getByLabel(text.fields.registration_number).fill('٥٢٠٣/٢٠١٧');
  await page.getByLabel(text.fields.city_id).selectOption({ label: 'الجيزة' });
  await page.getByLabel(text.fields.address).fill('شارع الهرم، الجيزة');
  await page.getByLabel(text.fields.contact_name).fill('نهى عبد الرحيم');
  await page.getByLabel(text.fields.contact_phone).fill('01112345678');
  await page.getByLabel(text.fields.contact_email).fill(email);
  await page.getByLabel(text.fields.bank).selectOption({ label: 'البنك الأهلي المصري' });
  await page.getByLabel(text.fields.account_holder).fill(legalName);
  await page.getByLabel(text.fields.iban).fill('EG38 0019 0005 0000 0000 2631 8000 2');
  await page.getByLabel(text.documents.registration_certificate).setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('registration 5203/2017'),
  });
  await page.getByLabel(text.documents.board_decision).setInputFiles({
    name: 'board.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('board decision'),
  });
}

/** Sends the filled application; the tracking page's address, as the applicant is mailed it. */
export async function sendApplication(page: Page, email: string): Promise<string> {
  const sentAt = Date.now() - 1000;
  await page.getByRole('button', { name: text.submit }).click();
  await page.getByRole('heading', { name: text.sentTitle }).waitFor();
  return onThisApp((await mailedLink(dataDir, email, 'JoinAsCharity/track', sentAt)).link);
}

/** «طلبات الانضمام»: the operator opens the application of `legalName`. */
export async function openApplication(page: Page, legalName: string): Promise<void> {
  await page.goto(`${baseUrl}/operator/applications`);
  await page.getByRole('link', { name: review.open(legalName) }).click();
  await page.getByRole('heading', { name: legalName }).waitFor();
}

/** The operator asks for a change, with a fresh code; the application then waits for the applicant. */
export async function askForChanges(page: Page, operator: JourneyOperator, message: string): Promise<void> {
  await page.getByRole('button', { name: review.requestChanges }).click();
  await page.getByLabel(review.messageLabel).fill(message);
  await page.getByRole('button', { name: review.send }).click();
  await answerStepUp(page, operator);
  await page.getByText(applicationMessages.changesRequested).first().waitFor();
}

/** On the tracking page, the applicant reads the operator's message and answers with a signed decision. */
export async function answerOnTracking(page: Page, tracking: string, message: string): Promise<void> {
  await page.goto(tracking);
  await page.getByText(text.tracking.statuses.changes_requested).waitFor();
  await page.getByText(message).waitFor();
  await page.getByLabel(text.documents.board_decision).setInputFiles({
    name: 'board-signed.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('board decision, signed and stamped'),
  });
  await page.getByRole('button', { name: text.tracking.answer }).click();
  await page.getByText(applicationMessages.answered).waitFor();
}

/** The operator approves: the charity is made, and the applicant's invitation link is returned. */
export async function approveApplication(page: Page, email: string): Promise<string> {
  const approvedAt = Date.now() - 1000;
  await page.getByRole('button', { name: review.approve }).click();
  await page.getByText(applicationMessages.approved).first().waitFor();
  await page.getByText(review.charityCreated).waitFor();
  return onThisApp((await mailedLink(dataDir, email, 'charity/set-password', approvedAt)).link);
}

/** A staff member follows their invitation and chooses a password. */
export async function setStaffPassword(page: Page, invitation: string, password: string): Promise<void> {
  await page.goto(invitation);
  await page.getByRole('heading', { name: charityConsoleMessages.charity.setPassword.title }).waitFor();
  await page.getByLabel(fields.password, { exact: true }).fill(password);
  await page.getByLabel(fields.confirmPassword).fill(password);
  await page.getByRole('button', { name: charityConsoleMessages.charity.setPassword.submit }).click();
  await page.getByText(charityMessages.passwordSet).waitFor();
}
