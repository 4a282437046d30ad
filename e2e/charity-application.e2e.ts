import fs from 'node:fs';
import { describe, expect } from 'vitest';
import { applicationMessages } from '../packages/contract/src/applications/application-messages';
import { minimalPdf } from '../apps/api/src/db/seed/document-files';
import { charityApplicationMessages } from '../apps/web/src/lib/messages/charity-application';
import { operatorApplicationMessages } from '../apps/web/src/lib/messages/operator-applications';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import {
  approveApplication,
  askForChanges,
  fillApplication,
  openApplication,
  sendApplication,
  setStaffPassword,
} from './support/charity-joining';
import { journeyOperators } from './support/journey-operators';
import { it } from './support/journey-test';
import { logInOperator } from './support/operator-session';

const text = charityApplicationMessages;
const review = operatorApplicationMessages;

const CHARITY = {
  desktop: 'جمعية ضياء الأمل للتنمية',
  phone: 'جمعية ضياء الأمل لرعاية الأسرة',
} as const;

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
      const tracking = await sendApplication(applicant, email);
      await keepScreenshot(applicant, `application-sent-${viewport}`);

      // the operator opens a document and asks for a change
      const operatorPage = (await openPage(viewport)).page;
      await logInOperator(operatorPage, operator);
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
      // a decision asks a fresh code (the login's is never one); it then holds for the approval below
      await askForChanges(operatorPage, operator, 'أرفقوا قرار مجلس الإدارة موقّعًا ومختومًا');

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
      await openApplication(operatorPage, legalName);
      await operatorPage.getByText('شارع فيصل، الجيزة').waitFor();
      const invitation = await approveApplication(operatorPage, email);
      await keepScreenshot(operatorPage, `application-approved-${viewport}`);

      await setStaffPassword(applicant, invitation, 'diaa-elamal-2026');
      await keepScreenshot(applicant, `application-admin-password-${viewport}`);

      // the tracking page says approved
      await applicant.goto(tracking);
      await applicant.getByText(text.tracking.statuses.approved).waitFor();
    },
  );
});
