import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { applicationMessages } from '../packages/contract/src/applications/application-messages';
import { charityMessages } from '../packages/contract/src/charity/messages';
import { minimalPdf } from '../apps/api/src/db/seed/document-files';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { charityApplicationMessages } from '../apps/web/src/lib/messages/charity-application';
import { operatorConsoleMessages } from '../apps/web/src/lib/messages/operator';
import { operatorApplicationMessages } from '../apps/web/src/lib/messages/operator-applications';
import { baseUrl, dataDir } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { operatorMessages } from '../packages/contract/src/operator/messages';
import { authenticatorCode } from './support/authenticator-code';
import { journeyOperators } from './support/journey-operators';
import { it } from './support/journey-test';
import { mailedLink } from './support/mail';

const text = charityApplicationMessages;
const review = operatorApplicationMessages;
const consoleText = operatorConsoleMessages;
const fields = accountMessages.accounts.fields;

/** Follows a mailed link on this app (the mail carries PUBLIC_URL, which may name another host). */
const onThisApp = (link: string) => `${baseUrl}${new URL(link).pathname}`;

const CHARITY = {
  desktop: 'جمعية ضياء الأمل للتنمية',
  phone: 'جمعية ضياء الأمل لرعاية الأسرة',
} as const;

async function fillApplication(page: Page, legalName: string, email: string) {
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

async function operatorLogIn(
  page: Page,
  operator: { email: string; password: string; secret: string | null },
) {
  await page.goto(`${baseUrl}/operator`);
  await page.getByRole('heading', { name: consoleText.login.title }).waitFor();
  await page.getByLabel(fields.email).fill(operator.email);
  await page.getByLabel(fields.password).fill(operator.password);
  await page.getByRole('button', { name: consoleText.login.submit }).click();
  await page.getByRole('heading', { name: consoleText.verify.title }).waitFor();
  await page
    .getByRole('textbox', { name: consoleText.code.label })
    .fill(await authenticatorCode(operator.secret!));
  await page.getByRole('button', { name: consoleText.verify.submit, exact: true }).click();
  await page.getByRole('link', { name: consoleText.nav.applications }).waitFor();
}

async function openApplication(page: Page, legalName: string) {
  await page.goto(`${baseUrl}/operator/applications`);
  await page.getByRole('link', { name: review.open(legalName) }).click();
  await page.getByRole('heading', { name: legalName }).waitFor();
}

describe('a charity joins Athar by itself (issue 37)', () => {
  it.for(['desktop', 'phone'] as const)(
    'applies with its documents, answers a change request, is approved and its admin sets a password on a %s',
    async (viewport, { openPage }) => {
      const legalName = CHARITY[viewport];
      const email = `apply-${viewport}-${Date.now()}@example.com`;
      const operator =
        journeyOperators()[viewport === 'desktop' ? 'applicationsDesktop' : 'applicationsPhone'];
      const applicant = (await openPage(viewport)).page;

      // the footer leads to the form
      await applicant.goto(`${baseUrl}/NGOsListing`);
      await applicant.getByRole('link', { name: text.joinLink }).click();
      await applicant.waitForURL(`${baseUrl}/JoinAsCharity`);
      await fillApplication(applicant, legalName, email);
      expect(await noSidewaysScroll(applicant)).toBe(true);
      await expectAccessible(applicant);
      await keepScreenshot(applicant, `application-form-${viewport}`, { fullPage: true });
      const sentAt = Date.now() - 1000;
      await applicant.getByRole('button', { name: text.submit }).click();
      await applicant.getByRole('heading', { name: text.sentTitle }).waitFor();
      await keepScreenshot(applicant, `application-sent-${viewport}`);
      const tracking = onThisApp((await mailedLink(dataDir, email, 'JoinAsCharity/track', sentAt)).link);

      // the operator opens a document and asks for a change
      const operatorPage = (await openPage(viewport)).page;
      await operatorLogIn(operatorPage, operator);
      await openApplication(operatorPage, legalName);
      const [download] = await Promise.all([
        operatorPage.waitForEvent('download'),
        operatorPage
          .getByRole('button', { name: review.openDocument(text.documents.registration_certificate) })
          .click(),
      ]);
      expect(
        fs
          .readFileSync(await download.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      expect(await noSidewaysScroll(operatorPage)).toBe(true);
      await expectAccessible(operatorPage);
      await keepScreenshot(operatorPage, `application-review-${viewport}`, { fullPage: true });
      await operatorPage.getByRole('button', { name: review.requestChanges }).click();
      await operatorPage.getByLabel(review.messageLabel).fill('أرفقوا قرار مجلس الإدارة موقّعًا ومختومًا');
      await operatorPage.getByRole('button', { name: review.send }).click();
      // a decision asks a fresh code (the login's is never one); it then holds for the approval below
      const stepUp = operatorPage.getByRole('dialog', { name: consoleText.stepUp.title });
      await stepUp.getByText(operatorMessages.stepUpNeeded).waitFor();
      await stepUp
        .getByRole('textbox', { name: consoleText.code.label })
        .fill(await authenticatorCode(operator.secret!));
      await stepUp.getByRole('button', { name: consoleText.stepUp.submit }).click();
      await operatorPage.getByText(applicationMessages.changesRequested).first().waitFor();

      // the applicant reads it on the tracking page and answers with a new document
      await applicant.goto(tracking);
      await applicant.getByText(text.tracking.statuses.changes_requested).waitFor();
      await applicant.getByText('أرفقوا قرار مجلس الإدارة موقّعًا ومختومًا').waitFor();
      // the form opens with the application as stored, the governorate chosen
      await expect
        .poll(() =>
          applicant
            .getByLabel(text.fields.city_id)
            .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
        )
        .toBe('الجيزة');
      await applicant.getByLabel(text.fields.address).fill('شارع فيصل، الجيزة');
      await applicant.getByLabel(text.documents.board_decision).setInputFiles({
        name: 'board-signed.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf('board decision, signed and stamped'),
      });
      expect(await noSidewaysScroll(applicant)).toBe(true);
      await expectAccessible(applicant);
      await keepScreenshot(applicant, `application-changes-${viewport}`, { fullPage: true });
      await applicant.getByRole('button', { name: text.tracking.answer }).click();
      await applicant.getByText(applicationMessages.answered).waitFor();
      await applicant.getByText(text.tracking.statuses.submitted).waitFor();

      // the operator approves: the applicant's address gets the invitation
      const approvedAt = Date.now() - 1000;
      await openApplication(operatorPage, legalName);
      await operatorPage.getByText('شارع فيصل، الجيزة').waitFor();
      await operatorPage.getByRole('button', { name: review.approve }).click();
      await operatorPage.getByText(applicationMessages.approved).first().waitFor();
      await operatorPage.getByText(review.charityCreated).waitFor();
      await keepScreenshot(operatorPage, `application-approved-${viewport}`);

      const invitation = await mailedLink(dataDir, email, 'charity/set-password', approvedAt);
      await applicant.goto(onThisApp(invitation.link));
      await applicant
        .getByRole('heading', { name: charityConsoleMessages.charity.setPassword.title })
        .waitFor();
      await applicant.getByLabel(fields.password, { exact: true }).fill('diaa-elamal-2026');
      await applicant.getByLabel(fields.confirmPassword).fill('diaa-elamal-2026');
      await applicant
        .getByRole('button', { name: charityConsoleMessages.charity.setPassword.submit })
        .click();
      await applicant.getByText(charityMessages.passwordSet).waitFor();
      await keepScreenshot(applicant, `application-admin-password-${viewport}`);

      // the tracking page says approved
      await applicant.goto(tracking);
      await applicant.getByText(text.tracking.statuses.approved).waitFor();
    },
  );
});
