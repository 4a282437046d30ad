import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { apiMessages, validationMessages } from '../packages/contract/src/messages';
import { messages } from '../apps/web/src/lib/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { privacyMessages } from '../apps/web/src/lib/messages/privacy';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { processingNotice } from './support/consent';
import { mailedLink as findMailedLink } from './support/mail';
import { baseUrl, dataDir } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = accountMessages.accounts;
/** A seeded campaign to favourite: any will do. */
const FAVOURITE_CAMPAIGN_ID = demoRecords().noPaymentCampaign.id;

/** The link (under `page`) in the newest mail to `to`, checked to be an RTL mail with a text twin. */
async function mailedLink(to: string, page: 'Verifymail' | 'ResetPassword', after: number): Promise<string> {
  const { link, mail } = await findMailedLink(dataDir, to, page, after);
  expect(String(mail.html)).toContain('dir="rtl"');
  expect(mail.text).toContain(link);
  return link;
}

/** Follows a mailed link on this app (the mail carries PUBLIC_URL, which may name another host). */
const onThisApp = (link: string) => `${baseUrl}${new URL(link).pathname}`;

describe('accounts: register → verify → login → favourite → edit profile → logout', () => {
  it.for(['desktop', 'phone'] as const)('walks the whole journey on a %s', async (viewport, { openPage }) => {
    const { page } = await openPage(viewport);
    const email = `journey-${viewport}-${Date.now()}@example.com`;
    const password = 'journey-pass-1';

    // register: the form's own Arabic rules first, then the activation message
    await page.goto(`${baseUrl}/Register`);
    await page.getByRole('heading', { name: text.register.title }).waitFor();
    await expectAccessible(page);
    await page.getByLabel(text.fields.userName, { exact: true }).fill('م');
    await page.getByLabel(text.fields.email).fill('no-at-sign');
    await page.getByLabel(text.fields.password, { exact: true }).fill('short');
    await page.getByLabel(text.fields.confirmPassword).fill('other');
    await page.getByLabel(text.fields.confirmPassword).blur();
    await page.getByText('من فضلك أدخل اسمًا صحيحًا').waitFor();
    await page.getByText('البريد الإلكتروني غير صحيح').waitFor();
    await page.getByText('يجب ألا تقل كلمة المرور عن 8 أحرف').waitFor();
    expect(await page.getByRole('button', { name: text.register.submit }).isDisabled()).toBe(true);
    await keepScreenshot(page, `accounts-register-errors-${viewport}`);
    await page.getByLabel(text.fields.userName, { exact: true }).fill('نور الهدى');
    await page.getByLabel(text.fields.email).fill(email);
    // a password on the common-passwords list passes the form's rules; the server refuses it under the field
    await page.getByLabel(text.fields.password, { exact: true }).fill('password123');
    await page.getByLabel(text.fields.confirmPassword).fill('password123');
    // no consent box (docs/decisions/025): the account is what the person asks for; one line under the
    // button says so and links the privacy notice
    expect(await page.getByRole('checkbox').count()).toBe(0);
    const notice = processingNotice(page, text.register.submit, 'registration');
    expect(
      await notice.getByRole('link', { name: privacyMessages.processing.link }).getAttribute('href'),
    ).toBe('/Privacy');
    await keepScreenshot(page, `accounts-register-notice-${viewport}`);
    await page.getByRole('button', { name: text.register.submit }).click();
    await page.getByText(validationMessages.passwordCommon).first().waitFor();
    await keepScreenshot(page, `accounts-register-common-password-${viewport}`);
    await page.getByLabel(text.fields.password, { exact: true }).fill(password);
    await page.getByLabel(text.fields.confirmPassword).fill(password);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: text.register.submit }).click();
    await page.getByText(apiMessages.registeredUnverified).waitFor();
    await keepScreenshot(page, `accounts-register-done-${viewport}`);

    // open the mail and verify
    const verifyLink = await mailedLink(email, 'Verifymail', sentAt);
    await page.goto(onThisApp(verifyLink));
    await page.getByText(apiMessages.verified).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `accounts-verified-${viewport}`);

    // log in: a wrong password first shows the server message in the red alert
    await page.goto(`${baseUrl}/Login`);
    await expectAccessible(page);
    await page.getByLabel(text.fields.email).fill(email);
    await page.getByLabel(text.fields.password).fill('wrong-password');
    await page.getByRole('button', { name: text.login.submit }).click();
    await page.getByRole('alert').filter({ hasText: apiMessages.loginFailed }).waitFor();
    await keepScreenshot(page, `accounts-login-error-${viewport}`);
    await page.getByLabel(text.fields.password).fill(password);
    await page.getByRole('button', { name: text.login.submit }).click();
    await page.waitForURL(`${baseUrl}/`);

    // no campaign page offers the star yet: favourite a campaign through the API with the session token
    const status = await page.evaluate(async (campaignId) => {
      const signature = document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')!.content;
      const cookie = document.cookie.split('; ').find((part) => part.startsWith('user='))!;
      const { access_token } = JSON.parse(decodeURIComponent(cookie.slice(5))) as { access_token: string };
      const response = await fetch('/api/users/favorites', {
        method: 'POST',
        headers: {
          'X-Api-Signature': signature,
          Authorization: `Bearer ${access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ campaign_id: campaignId }),
      });
      return response.status;
    }, FAVOURITE_CAMPAIGN_ID);
    expect(status).toBe(200);
    await page.goto(`${baseUrl}/MyFavourite`);
    await page.getByText(text.lists.favouritesCount(1)).waitFor();
    const heart = page.getByRole('button', { pressed: true });
    expect(await heart.count()).toBe(1);
    await expectAccessible(page);
    await keepScreenshot(page, `accounts-favourites-${viewport}`);

    // edit the profile with a new picture
    await page.goto(`${baseUrl}/MyProfile/Edit`);
    await page.getByRole('heading', { name: messages.pages.editProfile }).waitFor();
    await page.getByLabel(text.fields.userName).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: text.edit.save }).click();
    await page.getByText('يجب اختيار صورة').waitFor();
    await page
      .getByTestId('profile-pic-input')
      .setInputFiles(fileURLToPath(new URL('../apps/web/public/default-campaign.webp', import.meta.url)));
    await page.getByLabel(text.fields.userName).fill('نور الهدى علي');
    await page.getByLabel(text.fields.phone).fill('٠١٠٠٠٠٠٠٠٠١');
    await page.getByLabel(text.edit.hideData).check();
    await page.getByRole('button', { name: text.edit.save }).click();
    await page.getByText(apiMessages.profileUpdated).waitFor();
    await keepScreenshot(page, `accounts-edit-profile-${viewport}`);

    await page.goto(`${baseUrl}/MyProfile`);
    await page.getByRole('heading', { name: 'نور الهدى علي', level: 1 }).waitFor();
    await page.getByText(text.profile.hiddenName).waitFor();
    expect(await page.locator('section img[src^="/uploads/profiles/"]').count()).toBe(1);
    await expectAccessible(page);
    await keepScreenshot(page, `accounts-profile-${viewport}`);

    for (const [route, heading] of [
      ['/MyDonations', messages.pages.myDonations],
      ['/MyCampaigns', messages.pages.myCampaigns],
    ] as const) {
      await page.goto(`${baseUrl}${route}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page
        .getByText(route === '/MyDonations' ? text.lists.emptyDonations : text.lists.emptyCampaigns)
        .waitFor();
      await expectAccessible(page);
    }

    // log out from the account menu (desktop) or by the logout call of the mobile menu
    if (viewport === 'desktop') {
      await page.getByRole('button', { name: messages.nav.userMenuLabel }).click();
      await page.getByRole('menuitem', { name: messages.userMenu.logout }).click();
    } else {
      await page.getByRole('button', { name: messages.nav.openMenu }).click();
      await page.getByRole('button', { name: messages.userMenu.logout }).click();
    }
    await expect.poll(() => page.evaluate(() => document.cookie.includes('user='))).toBe(false);
    await page.goto(`${baseUrl}/MyProfile`);
    // the guard sends a guest to log in, and back here afterwards
    await page.waitForURL(`${baseUrl}/Login?next=%2FMyProfile`);
  });
});
