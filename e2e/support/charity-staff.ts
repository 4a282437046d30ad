import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo';
import { accountMessages } from '../../apps/web/src/lib/messages/accounts';
import { charityConsoleMessages } from '../../apps/web/src/lib/messages/charity';
import { staffFactorMessages } from '../../apps/web/src/lib/messages/staff-factor';
import { LOCAL_PAY_WEBHOOK_SECRET } from '../../packages/server-kit/src/config';
import { authenticatorCode } from './authenticator-code';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/**
 * Adds a staff member to a charity the way the operator does, `npm run charity -- add-staff`, which
 * calls the running app over signed HTTP; the app mails the invitation link.
 */
export async function addCharityStaff(
  baseUrl: string,
  staff: { ngoId: number; email: string; name: string },
) {
  await run(
    'npm',
    [
      'run',
      'charity',
      '--',
      'add-staff',
      '--ngo',
      String(staff.ngoId),
      '--email',
      staff.email,
      '--name',
      staff.name,
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PUBLIC_URL: baseUrl,
        PAY_WEBHOOK_SECRET: LOCAL_PAY_WEBHOOK_SECRET,
      },
    },
  );
}

/**
 * Logs the demo staff member (the demo charity's admin) in to the console: password, then the code;
 * `atCode` looks at the code's page first.
 */
export async function logInAsDemoStaff(
  page: Page,
  baseUrl: string,
  atCode?: (page: Page) => Promise<void>,
): Promise<void> {
  await logInAsStaff(page, baseUrl, { ...DEMO_STAFF, secret: DEMO_STAFF.factor_secret }, atCode);
}

/** Logs an enrolled admin of a charity in to the console: password, then the authenticator's code. */
export async function logInAsStaff(
  page: Page,
  baseUrl: string,
  staff: { email: string; password: string; secret: string },
  atCode?: (page: Page) => Promise<void>,
): Promise<void> {
  const fields = accountMessages.accounts.fields;
  await page.goto(`${baseUrl}/charity/login`);
  await page.getByLabel(fields.email).fill(staff.email);
  await page.getByLabel(fields.password).fill(staff.password);
  await page.getByRole('button', { name: charityConsoleMessages.charity.login.submit }).click();
  await page.waitForURL(`${baseUrl}/charity/verify`);
  await atCode?.(page);
  await enterCode(page, staff.secret, staffFactorMessages.verify.submit);
  // an admin's console opens on the cash queue
  await page.waitForURL(`${baseUrl}/charity`);
}

/** Types a fresh code of `secret` into the page's (or the dialog's) code field and sends it. */
export async function enterCode(scope: Page | Locator, secret: string, submit: string): Promise<void> {
  const field = scope.getByRole('textbox', { name: staffFactorMessages.code.label, exact: true });
  await field.fill(await authenticatorCode(secret));
  await scope.getByRole('button', { name: submit }).click();
}
