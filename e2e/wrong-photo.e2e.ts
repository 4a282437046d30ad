import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { moderationMessages as serverMessages } from '../packages/contract/src/moderation/messages';
import { reportReasonLabels, suggestedFixes } from '../packages/contract/src/moderation/report-reasons';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { familyMessages } from '../apps/web/src/lib/messages/family';
import { operatorModerationMessages } from '../apps/web/src/lib/messages/operator-moderation';
import { reportMessages } from '../apps/web/src/lib/messages/reports';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { JOURNEY_MODERATION, journeyOperators } from './support/journey-operators';
import { it } from './support/journey-test';
import { revealLaterParts } from './support/later-parts';
import { logInModerator, reportFromMenu } from './support/moderation';

const fields = accountMessages.accounts.fields;
const queueText = operatorModerationMessages;

describe('a wrong photo, answered by the family (docs/decisions/033)', () => {
  it('a visitor reports «ليس فقيدنا»; the family sees the fix asked, replace the photo, and the report closes', async ({
    openPage,
  }) => {
    const { creator, photo } = JOURNEY_MODERATION;
    const details = 'الصورة لرجل آخر، ليست صورة المرحوم';

    // a visitor, on a phone, reports that the photo is not the deceased's
    const { page: visitor } = await openPage('phone');
    const dialog = await reportFromMenu(visitor, photo.code, 'not_ours', details);
    await dialog.getByLabel(reportMessages.form.contact).fill('neighbour@example.com');
    await expectAccessible(visitor);
    await keepScreenshot(visitor, 'wrong-photo-report-dialog-phone');
    await dialog.getByRole('button', { name: reportMessages.form.send }).click();
    await dialog.getByText(serverMessages.reported).waitFor();
    await keepScreenshot(visitor, 'wrong-photo-reported-phone');

    // the family, logged in on their phone, find the note and the fix asked on their page, never who sent it
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
    await notes.getByText(suggestedFixes.not_ours).waitFor();
    await notes.getByText(details).waitFor();
    expect(await family.getByText('neighbour@example.com').count()).toBe(0);
    expect(await noSidewaysScroll(family)).toBe(true);
    await expectAccessible(family);
    await keepScreenshot(family, 'wrong-photo-family-notes-phone', { fullPage: true });

    // they replace the photo: the note closes and leaves their page
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5e3a0f' } })
      .jpeg()
      .toBuffer();
    await family.getByTestId('campaign-picture-input').setInputFiles({
      name: 'father.jpg',
      mimeType: 'image/jpeg',
      buffer: picture,
    });
    await family.getByRole('button', { name: familyMessages.picture.save }).click();
    // the panel leaves when the family's reports are read again and none is open
    await notes.waitFor({ state: 'detached' });
    await keepScreenshot(family, 'wrong-photo-family-fixed-phone', { fullPage: true });

    // the closed report never reaches the moderators: the queue has nothing of this page
    const { page: moderator } = await openPage('phone');
    await logInModerator(moderator, journeyOperators().wrongPhotoModeratorPhone);
    await moderator.getByRole('link', { name: queueText.nav }).click();
    await moderator.getByRole('heading', { level: 1, name: queueText.title }).waitFor();
    await moderator.getByTestId('queue-item').or(moderator.getByText(queueText.empty)).first().waitFor();
    expect(await moderator.getByTestId('queue-item').filter({ hasText: photo.title }).count()).toBe(0);
    await keepScreenshot(moderator, 'wrong-photo-queue-phone', { fullPage: true });
  });
});
