import { describe, expect } from 'vitest';
import { moderationMessages as serverMessages } from '../packages/contract/src/moderation/messages';
import { moderationMessages } from '../apps/web/src/lib/messages/moderation';
import { reportMessages } from '../apps/web/src/lib/messages/reports';
import { operatorModerationMessages } from '../apps/web/src/lib/messages/operator-moderation';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { JOURNEY_MODERATION, journeyOperators } from './support/journey-operators';
import { logInModerator, openCase, queueItem, reportFromMenu } from './support/moderation';
import { it } from './support/journey-test';

const text = moderationMessages;
const queueText = operatorModerationMessages;

describe('moderation a family can trust (docs/decisions/033)', () => {
  // the wrong-photo path (a mild report the family answers) is its own journey: e2e/wrong-photo.e2e.ts
  it('an appeal for money reaches the moderators, who pause donations and restore them', async ({
    openPage,
  }) => {
    const { money } = JOURNEY_MODERATION;

    // a visitor, on a phone, reports a page as asking for money outside Athar: it goes to the moderators
    const { page: visitor } = await openPage('phone');
    const moneyDialog = await reportFromMenu(
      visitor,
      money.code,
      'money_outside',
      'يطلب التحويل على رقم محفظة في الوصف',
    );
    await expectAccessible(visitor);
    await keepScreenshot(visitor, 'moderation-report-dialog-phone');
    await moneyDialog.getByRole('button', { name: reportMessages.form.send }).click();
    await moneyDialog.getByText(serverMessages.reported).waitFor();
    const moneyUrl = visitor.url();

    // the duty moderator, on a phone, opens the queue and pauses donations with a reason
    const operator = journeyOperators().moderatorPhone;
    const { page: moderator } = await openPage('phone');
    await logInModerator(moderator, operator);
    await queueItem(moderator, money.title);
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
