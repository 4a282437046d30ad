import type { Locator, Page } from 'playwright-core';
import { privacyMessages } from '../../apps/web/src/lib/messages/privacy';

/** The consent box of a form (registration, donation, campaign creation), which starts unticked. */
export function consentBox(scope: Page | Locator): Locator {
  return scope.getByRole('checkbox', { name: privacyMessages.consent.label });
}

/** Ticks the form's consent box, as the person must before the form is sent. */
export async function giveConsent(scope: Page | Locator): Promise<void> {
  await consentBox(scope).check();
}
