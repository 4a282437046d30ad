import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCAL_PAY_WEBHOOK_SECRET } from '../packages/server-kit/src/config';
import {
  followLinkKey,
  followUnsubscribeToken,
  followUnsubscribeUrl,
} from '../apps/api/src/lib/follow-links';
import { followMessages as followApiMessages } from '../packages/contract/src/remembrance/follow-messages';
import { privacyMessages } from '../apps/web/src/lib/messages/privacy';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { followMessages } from '../apps/web/src/lib/messages/follows';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { setUpClientAddress } from './support/client-address';
import { it } from './support/journey-test';
import { revealLaterParts } from './support/later-parts';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl, dataDir } from './support/athar';
import { mailedTokenLink } from './support/mail';
import { demoRecords } from './support/demo-records';

const text = followMessages.form;
/** A seeded campaign no other journey uses, with no date of death yet, and its creator. */
const { reminders } = demoRecords();
const CAMPAIGN_CODE = reminders.code;
const CREATOR = { email: reminders.creatorEmail, password: DEMO_ACCOUNT.password };
const SHOTS = '/tmp/shots-follows';

/** Calls the api from the page, as the app does (with its signature); answers the envelope. */
async function callApi(
  page: Page,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; message: string; data: unknown }> {
  return page.evaluate(
    async ({ method, url, body, headers }) => {
      const signature = document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')!.content;
      const response = await fetch(url, {
        method,
        headers: { 'X-Api-Signature': signature, 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, url, body, headers },
  );
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
  await keepScreenshot(page, `reminders-${name}`, { fullPage: false });
}

describe('reminders by mail (issue 20)', () => {
  it('a logged-in person sets a reminder on a phone, then stops Fridays from a link already in their inbox', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
    await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
    const campaignId = Number(new URL(page.url()).pathname.split('/').at(-1));

    // set-up: the family gives the date of death (the anniversary is offered only then)
    const login = await callApi(page, 'POST', '/api/auth/login', CREATOR);
    expect(login.status).toBe(1);
    const familyToken = (login.data as { access_token: string }[])[0]!.access_token;
    const edited = await callApi(
      page,
      'PATCH',
      `/api/campaigns/${campaignId}`,
      { death_calendar: 'gregorian', death_date: '2024-11-14' },
      { Authorization: `Bearer ${familyToken}` },
    );
    expect(edited.status, edited.message).toBe(1);

    // set-up: a new account, registered through the api from its own address, logs in
    const email = `reminded-${Date.now()}@example.com`;
    const password = 'remind-me-please-1';
    const registered = await callApi(
      page,
      'POST',
      '/api/users',
      { user_name: 'هدى سالم', email, password, msisdn: false, consent: true },
      { 'X-Forwarded-For': setUpClientAddress() },
    );
    expect(registered.status, registered.message).toBe(1);
    await page.goto(`${baseUrl}/Login`);
    await page.getByLabel(accountMessages.accounts.fields.email).fill(email);
    await page.getByLabel(accountMessages.accounts.fields.password).fill(password);
    await page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
    await revealLaterParts(page);
    const form = page.getByRole('form', { name: text.title });
    const choices = form.getByRole('group', { name: text.legend });
    const anniversary = choices.getByRole('checkbox', { name: text.anniversary });
    await anniversary.waitFor();
    await form.scrollIntoViewIfNeeded();
    // every reminder starts unticked (docs/decisions/025); the guest's e-mail field is not asked of an account
    for (const reminder of await choices.getByRole('checkbox').all())
      expect(await reminder.isChecked()).toBe(false);
    expect(await form.getByLabel(text.email).count()).toBe(0);
    await anniversary.check();
    await choices.getByRole('checkbox', { name: text.friday }).check();
    await expectAccessible(page);
    await shot(page, 'form-360');
    // the form fits the phone's width
    const box = await form.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);

    await form.getByRole('button', { name: text.submit }).click();
    const done = page.getByRole('status').filter({ hasText: text.doneConfirmed });
    await done.waitFor();
    await done.scrollIntoViewIfNeeded();
    await shot(page, 'confirmed-360');

    const userLogin = await callApi(page, 'POST', '/api/auth/login', { email, password });
    const userToken = (userLogin.data as { access_token: string }[])[0]!.access_token;
    const options = await callApi(page, 'GET', `/api/follows/options?campid=${campaignId}`, undefined, {
      Authorization: `Bearer ${userToken}`,
    });
    const mine = (
      options.data as { mine: { id: number; anniversary: boolean; friday: boolean; ramadan: boolean } }
    ).mine;
    expect(mine).toMatchObject({ anniversary: true, friday: true, ramadan: false });

    // a Friday mail sent before the links became opaque (docs/decisions/028) is still in the inbox: its
    // link opens a page with a button, sends nothing as it opens, and stops Fridays once pressed
    const key = followLinkKey(process.env.PAY_WEBHOOK_SECRET ?? LOCAL_PAY_WEBHOOK_SECRET);
    const oldLink = followUnsubscribeUrl(baseUrl, followUnsubscribeToken(key, mine.id, 'friday'));
    const reader = await openPage('phone');
    const stops: string[] = [];
    reader.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/follows/unsubscribe'))
        stops.push(request.url());
    });
    await reader.page.goto(oldLink);
    const stop = reader.page.getByRole('button', { name: followMessages.unsubscribe.action });
    await stop.waitFor();
    expect(stops).toEqual([]);
    await expectAccessible(reader.page);
    await shot(reader.page, 'unsubscribe-button-360');
    await stop.click();
    await reader.page
      .getByRole('status')
      .filter({ hasText: followMessages.unsubscribe.occasions.friday })
      .waitFor();
    expect(stops).toHaveLength(1);
    await shot(reader.page, 'unsubscribed-360');

    // an altered link (another follow's signature on this follow's number) is refused in Arabic, once pressed
    const altered = followUnsubscribeToken(key, mine.id + 1, 'all').replace(/^u\.\d+/, () => `u.${mine.id}`);
    await reader.page.goto(followUnsubscribeUrl(baseUrl, altered));
    await reader.page.getByRole('button', { name: followMessages.unsubscribe.action }).click();
    await reader.page.getByRole('alert').filter({ hasText: followApiMessages.unsubscribeInvalid }).waitFor();
    await shot(reader.page, 'refused-360');

    // back on the campaign, the person's own choices show Friday off, the anniversary still on
    await page.reload();
    await revealLaterParts(page);
    await choices.getByRole('checkbox', { name: text.anniversary }).waitFor();
    await page.getByText(text.following).waitFor();
    expect(await choices.getByRole('checkbox', { name: text.friday }).isChecked()).toBe(false);
    expect(await choices.getByRole('checkbox', { name: text.anniversary }).isChecked()).toBe(true);
  });

  it('a guest’s mailed link opens a page that confirms only when its button is pressed (issue 34)', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
    await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
    await revealLaterParts(page);
    const form = page.getByRole('form', { name: text.title });
    const choices = form.getByRole('group', { name: text.legend });
    await choices.getByRole('checkbox', { name: text.friday }).waitFor();
    await form.scrollIntoViewIfNeeded();
    const email = `guest-follow-${Date.now()}@example.com`;
    for (const other of [text.anniversary, text.ramadan, text.arafah, text.friday]) {
      const box = choices.getByRole('checkbox', { name: other });
      if ((await box.count()) > 0) await box.uncheck();
    }
    await choices.getByRole('checkbox', { name: text.familyUpdates }).check();
    await form.getByLabel(text.email).fill(email);
    await form.getByRole('checkbox', { name: privacyMessages.consent.label }).check();
    const askedAt = Date.now();
    await form.getByRole('button', { name: text.submit }).click();
    await page.getByRole('status').filter({ hasText: text.donePending }).waitFor();

    // the mail's link, opened where the guest reads mail: a page with a button, nothing done yet
    const { link } = await mailedTokenLink(dataDir, email, '/Reminders/Confirm', askedAt);
    const token = new URL(link).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).not.toContain(email);
    expect(link).not.toContain(Buffer.from(email).toString('base64url'));
    const reader = await openPage('phone');
    const confirmations: string[] = [];
    reader.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/follows/confirm'))
        confirmations.push(request.url());
    });
    await reader.page.goto(`${baseUrl}/Reminders/Confirm?token=${encodeURIComponent(token)}`);
    const confirm = reader.page.getByRole('button', { name: followMessages.confirm.action });
    await confirm.waitFor();
    // the page is up and has sent nothing: a mail scanner that opens it confirms nothing
    expect(confirmations).toEqual([]);
    await reader.page.getByRole('heading', { name: followMessages.confirm.title }).waitFor();
    await expectAccessible(reader.page);
    await shot(reader.page, 'confirm-button-360');
    const width = await reader.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    await confirm.click();
    await reader.page.getByRole('heading', { name: followMessages.confirm.doneTitle }).waitFor();
    await reader.page
      .getByRole('status')
      .filter({ hasText: followMessages.confirm.done(reminders.title) })
      .waitFor();
    expect(confirmations).toHaveLength(1);
    await expectAccessible(reader.page);
    await shot(reader.page, 'confirm-done-360');

    // pressed again (a reload, a second tap) it says the same and changes nothing
    await reader.page.reload();
    await reader.page.getByRole('button', { name: followMessages.confirm.action }).click();
    await reader.page.getByRole('heading', { name: followMessages.confirm.doneTitle }).waitFor();

    // an altered link is refused in Arabic, once its button is pressed
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await reader.page.goto(`${baseUrl}/Reminders/Confirm?token=${encodeURIComponent(altered)}`);
    await reader.page.getByRole('button', { name: followMessages.confirm.action }).click();
    await reader.page.getByRole('alert').filter({ hasText: followApiMessages.confirmInvalid }).waitFor();
    await shot(reader.page, 'confirm-refused-360');
  });
});
