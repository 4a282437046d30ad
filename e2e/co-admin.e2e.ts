import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { familyMessages } from '../apps/web/src/lib/messages/family';
import { familyMessages as apiFamilyMessages } from '../packages/contract/src/remembrance/family-messages';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { setUpClientAddress } from './support/client-address';
import { revealLaterParts } from './support/later-parts';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl, dataDir } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = accountMessages.accounts;
/** A seeded campaign with no co-administrator yet, and its creator (every seeded account has the demo password). */
const { coAdmin } = demoRecords();
const CAMPAIGN_CODE = coAdmin.code;
const CREATOR = { email: coAdmin.creatorEmail, password: DEMO_ACCOUNT.password };
const SHOTS = '/tmp/shots-family';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await keepScreenshot(page, `co-admin-${name}`, { fullPage: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Calls the api from the page, as the app does (with its signature). */
async function callApi(page: Page, url: string, body: object, headers: Record<string, string>) {
  return page.evaluate(
    async ({ url, body, headers }) => {
      const signature = document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')!.content;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'X-Api-Signature': signature, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return (await response.json()).status as number;
    },
    { url, body, headers },
  );
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: text.login.title }).waitFor();
  await page.getByLabel(text.fields.email).fill(email);
  await page.getByLabel(text.fields.password).fill(password);
  await page.getByRole('button', { name: text.login.submit }).click();
}

/** The invitation link of the newest mail to `to` written since `after` (no SMTP in the journeys). */
async function invitationLink(to: string, after: number): Promise<string> {
  const mailDir = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = fs.existsSync(mailDir)
      ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
      : [];
    for (const name of files) {
      const file = path.join(mailDir, name);
      if (fs.statSync(file).mtimeMs < after) continue;
      const mail = await simpleParser(fs.readFileSync(file));
      if (![mail.to].flat().some((group) => group?.text.includes(to))) continue;
      const link = String(mail.html).match(/href="([^"]*\/Invitation\?token=[A-Za-z0-9_-]+)"/)?.[1];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mail to ${to}`);
}

describe('co-administrators and family updates (issue 20)', () => {
  it('the creator invites, the invitee accepts from the mail and posts an update with a photo', async ({
    openPage,
  }) => {
    // the creator, on a phone, opens «إدارة الحملة» from the campaign page and invites a relative
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/Login`);
    await logIn(page, CREATOR.email, CREATOR.password);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
    await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
    await revealLaterParts(page);
    const campaignId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('link', { name: familyMessages.manage.openLink }).click();
    await page.waitForURL(`${baseUrl}/Campaign/${campaignId}/family`);
    await page.getByRole('heading', { level: 1, name: familyMessages.manage.title }).waitFor();

    const invitee = `cousin-${Date.now()}@example.com`;
    const invitedAt = Date.now() - 1000;
    await page.getByLabel(familyMessages.admins.email).fill(invitee);
    await page.getByRole('button', { name: familyMessages.admins.invite }).click();
    await page.getByRole('button', { name: familyMessages.admins.revokeLabel(invitee) }).waitFor();
    await expectAccessible(page);
    await shot(page, '1-creator-invited-360');

    // the invitee registers (set-up, from their own address) and opens the mailed link logged out
    const guest = await openPage('phone');
    await guest.page.goto(`${baseUrl}/Login`);
    const password = 'cousin-password-1';
    expect(
      await callApi(
        guest.page,
        '/api/users',
        { user_name: 'هدى سالم', email: invitee, password, msisdn: false, consent: true },
        { 'X-Forwarded-For': setUpClientAddress() },
      ),
    ).toBe(1);
    await guest.page.context().clearCookies();
    const link = new URL(await invitationLink(invitee, invitedAt));
    await guest.page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await guest.page.getByText(invitee, { exact: true }).waitFor();
    await shot(guest.page, '2-invitation-logged-out-360');
    await guest.page.getByRole('link', { name: familyMessages.invitation.login }).click();
    await logIn(guest.page, invitee, password);
    await guest.page.waitForURL(/\/Invitation\?token=/);
    await guest.page.getByRole('button', { name: familyMessages.invitation.accept }).click();
    await guest.page.getByText(familyMessages.invitation.accepted).waitFor();
    await expectAccessible(guest.page);
    await shot(guest.page, '3-invitation-accepted-360');
    await guest.page.getByRole('link', { name: familyMessages.invitation.goManage }).click();
    await guest.page.waitForURL(`${baseUrl}/Campaign/${campaignId}/family`);

    // a picture over 3 MB is refused in Arabic before it is sent
    const photoInput = guest.page.getByTestId('family-update-photo-input');
    await photoInput.setInputFiles({
      name: 'big.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(3_100_000, 1),
    });
    await guest.page.getByText(familyMessages.picture.tooLarge).waitFor();

    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f5e55' } })
      .jpeg()
      .toBuffer();
    const words = `وصلت اليوم أول دفعة من المياه إلى القرية ${Date.now() % 100000}`;
    await guest.page.getByLabel(familyMessages.updates.body).fill(words);
    await photoInput.setInputFiles({ name: 'well.jpg', mimeType: 'image/jpeg', buffer: photo });
    await guest.page.getByRole('img', { name: familyMessages.updates.photoPreview }).waitFor();
    expect(await guest.page.getByText(familyMessages.picture.tooLarge).count()).toBe(0);
    await shot(guest.page, '4-update-form-with-photo-360');
    await guest.page.getByRole('button', { name: familyMessages.updates.submit }).click();
    await guest.page.getByText(apiFamilyMessages.updatePosted).first().waitFor();

    // everyone sees it on the campaign page, newest first, with its photo
    const visitor = await openPage('phone');
    await visitor.page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
    await revealLaterParts(visitor.page);
    const updates = visitor.page.getByRole('region', { name: familyMessages.updates.title });
    await updates.getByText(words).waitFor();
    const image = updates.getByRole('img', { name: familyMessages.updates.photoAlt }).first();
    await image.scrollIntoViewIfNeeded();
    await visitor.page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
    expect(await visitor.page.getByRole('link', { name: familyMessages.manage.openLink }).count()).toBe(0);
    await updates.scrollIntoViewIfNeeded();
    await visitor.page.screenshot({ path: path.join(SHOTS, '5-campaign-page-updates-360.png') });
    await shot(visitor.page, '6-campaign-page-full-360');
    // the page never scrolls sideways at 360 px
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
