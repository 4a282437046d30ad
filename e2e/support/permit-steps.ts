import type { Locator, Page } from 'playwright-core';
import { permitMessages as answers } from '../../packages/contract/src/charity/permit-messages';
import { minimalPdf } from '../../apps/api/src/db/seed/document-files';
import { operatorConsoleMessages } from '../../apps/web/src/lib/messages/operator';
import { fourEyesMessages } from '../../apps/web/src/lib/messages/operator-four-eyes';
import { permitMessages as text } from '../../apps/web/src/lib/messages/permits';
import { cairoDay } from './charity-permits';
import type { JourneyOperator } from './journey-operators';
import { answerStepUp } from './operator-session';

/** The permit's fields on «التصاريح», for a permit in force from today for 300 days; the document apart. */
export async function fillPermit(form: Locator, number: string, purpose: string): Promise<void> {
  await form.getByLabel(text.form.number).fill(number);
  await form.getByLabel(text.form.issuingBody).fill('مديرية التضامن الاجتماعي بمحافظة الجيزة');
  await form.getByLabel(text.form.purpose).fill(purpose);
  await form.getByLabel(text.form.startsOn).fill(cairoDay(0));
  await form.getByLabel(text.form.endsOn).fill(cairoDay(300));
}

/** The Ministry's letter, as the charity attaches it. */
export const permitDocument = {
  name: 'permit.pdf',
  mimeType: 'application/pdf',
  buffer: minimalPdf('fundraising permit'),
};

/** «التصاريح»: the charity's admin asks for a permit in force from today, with the Ministry's document. */
export async function askForPermit(page: Page, number: string, purpose: string): Promise<void> {
  await page.getByRole('link', { name: text.nav }).click();
  const form = page.getByRole('form', { name: text.form.title });
  await fillPermit(form, number, purpose);
  await form.getByLabel(text.form.document).setInputFiles(permitDocument);
  await form.getByRole('button', { name: text.form.submit }).click();
  await page.getByRole('status').filter({ hasText: answers.requested }).waitFor();
}

/** «التصاريح» of the operators' console: an onboarding operator accepts the permit `number`. */
export async function approvePermit(page: Page, number: string, operator?: JourneyOperator): Promise<void> {
  const words = fourEyesMessages.permits;
  await page.getByRole('link', { name: operatorConsoleMessages.nav.permits }).click();
  await page.getByRole('heading', { name: words.title }).waitFor();
  await page
    .getByRole('article', { name: words.number(number) })
    .getByRole('button', { name: words.approveLabel(number) })
    .click();
  if (operator) await answerStepUp(page, operator);
  await page.getByRole('status').getByText(answers.approved).waitFor();
}
