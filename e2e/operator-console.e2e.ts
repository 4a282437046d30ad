import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { operatorMessages } from '../packages/contract/src/operator/messages';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { DEMO_OPERATOR } from '../apps/api/src/db/seed/demo-operator';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { feeConsoleMessages } from '../apps/web/src/lib/messages/fees';
import { operatorCatalogueMessages } from '../apps/web/src/lib/messages/operator-catalogue';
import { operatorContentMessages } from '../apps/web/src/lib/messages/operator-content';
import { settlementConsoleMessages } from '../apps/web/src/lib/messages/settlement';
import { figuresConsoleMessages } from '../apps/web/src/lib/messages/figures';
import { operatorConsoleMessages } from '../apps/web/src/lib/messages/operator';
import { operatorModerationMessages } from '../apps/web/src/lib/messages/operator-moderation';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { ARTIFACTS_DIR, keepScreenshot, noSidewaysScroll } from './support/browser';
import { approvalActionNames } from '../packages/contract/src/operator/approvals';
import { dataProtectionConsoleMessages } from '../apps/web/src/lib/messages/operator-data-protection';
import { fourEyesMessages } from '../apps/web/src/lib/messages/operator-four-eyes';
import { permitMessages } from '../apps/web/src/lib/messages/permits';
import { authenticatorCode } from './support/authenticator-code';
import { JOURNEY_PERMIT, journeyOperators, type JourneyOperator } from './support/journey-operators';
import { it } from './support/journey-test';

