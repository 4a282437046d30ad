import { describe, expect } from 'vitest';
import { moderationMessages as serverMessages } from '../packages/contract/src/moderation/messages';
import { reportReasonLabels } from '../packages/contract/src/moderation/report-reasons';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { familyMessages } from '../apps/web/src/lib/messages/family';
import { moderationMessages } from '../apps/web/src/lib/messages/moderation';
import { operatorAppealMessages } from '../apps/web/src/lib/messages/operator-appeals';
import { reportMessages } from '../apps/web/src/lib/messages/reports';
import { JOURNEY_APPEAL } from './support/appeal-journey';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { journeyOperators } from './support/journey-operators';
import { logInModerator, openCase, stepUp } from './support/moderation';
import { it } from './support/journey-test';
import { revealLaterParts } from './support/later-parts';

const fields = accountMessages.accounts.fields;
const appealText = reportMessages.appeals;
const caseText = operatorAppealMessages;

describe('a take-down with four eyes, and the family’s appeal (migration 044)', () => {
  it('the family sees «قيد المراجعة», appeals from their page, and a third moderator grants it: the page is back', async ({
    openPage,
  }) => {
    const { creator, campaign, takeDownReason } = JOURNEY_APPEAL;
    const words = 'الصورة صورة والدتنا، التقطها أخي في العيد ونملك أصلها';

    // two moderators took the page down (seeded): its link says it is under review, never more
    const { page: visitor } = await openPage('phone');
    await visitor.goto(`${baseUrl}/${campaign.code}`);
    await visitor.getByRole('heading', { name: moderationMessages.underReview.title }).waitFor();
    const campaignUrl = visitor.url();
    expect(await visitor.getByText(/احتيال|نصب/).count()).toBe(0);
    await keepScreenshot(visitor, 'appeal-under-review-phone');

    // the family logs in on their phone and opens their page from the campaign's
    const { page: family } = await openPage('phone');
    await family.goto(`${baseUrl}/Login`);
    await family.getByLabel(fields.email).fill(creator.email);
    await family.getByLabel(fields.password).fill(creator.password);
    await family.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    await family.waitForURL(`${baseUrl}/`);
    await family.goto(campaignUrl);
    await revealLaterParts(family);
    const campaignId = Number(new URL(family.url()).pathname.split('/').at(-1));
    await family.getByRole('link', { name: familyMessages.manage.openLink }).click();
    await family.waitForURL(`${baseUrl}/Campaign/${campaignId}/family`);

    // the decision, its reason, and «طلب مراجعة القرار»
    const panel = family.getByRole('region', { name: appealText.title });
    await panel.getByText(takeDownReason).waitFor();
    await panel.getByRole('button', { name: appealText.ask }).click();
    await panel.getByLabel(appealText.label).fill(words);
    expect(await noSidewaysScroll(family)).toBe(true);
    await expectAccessible(family);
    await keepScreenshot(family, 'appeal-family-form-phone', { fullPage: true });
    await panel.getByRole('button', { name: appealText.send }).click();
    await panel.getByText(appealText.state.open).waitFor();
    await family.getByText(serverMessages.appealSent).waitFor();
    expect(await family.getByText(/احتيال|نصب|مخالف/).count()).toBe(0);
    await keepScreenshot(family, 'appeal-family-sent-phone', { fullPage: true });

    // a third moderator, on a phone, finds it in the queue marked «طعن» and grants it
    const operator = journeyOperators().appealThirdPhone;
    const { page: moderator } = await openPage('phone');
    await logInModerator(moderator, operator);
    await openCase(moderator, campaign.title);
    await moderator.getByTestId('case-report').getByText(reportReasonLabels.appeal).first().waitFor();
    const appeal = moderator.getByTestId('case-appeal');
    await appeal.getByText(words).waitFor();
    await appeal.getByText(takeDownReason).waitFor();
    await appeal
      .getByText(
        caseText.decidedBy(journeyOperators().appealAsker.name, journeyOperators().appealApprover.name),
      )
      .waitFor();
    expect(await noSidewaysScroll(moderator)).toBe(true);
    await expectAccessible(moderator);
    await keepScreenshot(moderator, 'appeal-case-phone', { fullPage: true });
    await appeal.getByRole('button', { name: caseText.results.granted }).click();
    const dialog = moderator.getByRole('dialog', { name: caseText.results.granted });
    await dialog.getByLabel(caseText.reasonLabel).fill('أرسلت العائلة أصل الصورة، والصورة صورتها');
    await dialog.getByRole('button', { name: caseText.send }).click();
    // deciding an appeal asks a fresh code (docs/decisions/044)
    await stepUp(moderator, operator);
    await moderator.getByRole('status').getByText(serverMessages.appealGranted).waitFor();
    await appeal.getByText(caseText.state.granted).waitFor();

    // the campaign page is back for everyone
    await visitor.goto(campaignUrl);
    await visitor.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
    expect(await visitor.getByRole('heading', { name: moderationMessages.underReview.title }).count()).toBe(
      0,
    );
    await keepScreenshot(visitor, 'appeal-page-back-phone');

    // and the family's page says so
    await family.reload();
    await family
      .getByRole('region', { name: appealText.title })
      .getByText(appealText.state.granted)
      .waitFor();
    await keepScreenshot(family, 'appeal-family-granted-phone', { fullPage: true });
  });
});
