import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { moderationMessages as serverMessages } from '../packages/contract/src/moderation/messages';
import { reportReasonLabels } from '../packages/contract/src/moderation/report-reasons';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { familyMessages } from '../apps/web/src/lib/messages/family';
import { moderationMessages } from '../apps/web/src/lib/messages/moderation';
import { reportMessages } from '../apps/web/src/lib/messages/reports';
import { operatorModerationMessages } from '../apps/web/src/lib/messages/operator-moderation';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { JOURNEY_MODERATION, journeyOperators } from './support/journey-operators';
import { logInModerator, openCase, queueItem } from './support/moderation';
import { it } from './support/journey-test';
import { revealLaterParts } from './support/later-parts';

const text = moderationMessages;
const queueText = operatorModerationMessages;
const fields = accountMessages.accounts.fields;

/** A visitor opens a campaign by its short link and reports it from the page's menu. */
async function reportFromMenu(
  page: Page,
  code: number,
  reason: keyof typeof reportReasonLabels,
  details: string,
) {
  await page.goto(`${baseUrl}/${code}`);
  await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
  await page.getByRole('button', { name: text.menu.label }).click();
  await page.getByRole('button', { name: text.menu.report }).click();
  const dialog = page.getByRole('dialog', { name: reportMessages.form.title });
  await dialog.getByRole('radio', { name: reportReasonLabels[reason] }).check();
  await dialog.getByLabel(reportMessages.form.details).fill(details);
  return dialog;
}

describe('moderation a family can trust (docs/decisions/033)', () => {
  it('a wrong photo goes to the family, who replace it; an appeal for money is paused by a moderator and restored', async ({
    openPage,
  }) => {
    const { creator, photo, money } = JOURNEY_MODERATION;

    // a visitor, on a phone, reports that the photo is not the deceased's
    const { page: visitor } = await openPage('phone');
    const dialog = await reportFromMenu(
      visitor,
      photo.code,
      'not_ours',
      'الصورة لرجل آخر، ليست صورة المرحوم',
    );
    await dialog.getByLabel(reportMessages.form.contact).fill('neighbour@example.com');
    await expectAccessible(visitor);
    await keepScreenshot(visitor, 'moderation-report-dialog-phone');
    await dialog.getByRole('button', { name: reportMessages.form.send }).click();
    await dialog.getByText(serverMessages.reported).waitFor();
    await keepScreenshot(visitor, 'moderation-reported-phone');

    // the family, logged in on their phone, find the note on their page, never who sent it
    const { page: family } = await openPage('phone');
    await family.goto(`${baseUrl}/Login`);
    await family.getByLabel(fields.email).fill(creator.email);
    await family.getByLabel(fields.password).fill(creator.password);
    await family.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    await family.waitForURL(`${baseUrl}/`);
    await family.goto(`${baseUrl}/${photo.code}`);
    await family.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
    await revealLaterParts(family);
    const photoId = Number(new URL(family.url()).pathname.split('/').at(-1));
    await family.getByRole('link', { name: familyMessages.manage.openLink }).click();
    await family.waitForURL(`${baseUrl}/Campaign/${photoId}/family`);
    const notes = family.getByRole('region', { name: reportMessages.family.title });
    await notes.getByText(reportReasonLabels.not_ours).waitFor();
    await notes.getByText('الصورة لرجل آخر، ليست صورة المرحوم').waitFor();
    expect(await family.getByText('neighbour@example.com').count()).toBe(0);
    expect(await noSidewaysScroll(family)).toBe(true);
    await expectAccessible(family);
    await keepScreenshot(family, 'moderation-family-notes-phone', { fullPage: true });

    // they replace the photo: the note closes
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5e3a0f' } })
      .jpeg()
      .toBuffer();
    await family.getByTestId('campaign-picture-input').setInputFiles({
      name: 'father.jpg',
      mimeType: 'image/jpeg',
      buffer: picture,
    });
    await family.getByRole('button', { name: familyMessages.picture.save }).click();
    await notes.waitFor({ state: 'detached' });
    await keepScreenshot(family, 'moderation-family-fixed-phone', { fullPage: true });

    // a visitor reports the other page as asking for money outside Athar: it goes to the moderators
    const moneyDialog = await reportFromMenu(
      visitor,
      money.code,
      'money_outside',
      'يطلب التحويل على رقم محفظة في الوصف',
    );
    await moneyDialog.getByRole('button', { name: reportMessages.form.send }).click();
    await moneyDialog.getByText(serverMessages.reported).waitFor();
    const moneyUrl = visitor.url();

    // the duty moderator, on a phone, opens the queue and pauses donations with a reason
    const operator = journeyOperators().moderatorPhone;
    const { page: moderator } = await openPage('phone');
    await logInModerator(moderator, operator);
    await queueItem(moderator, money.title);
    expect(await moderator.getByTestId('queue-item').filter({ hasText: photo.title }).count()).toBe(0);
    expect(await noSidewaysScroll(moderator)).toBe(true);
    await expectAccessible(moderator);
    await keepScreenshot(moderator, 'moderation-queue-phone', { fullPage: true });
    await openCase(moderator, money.title);
    await moderator.getByText('يطلب التحويل على رقم محفظة في الوصف').waitFor();
    await moderator.getByRole('button', { name: queueText.outcomes.paused }).click();
    const pause = moderator.getByRole('dialog', { name: queueText.outcomes.paused });
    await pause.getByLabel(queueText.reasonLabel).fill('الوصف يطلب تحويلًا على محفظة خارج أثر');
    await keepScreenshot(moderator, 'moderation-pause-reason-phone');
    await pause.getByRole('button', { name: queueText.send }).click();
    await moderator.getByRole('status').getByText(serverMessages.paused).waitFor();

    // the campaign page stays, with the gentle notice, and takes no donation
    await visitor.goto(moneyUrl);
    await visitor.getByRole('heading', { name: text.paused.title }).waitFor();
    expect(await visitor.getByText(/احتيال|نصب/).count()).toBe(0);
    expect(await noSidewaysScroll(visitor)).toBe(true);
    await expectAccessible(visitor);
    await keepScreenshot(visitor, 'moderation-paused-page-phone', { fullPage: true });

    // the moderator restores it once the family has answered: the notice is gone
    await moderator.getByRole('button', { name: queueText.outcomes.restored }).click();
    const restore = moderator.getByRole('dialog', { name: queueText.outcomes.restored });
    await restore.getByLabel(queueText.reasonLabel).fill('حذفت العائلة رقم المحفظة من الوصف');
    await restore.getByRole('button', { name: queueText.send }).click();
    await moderator.getByRole('status').getByText(serverMessages.restored).waitFor();
    await visitor.goto(moneyUrl);
    await visitor.getByRole('heading', { level: 1, name: money.title }).waitFor();
    expect(await visitor.getByRole('heading', { name: text.paused.title }).count()).toBe(0);
    await keepScreenshot(visitor, 'moderation-restored-page-phone');
  });
});
