import type { Locator, Page } from 'playwright-core';
import { privacyMessages } from '../../apps/web/src/lib/messages/privacy';

/**
 * The consent box of a form that asks for something extra (a guest's follow or dua, a schedule's mails
 * and texts), which starts unticked. Registration, a donation and campaign creation have none
 * (docs/decisions/025): see `processingNotice`.
 */
export function consentBox(scope: Page | Locator): Locator {
  return scope.getByRole('checkbox', { name: privacyMessages.consent.label });
}

/** Ticks the form's consent box, as the person must before such a form is sent. */
export async function giveConsent(scope: Page | Locator): Promise<void> {
  await consentBox(scope).check();
}

/**
 * The line under the button of registration, a donation or campaign creation: what pressing `button`
 * does with the person's data, its last words a link to /Privacy.
 */
export function processingNotice(
  scope: Page | Locator,
  button: string,
  purpose: keyof typeof privacyMessages.processing.purposes,
): Locator {
  const text = privacyMessages.processing;
  return scope
    .getByRole('paragraph')
    .filter({ hasText: `${text.lead(button, text.purposes[purpose])} ${text.link}.` });
}
