import { describe, expect } from 'vitest';
import { hiddenPartLabels } from '../packages/contract/src/moderation/hidden-parts';
import { moderationMessages as serverMessages } from '../packages/contract/src/moderation/messages';
import { reportReasonLabels } from '../packages/contract/src/moderation/report-reasons';
import { deliveryMessages } from '../apps/web/src/lib/messages/delivery';
import { familyMessages } from '../apps/web/src/lib/messages/family';
import { operatorModerationMessages } from '../apps/web/src/lib/messages/operator-moderation';
import { reportMessages } from '../apps/web/src/lib/messages/reports';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { journeyOperators } from './support/journey-operators';
import { it } from './support/journey-test';
import { revealLaterParts } from './support/later-parts';
import { logInModerator, openCase } from './support/moderation';
import { JOURNEY_UPDATE_REPORT } from './support/update-report-journey';

const queueText = operatorModerationMessages;
const deliveryUpdate = hiddenPartLabels.delivery_update;

describe('reporting one update of a campaign page (docs/decisions/047)', () => {
  it('a visitor reports a delivery update asking for money; the moderator hides that one update and the rest stays', async ({
    openPage,
  }) => {
    const { campaign, familyUpdate, reported, kept } = JOURNEY_UPDATE_REPORT;

    // a visitor, on a phone, finds «إبلاغ» under the update itself — small, named for a screen reader
    const { page: visitor } = await openPage('phone');
    await visitor.goto(`${baseUrl}/${campaign.code}`);
    await visitor.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
    const pageUrl = visitor.url();
    await revealLaterParts(visitor);
    const timeline = visitor.getByRole('region', { name: deliveryMessages.timeline.title });
    const card = timeline.getByRole('listitem').filter({ hasText: reported });
    const report = card.getByRole('button', { name: reportMessages.updateButton.label.delivery_update('') });
    await report.scrollIntoViewIfNeeded();
    expect(await report.textContent()).toBe(reportMessages.updateButton.text);
    await keepScreenshot(visitor, 'update-report-button-phone');
    await report.focus();
    await visitor.keyboard.press('Enter');
    const dialog = visitor.getByRole('dialog', { name: reportMessages.form.updateTitle.delivery_update });
    await dialog.getByRole('radio', { name: reportReasonLabels.money_outside }).check();
    await dialog.getByLabel(reportMessages.form.details).fill('يطلب التحويل على محفظة خارج الموقع');
    await expectAccessible(visitor);
    await keepScreenshot(visitor, 'update-report-dialog-phone');
    await dialog.getByRole('button', { name: reportMessages.form.send }).click();
    await dialog.getByText(serverMessages.reported).waitFor();

    // the duty moderator, on a phone, sees the update itself in the case and hides exactly it
    const { page: moderator } = await openPage('phone');
    await logInModerator(moderator, journeyOperators().updateModeratorPhone);
    await openCase(moderator, campaign.title);
    const inCase = moderator.getByTestId('case-report-update');
    await inCase.getByText(reported).waitFor();
    expect(await moderator.getByText('يطلب التحويل على محفظة خارج الموقع').count()).toBe(1);
    expect(await noSidewaysScroll(moderator)).toBe(true);
    await expectAccessible(moderator);
    await keepScreenshot(moderator, 'update-report-case-phone', { fullPage: true });
    await moderator.getByRole('button', { name: queueText.hide(deliveryUpdate) }).click();
    const hide = moderator.getByRole('dialog', { name: queueText.hide(deliveryUpdate) });
    await hide.getByLabel(queueText.reasonLabel).fill('يطلب تحويلًا على محفظة خارج أثر');
    await hide.getByRole('button', { name: queueText.send }).click();
    await moderator.getByRole('status').getByText(serverMessages.hidden).waitFor();
    await moderator.getByTestId('case-hidden-part').getByText(reported).waitFor();

    // the visitor opens the page again: that update is gone, the charity's other one and the family's stay
    await visitor.goto(pageUrl);
    await revealLaterParts(visitor);
    await timeline.getByText(kept).waitFor();
    await visitor
      .getByRole('region', { name: familyMessages.updates.title })
      .getByText(familyUpdate)
      .waitFor();
    expect(await visitor.getByText(reported).count()).toBe(0);
    expect(await noSidewaysScroll(visitor)).toBe(true);
    await keepScreenshot(visitor, 'update-report-after-hide-phone', { fullPage: true });
  });
});
