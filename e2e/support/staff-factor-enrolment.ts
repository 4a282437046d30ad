import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { staffFactorMessages as factorText } from '../../apps/web/src/lib/messages/staff-factor';
import { baseUrl } from './athar';
import { expectAccessible } from './axe';
import { keepScreenshot } from './browser';
import { enterCode } from './charity-staff';

/**
 * On «التحقق بخطوتين» (/charity/two-step), the staff member enrols an authenticator: reads the secret
 * as the page shows it beside the QR code, answers with its code, keeps the ten recovery codes and
 * goes on to the console. The secret, for the codes asked later.
 */
export async function enrolStaffFactor(page: Page, viewport: string): Promise<string> {
  await page.waitForURL(`${baseUrl}/charity/two-step`);
  await page.getByRole('img', { name: factorText.enrol.qrAlt }).waitFor();
  const secret = (await page.locator('code[dir="ltr"]').textContent())!.replace(/\s/g, '');
  await expectAccessible(page);
  await keepScreenshot(page, `charity-two-step-${viewport}`);
  await enterCode(page, secret, factorText.enrol.submit);
  const codes = page.getByRole('list', { name: factorText.enrol.codesLabel });
  await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
  await keepScreenshot(page, `charity-recovery-codes-${viewport}`);
  await page.getByRole('button', { name: factorText.enrol.done }).click();
  await page.waitForURL(`${baseUrl}/charity`);
  return secret;
}
