import { describe, expect } from 'vitest';
import { charityMessages } from '../packages/contract/src/charity/messages';
import { charityTeamMessages as serverText } from '../packages/contract/src/charity/team-messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { charityTeamMessages as text } from '../apps/web/src/lib/messages/charity-team';
import { feeConsoleMessages } from '../apps/web/src/lib/messages/fees';
import { baseUrl, dataDir } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { enterCode, logInAsStaff } from './support/charity-staff';
import { DEMO_CHARITY_ADMINS, demoCharityAdminLogin } from './support/demo-charity-admins';
import { it } from './support/journey-test';
import { mailedLink } from './support/mail';

const fields = accountMessages.accounts.fields;
const NEWCOMER = {
  desktop: {
    name: 'رحاب الشاذلي',
    email: 'team-finance-desktop@charity.example',
    password: 'finance-pass-71',
  },
  phone: { name: 'سلمى عادل', email: 'team-finance-phone@charity.example', password: 'finance-pass-72' },
} as const;

describe('the charity’s team: its admin invites a finance member, who reads the fee statements only', () => {
  it.for(['desktop', 'phone'] as const)('on a %s', async (viewport, { openPage }) => {
    const newcomer = NEWCOMER[viewport];
    const admin = viewport === 'desktop' ? DEMO_CHARITY_ADMINS.teamDesktop : DEMO_CHARITY_ADMINS.teamPhone;
    const { page } = await openPage(viewport);
    await logInAsStaff(page, baseUrl, demoCharityAdminLogin(admin));
    await page.getByRole('link', { name: text.nav }).click();
    await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
    const form = page.locator('form', { has: page.getByRole('heading', { name: text.invite.title }) });
    await form.getByLabel(text.invite.name).fill(newcomer.name);
    await form.getByLabel(text.invite.email).fill(newcomer.email);
    await form.getByRole('checkbox', { name: new RegExp(text.roles.finance) }).check();
    await expectAccessible(page);
    await keepScreenshot(page, `charity-team-invite-${viewport}`);
    const sentAt = Date.now();
    await form.getByRole('button', { name: text.invite.submit }).click();

    // the login's code is never a fresh one: the dialog asks it
    const stepUp = page.getByRole('dialog', { name: text.stepUp.title });
    await enterCode(stepUp, admin.secret, text.stepUp.submit);
    await page.getByRole('status').getByText(serverText.invited).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: newcomer.name });
    await card.getByText(text.waiting).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await keepScreenshot(page, `charity-team-invited-${viewport}`);

    // the newcomer follows the mail's link, chooses a password and logs in (no factor asked of finance)
    const { link } = await mailedLink(dataDir, newcomer.email, 'charity/set-password', sentAt);
    const { page: theirs } = await openPage(viewport);
    await theirs.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await theirs.getByLabel(fields.password, { exact: true }).fill(newcomer.password);
    await theirs.getByLabel(fields.confirmPassword).fill(newcomer.password);
    await theirs.getByRole('button', { name: charityConsoleMessages.charity.setPassword.submit }).click();
    await theirs.getByText(charityMessages.passwordSet).waitFor();
    await theirs.goto(`${baseUrl}/charity/login`);
    await theirs.getByLabel(fields.email).fill(newcomer.email);
    await theirs.getByLabel(fields.password).fill(newcomer.password);
    await theirs.getByRole('button', { name: charityConsoleMessages.charity.login.submit }).click();

    // finance lands on its first section, the donations, not the cash queue; the fee statements open,
    // and neither the team nor the cash queue is a tab
    await theirs.waitForURL(`${baseUrl}/charity/donations`);
    const nav = theirs.getByRole('navigation', { name: charityConsoleMessages.charity.nav.label });
    await nav.getByRole('link', { name: feeConsoleMessages.charity.nav }).click();
    await theirs.getByRole('heading', { name: feeConsoleMessages.charity.title }).waitFor();
    expect(await nav.getByRole('link', { name: text.nav }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: charityConsoleMessages.charity.nav.queue }).count()).toBe(0);
    expect(await noSidewaysScroll(theirs)).toBe(true);
    await expectAccessible(theirs);
    await keepScreenshot(theirs, `charity-team-finance-${viewport}`);
  });
});
