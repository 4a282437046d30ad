import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { apiMessages } from '../packages/contract/src/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { familyMessages } from '../apps/web/src/lib/messages/family';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { mailedLink, mailedTokenLink } from './support/mail';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl, dataDir } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = accountMessages.accounts;
const invitation = familyMessages.invitation;
/** A seeded campaign with no co-administrator yet, and its creator (every seeded account has the demo password). */
const { coAdminNewcomer: campaign } = demoRecords();
const SHOTS = '/tmp/helper-invite';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await keepScreenshot(page, `co-admin-newcomer-${name}`, { fullPage: true });
  await page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: true });
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: text.login.title }).waitFor();
  await page.getByLabel(text.fields.email).fill(email);
  await page.getByLabel(text.fields.password).fill(password);
  await page.getByRole('button', { name: text.login.submit }).click();
}

/** Follows a mailed link on this app (the mail carries PUBLIC_URL, which may name another host). */
const onThisApp = (link: string) => {
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.search}`;
};

describe('an invitation to co-administer survives registering first (issue 35)', () => {
  it('the invitee without an account registers from the link, verifies from the mail, and is asked after login', async ({
    openPage,
  }) => {
    // the creator, on a phone, invites a relative who has no account yet
    const creator = await openPage('phone');
    await creator.page.goto(`${baseUrl}/Login`);
    await logIn(creator.page, campaign.creatorEmail, DEMO_ACCOUNT.password);
    await creator.page.waitForURL(`${baseUrl}/`);
    await creator.page.goto(`${baseUrl}/Campaign/${campaign.id}/family`);
    await creator.page.getByRole('heading', { level: 1, name: familyMessages.manage.title }).waitFor();
    const invitee = `newcomer-${Date.now()}@example.com`;
    const invitedAt = Date.now() - 1000;
    await creator.page.getByLabel(familyMessages.admins.email).fill(invitee);
    await creator.page.getByRole('button', { name: familyMessages.admins.invite }).click();
    await creator.page.getByRole('button', { name: familyMessages.admins.revokeLabel(invitee) }).waitFor();

    // the relative opens the mailed link on their phone: who invites, in words that fit a woman too
    const { page } = await openPage('phone');
    const { link, mail } = await mailedTokenLink(dataDir, invitee, '/Invitation', invitedAt);
    expect(mail.text).not.toContain('يدعوك');
    await page.goto(onThisApp(link));
    await page.getByText(invitee, { exact: true }).waitFor();
    await page.getByText(/^الدعوة من: /).waitFor();
    await expectAccessible(page);
    await shot(page, '1-invitation-guest-360');

    // no account: register from the invitation; the registration keeps the way back to it
    await page.getByRole('link', { name: invitation.register }).click();
    await page.waitForURL(/\/Register\?next=%2FInvitation%3Ftoken%3D/);
    const password = 'newcomer-pass-1';
    const registeredAt = Date.now() - 1000;
    await page.getByLabel(text.fields.userName, { exact: true }).fill('هدى سالم');
    await page.getByLabel(text.fields.email).fill(invitee);
    await page.getByLabel(text.fields.password, { exact: true }).fill(password);
    await page.getByLabel(text.fields.confirmPassword).fill(password);
    await page.getByRole('button', { name: text.register.submit }).click();
    await page.getByText(apiMessages.registeredUnverified).waitFor();
    const toLogin = page.getByRole('link', { name: text.register.goToLogin });
    expect(await toLogin.getAttribute('href')).toMatch(/^\/Login\?next=%2FInvitation%3Ftoken%3D/);
    await shot(page, '2-registered-360');

    // the activation mail's link verifies the address, then plain /Login, as the mail leads there
    const verify = await mailedLink(dataDir, invitee, 'Verifymail', registeredAt);
    await page.goto(onThisApp(verify.link));
    await page.getByText(apiMessages.verified).waitFor();
    await page.getByRole('link', { name: text.verify.login }).click();
    await page.waitForURL(`${baseUrl}/Login`);
    await logIn(page, invitee, password);
    await page.waitForURL(`${baseUrl}/`);

    // right after login the waiting invitation is asked about: nothing accepted until they press
    const asked = page.getByRole('dialog', { name: familyMessages.waiting.title });
    await asked.waitFor();
    await asked.getByText(/^الدعوة من: /).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'co-admin-newcomer-3-asked-after-login-360', { fullPage: false });
    await page.screenshot({ path: `${SHOTS}-3-asked-after-login-360.png` });
    expect(await noSidewaysScroll(page)).toBe(true);
    await asked.getByRole('button', { name: familyMessages.waiting.accept }).click();
    await page.getByText(invitation.accepted).waitFor();
    await page.screenshot({ path: `${SHOTS}-4-accepted-360.png` });
    await page.getByRole('link', { name: invitation.goManage }).click();

    // the campaign's family page, as its co-administrator
    await page.waitForURL(`${baseUrl}/Campaign/${campaign.id}/family`);
    await page.getByRole('heading', { level: 1, name: familyMessages.manage.title }).waitFor();
    await page.getByText(familyMessages.manage.roleAdmin('').trim()).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, '5-family-page-co-admin-360');
    expect(await noSidewaysScroll(page)).toBe(true);

    // the mailed link is spent: single use
    await page.goto(onThisApp(link));
    await page.getByText(invitation.states.used).waitFor();
  });
});