const text = operatorConsoleMessages;
const fields = accountMessages.accounts.fields;
const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/operator`);
  await page.getByRole('heading', { name: text.login.title }).waitFor();
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.password).fill(password);
  await page.getByRole('button', { name: text.login.submit }).click();
}

/** The menu's sections, as the operator sees them. */
const menu = (page: Page) =>
  page.getByRole('navigation', { name: text.nav.label }).getByRole('link').allTextContents();

/** The text of a file the page handed to the browser as a download, and its name. */
async function downloaded(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), text: fs.readFileSync(await download.path(), 'utf8') };
}

describe('operators’ console: the first login enrols the second factor (issue 36)', () => {
  it.for(['desktop', 'phone'] as const)('on a %s', async (viewport, { openPage }) => {
    const operator = journeyOperators()[viewport === 'desktop' ? 'newcomerDesktop' : 'newcomerPhone'];
    const { page } = await openPage(viewport);
    await page.goto(`${baseUrl}/operator`);
    await page.getByRole('heading', { name: text.login.title }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `operator-login-${viewport}`);
    await logIn(page, operator.email, operator.password);

    // the QR code carries the secret the page writes out for typing by hand
    await page.getByRole('heading', { name: text.enrol.title }).waitFor();
    const qr = page.getByRole('img', { name: text.enrol.qrAlt });
    await qr.waitFor();
    const grouped = await page
      .getByRole('group', { name: text.enrol.secretLabel })
      .locator('code')
      .textContent();
    expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = grouped!.replace(/\s/g, '');
    const { data, info } = await sharp(await qr.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const uri = new URL(jsQR(new Uint8ClampedArray(data), info.width, info.height)!.data);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toContain(operator.email);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, `operator-enrol-${viewport}`);

    // a wrong code is refused in Arabic; the app's code confirms the secret
    await page.getByRole('textbox', { name: text.code.label }).fill('000000');
    await page.getByRole('button', { name: text.enrol.submit }).click();
    await page.getByText(operatorMessages.codeInvalid).waitFor();
    await page.getByRole('textbox', { name: text.code.label }).fill(await authenticatorCode(secret));
    await page.getByRole('button', { name: text.enrol.submit }).click();

    // the ten recovery codes, shown once, saved as a file before the console opens
    await page.getByRole('heading', { name: text.recovery.title }).waitFor();
    const codes = await page
      .getByRole('list', { name: text.recovery.listLabel })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    const file = await downloaded(page, () =>
      page.getByRole('button', { name: text.recovery.download }).click(),
    );
    expect(file.name).toBe(text.recovery.fileName);
    for (const code of codes) expect(file.text).toContain(code);
    const onward = page.getByRole('button', { name: text.recovery.continue });
    expect(await onward.isDisabled()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, `operator-recovery-codes-${viewport}`);
    await page.getByRole('checkbox', { name: text.recovery.saved }).check();
    await onward.click();

    // the first screen, the operator's duties, and no section their duties do not open
    await page.getByRole('heading', { name: text.overview.greeting(operator.name) }).waitFor();
    await page.getByRole('banner').getByText(text.duties(operator.roles)).waitFor();
    // the desktop newcomer (finance and moderator) also sees the approvals, the reports (decision 033),
    // the fee statements (034), the reconciliation (035) and the figures (041); the phone's (the
    // catalogue) the catalogue (037) and the content pages (040)
    expect(await menu(page)).toEqual(
      operator.roles.includes('moderator')
        ? [
            text.nav.overview,
            text.nav.approvals,
            operatorModerationMessages.nav,
            feeConsoleMessages.operator.nav,
            settlementConsoleMessages.nav,
            figuresConsoleMessages.nav,
          ]
        : [text.nav.overview, operatorCatalogueMessages.nav, operatorContentMessages.nav],
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, `operator-overview-${viewport}`);

    // the phone is lost: the next login opens with one of the saved recovery codes, once
    await page.getByRole('banner').getByRole('button', { name: text.header.logout }).click();
    await logIn(page, operator.email, operator.password);
    await page.getByRole('heading', { name: text.verify.title }).waitFor();
    await page.getByRole('button', { name: text.verify.useRecovery }).click();
    await page.getByRole('textbox', { name: text.verify.recoveryLabel }).fill(codes[0]!.toUpperCase());
    await page.getByRole('button', { name: text.verify.submit, exact: true }).click();
    await page.getByRole('heading', { name: text.overview.greeting(operator.name) }).waitFor();
    await page.getByText(operatorMessages.recoveryUsed.replace('{count}', () => '9')).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await keepScreenshot(page, `operator-recovered-${viewport}`);
  });
});

describe('operators’ console: an admin reads the audit log and exports it after a fresh code (issue 36)', () => {
  it.for(['desktop', 'phone'] as const)('on a %s', async (viewport, { openPage }) => {
    // the demo operator of the README on the desktop; a journey's own admin on the phone, so the two
    // never share one operator's codes
    const operator =
      viewport === 'desktop'
        ? {
            email: DEMO_OPERATOR.email,
            password: DEMO_ACCOUNT.password,
            name: DEMO_OPERATOR.operator_name,
            secret: DEMO_OPERATOR.factor_secret,
          }
        : { ...journeyOperators().auditorPhone, secret: journeyOperators().auditorPhone.secret! };
    const { page } = await openPage(viewport);
    await logIn(page, operator.email, operator.password);
    await page.getByRole('heading', { name: text.verify.title }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `operator-verify-${viewport}`);
    await page.getByRole('textbox', { name: text.code.label }).fill(await authenticatorCode(operator.secret));
    await page.getByRole('button', { name: text.verify.submit, exact: true }).click();
    await page.getByRole('heading', { name: text.overview.greeting(operator.name) }).waitFor();
    // the seeded cash gift past its 72 hours
    await page
      .getByRole('list', { name: text.overview.overdueCash.title })
      .getByRole('listitem')
      .first()
      .waitFor();

    // the audit log, filtered by action: this very login, newest first
    await page.getByRole('link', { name: text.nav.audit }).click();
    await page.getByRole('heading', { name: text.audit.title }).waitFor();
    await page.getByLabel(text.audit.filters.action).fill('operator.login');
    await page.getByRole('button', { name: text.audit.filters.apply }).click();
    await page.waitForURL(`${baseUrl}/operator/audit?action=operator.login`);
    const entries =
      viewport === 'desktop'
        ? page.getByRole('table', { name: text.audit.tableLabel }).locator('tbody tr')
        : page.getByRole('list', { name: text.audit.tableLabel }).getByRole('article');
    await entries.first().getByText('operator.login.verified').waitFor();
    expect(
      (await entries.locator('code').allTextContents()).every((action) =>
        action.startsWith('operator.login'),
      ),
    ).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, `operator-audit-${viewport}`);

    // the export needs a fresh code, however recent the login's: the dialog asks it, then the file comes
    await page.getByRole('button', { name: text.audit.export }).click();
    const dialog = page.getByRole('dialog', { name: text.stepUp.title });
    await dialog.getByText(operatorMessages.stepUpNeeded).waitFor();
    await expectAccessible(page);
    // the export button's spinner turns while the dialog waits: no waiting for animations to end
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, `operator-step-up-${viewport}.png`),
      animations: 'disabled',
    });
    await dialog
      .getByRole('textbox', { name: text.code.label })
      .fill(await authenticatorCode(operator.secret));
    const file = await downloaded(page, () =>
      dialog.getByRole('button', { name: text.stepUp.submit }).click(),
    );
    expect(file.name).toMatch(/^athar-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.text).toContain('operator.login.verified');
    expect(file.text).not.toContain('operator.logout');
    await page.getByRole('status').getByText(text.audit.exported).waitFor();

    // the code and the export are in the log: the server took both
    for (const action of ['operator.step_up', 'audit.exported']) {
      await page.getByLabel(text.audit.filters.action).fill(action);
      await page.getByRole('button', { name: text.audit.filters.apply }).click();
      await entries.first().locator('code', { hasText: action }).waitFor();
    }

    // the operators, each with duties and factor; no reset on one's own account
    await page.getByRole('link', { name: text.nav.operators }).click();
    const own = page
      .getByRole('list', { name: text.operators.listLabel })
      .getByRole('article', { name: operator.name });
    await own.getByText(text.operators.you).waitFor();
    expect(await own.getByRole('button').count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, `operator-operators-${viewport}`);

    // data protection: the requests by due day (both operators hold the duty, so they may record)
    await page.getByRole('link', { name: text.nav.dataProtection }).click();
    await page.getByRole('heading', { name: dataProtectionConsoleMessages.title }).waitFor();
    await page.getByRole('button', { name: dataProtectionConsoleMessages.requests.record }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, `operator-data-protection-${viewport}`);
  });
});

/** Logs in with the password and the authenticator's code, to the first screen. */
async function logInFully(page: Page, operator: JourneyOperator) {
  await logIn(page, operator.email, operator.password);
  await page.getByRole('heading', { name: text.verify.title }).waitFor();
  await page.getByRole('textbox', { name: text.code.label }).fill(await authenticatorCode(operator.secret!));
  await page.getByRole('button', { name: text.verify.submit, exact: true }).click();
  await page.getByRole('heading', { name: text.overview.greeting(operator.name) }).waitFor();
}

/** Answers the step-up dialog a sensitive act opened with a fresh code of the operator's. */
async function giveStepUpCode(page: Page, operator: JourneyOperator) {
  const dialog = page.getByRole('dialog', { name: text.stepUp.title });
  await dialog.getByText(operatorMessages.stepUpNeeded).waitFor();
  await dialog
    .getByRole('textbox', { name: text.code.label })
    .fill(await authenticatorCode(operator.secret!));
  await dialog.getByRole('button', { name: text.stepUp.submit }).click();
}

describe('operators’ console: a permit is revoked only when a second operator approves (four eyes)', () => {
  it('on a phone, by two onboarding operators', async ({ openPage }) => {
    const words = fourEyesMessages;
    const { revokerPhone, approverPhone } = journeyOperators();
    const permitName = words.permits.number(JOURNEY_PERMIT.permit_number);

    // the first asks, with a reason and a fresh code (the login's is never one)
    const { page: asker } = await openPage('phone');
    await logInFully(asker, revokerPhone);
    expect(await menu(asker)).toEqual([
      text.nav.overview,
      text.nav.approvals,
      text.nav.permits,
      text.nav.applications,
    ]);
    await asker.getByRole('link', { name: text.nav.permits }).click();
    await asker.getByRole('heading', { name: words.permits.title }).waitFor();
    await asker.getByRole('button', { name: words.permits.tabs.approved }).click();
    const card = asker.getByRole('article', { name: permitName });
    await card.getByText(JOURNEY_PERMIT.ngo_name).waitFor();
    await card.getByRole('button', { name: words.permits.revokeLabel(JOURNEY_PERMIT.permit_number) }).click();
    const dialog = asker.getByRole('dialog', {
      name: words.permits.revokeTitle(JOURNEY_PERMIT.permit_number),
    });
    await dialog.getByRole('button', { name: words.reason.send }).click();
    await dialog.getByText(words.reason.tooShort).waitFor();
    await dialog.getByLabel(words.reason.label).fill('انتهت صلاحية خطاب المديرية قبل موعده');
    await expectAccessible(asker);
    await keepScreenshot(asker, 'operator-permit-revoke-ask-phone');
    await dialog.getByRole('button', { name: words.reason.send }).click();
    await giveStepUpCode(asker, revokerPhone);
    await asker.getByRole('status').getByText(operatorMessages.approvalRequested).waitFor();

    // the asker's own request: withdrawn, never approved, by them
    await asker.getByRole('link', { name: text.nav.approvals }).click();
    const asked = asker.getByRole('article').filter({ hasText: JOURNEY_PERMIT.permit_number });
    await asked.getByText(words.approvals.yours).waitFor();
    expect(await asked.getByRole('button').allTextContents()).toEqual([words.approvals.withdraw]);
    expect(await noSidewaysScroll(asker)).toBe(true);
    await expectAccessible(asker);
    await keepScreenshot(asker, 'operator-approvals-own-phone');

    // the second, in a browser of their own, approves it: the permit is revoked
    const { page: approver } = await openPage('phone');
    await logInFully(approver, approverPhone);
    await approver.getByRole('link', { name: text.nav.approvals }).click();
    const waiting = approver.getByRole('article').filter({ hasText: JOURNEY_PERMIT.permit_number });
    await waiting.getByText(approvalActionNames['permit.revoke']).waitFor();
    await waiting.getByText(revokerPhone.name).waitFor();
    expect(await noSidewaysScroll(approver)).toBe(true);
    await expectAccessible(approver);
    await keepScreenshot(approver, 'operator-approvals-waiting-phone');
    await waiting.getByRole('button', { name: new RegExp(`^${words.approvals.approve} `) }).click();
    await giveStepUpCode(approver, approverPhone);
    await approver.getByRole('status').getByText(operatorMessages.approvalApproved).waitFor();
    await approver.getByRole('button', { name: words.approvals.tabs.approved }).click();
    await approver.getByRole('article').filter({ hasText: JOURNEY_PERMIT.permit_number }).waitFor();

    await approver.getByRole('link', { name: text.nav.permits }).click();
    await approver.getByRole('button', { name: words.permits.tabs.all }).click();
    await approver
      .getByRole('article', { name: permitName })
      .getByText(permitMessages.statuses.revoked, { exact: true })
      .waitFor();
    expect(await noSidewaysScroll(approver)).toBe(true);
    await keepScreenshot(approver, 'operator-permit-revoked-phone');
  });
});
