import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { deliveryMessages as contractMessages } from '../packages/contract/src/charity/delivery-messages';
import { validationMessages } from '../packages/contract/src/messages';
import { deliveryMessages } from '../apps/web/src/lib/messages/delivery';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { it } from './support/journey-test';
import { revealLaterParts } from './support/later-parts';
import { logInAsDemoStaff } from './support/charity-staff';
import { baseUrl, dataDir } from './support/athar';

const text = deliveryMessages.console;
/** Follows a mailed link on this app (the mail carries PUBLIC_URL, which may name another host). */
const onThisApp = (link: string) => {
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.search}`;
};

function picture(background: string) {
  return sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Every mail the app wrote since `after` whose text contains `marker`, waiting up to 10 s for one. */
async function mailsWith(marker: string, after: number): Promise<ParsedMail[]> {
  const mailDir = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = fs.existsSync(mailDir)
      ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
      : [];
    const mails = await Promise.all(
      files
        .map((name) => path.join(mailDir, name))
        .filter((file) => fs.statSync(file).mtimeMs >= after)
        .map(async (file) => simpleParser(fs.readFileSync(file))),
    );
    const found = mails.filter((mail) => (mail.text ?? '').includes(marker));
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with ${marker}`);
}

/** The demo staff member, the demo charity's admin: password, then the authenticator's code. */
const logInToConsole = (page: Page) => logInAsDemoStaff(page, baseUrl);

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describe('proof of delivery: a charity posts from a phone, donors see it and hear of it', () => {
  it('posts a completed update with a photo and its certificate at 360 px', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await logInToConsole(page);
    await page.getByRole('link', { name: text.nav }).click();
    await page.waitForURL(`${baseUrl}/charity/updates`);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();

    // the first project and, to visit later, the first of its campaigns; the update goes to all of them
    const projectSelect = page.getByLabel(text.project, { exact: true });
    const projectId = await projectSelect.locator('option').nth(1).getAttribute('value');
    await projectSelect.selectOption(projectId!);
    const campaignSelect = page.getByLabel(text.campaign, { exact: true });
    const campaignId = Number(await campaignSelect.locator('option').nth(1).getAttribute('value'));
    expect(campaignId).toBeGreaterThan(0);

    const marker = `اكتمل المشروع بحمد الله ${Date.now()}`;
    await page.getByLabel(text.kinds.completed).check();
    await page.getByLabel(text.body).fill(`${marker}\nوسُلّم للأهالي.`);
    await page.getByLabel(text.beneficiaries).fill('250');

    // sent without the certificate: an Arabic error, and nothing typed is lost
    await page.getByRole('button', { name: text.addPhoto }).click();
    await page.getByLabel(text.photoFile).setInputFiles({
      name: 'well.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture('#1f6f6a'),
    });
    await page.getByLabel(text.takenOn).fill('2026-01-15');
    await page.getByRole('button', { name: text.submit }).click();
    await page.getByText(contractMessages.certificateRequired).waitFor();
    expect(await page.getByLabel(text.body).inputValue()).toContain(marker);
    expect(await page.getByLabel(text.takenOn).inputValue()).toBe('2026-01-15');
    await keepScreenshot(page, 'proof-of-delivery-form-error-phone');

    // a certificate that is no picture: the server refuses it in Arabic, and every field and file stays
    await page.getByLabel(text.certificate).setInputFiles({
      name: 'certificate.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await page.getByRole('button', { name: text.submit }).click();
    await page.getByRole('alert').filter({ hasText: validationMessages.imageType }).waitFor();
    expect(await page.getByLabel(text.body).inputValue()).toContain(marker);
    expect(await page.getByLabel(text.beneficiaries).inputValue()).toBe('250');
    expect(await page.getByLabel(text.takenOn).inputValue()).toBe('2026-01-15');
    await page.getByText(text.chosenFile('well.jpg')).waitFor();
    await keepScreenshot(page, 'proof-of-delivery-upload-refused-phone');

    await page.getByLabel(text.certificate).setInputFiles({
      name: 'certificate.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f5ecd9' } })
        .png()
        .toBuffer(),
    });
    await expectNoSideScroll(page);
    await expectAccessible(page);
    await keepScreenshot(page, 'proof-of-delivery-form-phone');
    const postedAt = Date.now() - 1000;
    await page.getByRole('button', { name: text.submit }).click();
    await page.getByRole('status').filter({ hasText: 'نُشر التحديث' }).waitFor();
    // the form empties once posted, and the update heads the list
    expect(await page.getByLabel(text.body).inputValue()).toBe('');
    const posted = page.getByRole('list', { name: text.listLabel }).getByRole('listitem').first();
    await posted.getByText(marker).waitFor();
    await keepScreenshot(page, 'proof-of-delivery-posted-phone');

    // the campaign page shows it in «ماذا صنع تبرعكم», with the photo's day, the badge and the certificate
    await page.goto(`${baseUrl}/CampaignDonation/x/${campaignId}`);
    await revealLaterParts(page);
    const timeline = page.getByRole('region', { name: deliveryMessages.timeline.title });
    await timeline.getByText(marker).waitFor();
    const first = timeline.getByRole('listitem').first();
    await first.getByText(deliveryMessages.update.completed).first().waitFor();
    await first.getByText(deliveryMessages.update.beneficiaries('250')).waitFor();
    await first.getByText(deliveryMessages.update.photoTakenOn('15 يناير 2026')).waitFor();
    await first.getByRole('img', { name: deliveryMessages.update.certificate }).waitFor();
    expect(await first.locator('img').first().getAttribute('loading')).toBe('lazy');
    await timeline.scrollIntoViewIfNeeded();
    await expectNoSideScroll(page);
    await keepScreenshot(page, 'proof-of-delivery-campaign-phone');

    // a donor's (or the family's) mail: the update, the campaign link and a working unsubscribe link
    const mails = await mailsWith(marker, postedAt);
    const mail = mails[0]!;
    expect(mail.subject).toContain('اكتمل تنفيذ المشروع');
    expect(mail.text).toContain('عدد المستفيدين: 250');
    expect(mail.text).toContain('شهادة إتمام المشروع');
    const link = String(mail.html)
      .match(/href="([^"]*\/Unsubscribe\?token=[^"]+)"/)?.[1]
      ?.replace(/&amp;/g, '&');
    expect(link).toBeDefined();
    expect(mail.headerLines.some((header) => header.key === 'list-unsubscribe')).toBe(true);
    // RFC 8058: the mail client may stop the mails with one POST to the same address
    expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    const reader = await openPage('phone');
    // opening the link stops nothing (a mail scanner opens links): its page asks for a press
    await reader.page.goto(onThisApp(link!));
    const stop = reader.page.getByRole('button', { name: deliveryMessages.unsubscribe.action });
    await stop.waitFor();
    await expectAccessible(reader.page);
    await keepScreenshot(reader.page, 'proof-of-delivery-unsubscribe-button-phone');
    await stop.click();
    await reader.page.getByRole('heading', { name: deliveryMessages.unsubscribe.doneTitle }).waitFor();
    await expectAccessible(reader.page);
    await keepScreenshot(reader.page, 'proof-of-delivery-unsubscribed-phone');
    // an altered link is refused in Arabic
    await reader.page.goto(onThisApp(link!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))));
    await reader.page.getByRole('button', { name: deliveryMessages.unsubscribe.action }).click();
    await reader.page.getByText(contractMessages.unsubscribeInvalid).waitFor();
    await keepScreenshot(reader.page, 'proof-of-delivery-unsubscribe-refused-phone');
  });
});
