import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { operatorMessages } from '../packages/contract/src/operator/messages';
import { teamMessages } from '../packages/contract/src/operator/team-messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { operatorConsoleMessages } from '../apps/web/src/lib/messages/operator';
import { operatorTeamMessages } from '../apps/web/src/lib/messages/operator-team';
import { baseUrl, dataDir } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { authenticatorCode } from './support/authenticator-code';
import { journeyOperators, type JourneyOperator } from './support/journey-operators';
import { it } from './support/journey-test';
import { mailedLink } from './support/mail';

const text = operatorConsoleMessages;
const team = operatorTeamMessages;
const fields = accountMessages.accounts.fields;
const NEWCOMER_PASSWORD = 'newcomer-chosen-pass-5';

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/operator`);
  await page.getByRole('heading', { name: text.login.title }).waitFor();
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.password).fill(password);
  await page.getByRole('button', { name: text.login.submit }).click();
}

async function logInFully(page: Page, operator: JourneyOperator) {
  await logIn(page, operator.email, operator.password);
  await page.getByRole('heading', { name: text.verify.title }).waitFor();
  await page.getByRole('textbox', { name: text.code.label }).fill(await authenticatorCode(operator.secret!));
  await page.getByRole('button', { name: text.verify.submit, exact: true }).click();
  await page.getByRole('heading', { name: text.overview.greeting(operator.name) }).waitFor();
}

describe('operators’ team: an admin invites a newcomer from the console, then takes them out', () => {
  it.for(['desktop', 'phone'] as const)('on a %s', async (viewport, { openPage }) => {
    const admin = journeyOperators()[viewport === 'desktop' ? 'teamAdminDesktop' : 'teamAdminPhone'];
    const newcomer = {
      email: `team-newcomer-${viewport}@athar.local`,
      name: viewport === 'desktop' ? 'هالة منصور' : 'باسم رشدي',
    };

    // the admin invites, with a fresh code (the login's is never one)
    const { page } = await openPage(viewport);
    await logInFully(page, admin);
    await page.getByRole('link', { name: text.nav.operators }).click();
    await page.getByRole('button', { name: team.invite.open }).click();
    const form = page.getByRole('dialog', { name: team.invite.title });
    await form.getByLabel(team.invite.email).fill(newcomer.email);
    await form.getByLabel(team.invite.name).fill(newcomer.name);
    await form.getByRole('checkbox', { name: 'الكتالوج والمحتوى' }).check();
    await expectAccessible(page);
    await keepScreenshot(page, `operator-team-invite-${viewport}`);
    const invitedAt = Date.now();
    await form.getByRole('button', { name: team.invite.submit }).click();
    const stepUp = page.getByRole('dialog', { name: text.stepUp.title });
    await stepUp.getByText(operatorMessages.stepUpNeeded).waitFor();
    await stepUp.getByRole('textbox', { name: text.code.label }).fill(await authenticatorCode(admin.secret!));
    await stepUp.getByRole('button', { name: text.stepUp.submit }).click();
    await page.getByRole('status').getByText(teamMessages.invited).waitFor();
    const card = page
      .getByRole('list', { name: text.operators.listLabel })
      .getByRole('article', { name: newcomer.name });
    await card.getByText(team.pending).waitFor();
    await card.getByRole('button', { name: team.resendLabel(newcomer.name) }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, `operator-team-pending-${viewport}`);

    // the newcomer follows the mail's link, chooses a password, logs in and enrols
    const { link } = await mailedLink(dataDir, newcomer.email, 'operator/invitation', invitedAt);
    const { page: theirs } = await openPage(viewport);
    await theirs.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await theirs.getByRole('heading', { name: team.invitation.title }).waitFor();
    await theirs.getByLabel(fields.password, { exact: true }).fill(NEWCOMER_PASSWORD);
    await theirs.getByLabel(fields.confirmPassword).fill(NEWCOMER_PASSWORD);
    expect(await noSidewaysScroll(theirs)).toBe(true);
    await expectAccessible(theirs);
    await keepScreenshot(theirs, `operator-team-invitation-${viewport}`);
    await theirs.getByRole('button', { name: team.invitation.submit }).click();
    await theirs.getByText(teamMessages.passwordSet).waitFor();
    await theirs.getByRole('link', { name: team.invitation.login }).click();
    await theirs.getByLabel(fields.email).fill(newcomer.email);
    await theirs.getByLabel(fields.password).fill(NEWCOMER_PASSWORD);
    await theirs.getByRole('button', { name: text.login.submit }).click();
    await theirs.getByRole('heading', { name: text.enrol.title }).waitFor();
    const secret = (await theirs
      .getByRole('group', { name: text.enrol.secretLabel })
      .locator('code')
      .textContent())!.replace(/\s/g, '');
    await theirs.getByRole('textbox', { name: text.code.label }).fill(await authenticatorCode(secret));
    await theirs.getByRole('button', { name: text.enrol.submit }).click();
    await theirs.getByRole('heading', { name: text.recovery.title }).waitFor();
    await theirs.getByRole('checkbox', { name: text.recovery.saved }).check();
    await theirs.getByRole('button', { name: text.recovery.continue }).click();
    await theirs.getByRole('heading', { name: text.overview.greeting(newcomer.name) }).waitFor();

    // the admin takes the newcomer out with a reason (the code given a moment ago still counts)
    await page.reload();
    await card.getByText(text.operators.enrolled).waitFor();
    await card.getByRole('button', { name: team.disable.label(newcomer.name) }).click();
    const reason = page.getByRole('dialog', { name: team.disable.title(newcomer.name) });
    await reason.getByLabel(team.reasonLabel).fill('انتهت مهمته في الفريق');
    await expectAccessible(page);
    await keepScreenshot(page, `operator-team-disable-${viewport}`);
    await reason.getByRole('button', { name: team.disable.submit }).click();
    await page.getByRole('status').getByText(teamMessages.disabled).waitFor();
    await card.getByText(team.disabled).waitFor();
    await card.getByRole('button', { name: team.enable.label(newcomer.name) }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await keepScreenshot(page, `operator-team-disabled-${viewport}`);

    // the newcomer's open console ends at their next step, and the password no longer opens it
    await theirs.reload();
    await theirs.getByRole('heading', { name: text.login.title }).waitFor();
    await theirs.getByLabel(fields.email).fill(newcomer.email);
    await theirs.getByLabel(fields.password).fill(NEWCOMER_PASSWORD);
    await theirs.getByRole('button', { name: text.login.submit }).click();
    await theirs.getByText(operatorMessages.loginFailed).waitFor();
    await keepScreenshot(theirs, `operator-team-refused-${viewport}`);
  });
});
