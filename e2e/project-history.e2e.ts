import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { projectDraftMessages } from '../packages/contract/src/charity/project-draft-messages';
import { projectTextHistoryMessages as answers } from '../packages/contract/src/projects/text-history-messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { operatorConsoleMessages } from '../apps/web/src/lib/messages/operator';
import { operatorCatalogueMessages } from '../apps/web/src/lib/messages/operator-catalogue';
import { discoveryMessages } from '../apps/web/src/lib/messages/discovery';
import { homeFeaturedConsoleMessages as featured } from '../apps/web/src/lib/messages/operator-home-featured';
import { homeFeaturedMessages } from '../packages/contract/src/operator/home-featured-messages';
import { liveProjectsMessages, projectDraftsMessages } from '../apps/web/src/lib/messages/project-drafts';
import { projectTextHistoryMessages as text } from '../apps/web/src/lib/messages/project-text-history';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { authenticatorCode } from './support/authenticator-code';
import { logInAsStaff } from './support/charity-staff';
import { DEMO_CHARITY_ADMINS, demoCharityAdminLogin } from './support/demo-charity-admins';
import { journeyOperators, type JourneyOperator } from './support/journey-operators';
import { JOURNEY_PROJECT_TEXTS } from './support/project-history-journey';
import { it, type OpenPage } from './support/journey-test';

const fields = accountMessages.accounts.fields;

async function logInOperator(page: Page, operator: JourneyOperator) {
  const words = operatorConsoleMessages;
  await page.goto(`${baseUrl}/operator`);
  await page.getByLabel(fields.email).fill(operator.email);
  await page.getByLabel(fields.password).fill(operator.password);
  await page.getByRole('button', { name: words.login.submit }).click();
  await page.getByRole('heading', { name: words.verify.title }).waitFor();
  await page.getByRole('textbox', { name: words.code.label }).fill(await authenticatorCode(operator.secret!));
  await page.getByRole('button', { name: words.verify.submit, exact: true }).click();
  await page.getByRole('heading', { name: words.overview.greeting(operator.name) }).waitFor();
}

/** The charity renames its live project `from` to `to` and sends the revision; the operator approves it. */
async function editAndApprove(staff: Page, operator: Page, from: string, to: string) {
  await staff.goto(`${baseUrl}/charity/project-drafts`);
  const live = staff.getByRole('article', { name: from });
  await live.getByRole('button', { name: liveProjectsMessages.revise }).click();
  await live.getByLabel(projectDraftsMessages.name).fill(to);
  await live.getByRole('button', { name: projectDraftsMessages.save }).click();
  await staff.getByRole('status').getByText(projectDraftMessages.created).first().waitFor();
  const draft = staff.getByRole('article').filter({ has: staff.getByRole('heading', { name: to }) });
  await draft.getByRole('button', { name: projectDraftsMessages.submit }).click();
  await draft.getByText(projectDraftsMessages.status.pending).waitFor();

  await operator.goto(`${baseUrl}/operator/catalogue`);
  const waiting = operator.getByRole('article', { name: to });
  await waiting.getByRole('button', { name: operatorCatalogueMessages.approve }).click();
  await operator.getByRole('status').getByText(projectDraftMessages.approved).first().waitFor();
}

async function historyJourney(openPage: OpenPage, viewport: 'phone' | 'desktop', operator: JourneyOperator) {
  const original = JOURNEY_PROJECT_TEXTS[viewport];
  const [second, third] = [`${original} المجدد`, `${original} الأحدث`];
  const staff = (await openPage(viewport)).page;
  const admin =
    viewport === 'desktop' ? DEMO_CHARITY_ADMINS.historyDesktop : DEMO_CHARITY_ADMINS.historyPhone;
  await logInAsStaff(staff, baseUrl, demoCharityAdminLogin(admin));
  const reviewer = (await openPage(viewport)).page;
  await logInOperator(reviewer, operator);

  await editAndApprove(staff, reviewer, original, second);
  await editAndApprove(staff, reviewer, second, third);

  // the charity's history: both edits, the oldest text, what each changed
  await staff.goto(`${baseUrl}/charity/project-drafts`);
  await staff.getByRole('article', { name: third }).getByRole('link', { name: text.link }).click();
  await staff.getByRole('heading', { name: text.title(third) }).waitFor();
  const history = staff.getByRole('list', { name: text.listLabel });
  const newest = history.getByRole('article', { name: text.versionTitle(3) });
  await newest.getByText(third, { exact: true }).first().waitFor();
  await newest.getByText(text.showChanges, { exact: false }).click();
  await newest.locator('del', { hasText: second }).waitFor();
  await newest.locator('ins', { hasText: third }).waitFor();
  await history
    .getByRole('article', { name: text.versionTitle(2) })
    .getByText(second, { exact: true })
    .first()
    .waitFor();
  await history
    .getByRole('article', { name: text.versionTitle(1) })
    .getByText(original, { exact: true })
    .first()
    .waitFor();
  expect(await noSidewaysScroll(staff)).toBe(true);
  await expectAccessible(staff);
  await keepScreenshot(staff, `project-history-charity-${viewport}`, { fullPage: true });

  // the first edit brought back: a revision waiting for review, the live text unchanged until then
  const firstEdit = history.getByRole('article', { name: text.versionTitle(2) });
  await firstEdit.getByRole('button', { name: text.charityRestore }).click();
  await firstEdit.getByRole('button', { name: text.charityConfirm }).click();
  await staff.getByRole('status').getByText(answers.restoredForReview).first().waitFor();
  await staff.getByText(text.openRevision).waitFor();

  await reviewer.goto(`${baseUrl}/operator/catalogue`);
  const waiting = reviewer.getByRole('article', { name: second });
  await waiting.getByRole('link', { name: text.link }).click();
  await reviewer.getByRole('heading', { name: text.title(third) }).waitFor();
  expect(await noSidewaysScroll(reviewer)).toBe(true);
  await keepScreenshot(reviewer, `project-history-operator-${viewport}`, { fullPage: true });
  await reviewer.goto(`${baseUrl}/operator/catalogue`);
  await waiting.getByRole('button', { name: operatorCatalogueMessages.approve }).click();
  await reviewer.getByRole('status').getByText(projectDraftMessages.approved).first().waitFor();

  await staff.goto(`${baseUrl}/charity/project-drafts`);
  await staff.getByRole('article', { name: second }).getByRole('link', { name: text.link }).click();
  const restored = staff.getByRole('article', { name: text.versionTitle(4) });
  await restored.getByText(text.restoredFrom(2), { exact: false }).waitFor();
  await restored.getByText(text.current, { exact: false }).waitFor();

  await featureOnHome(reviewer, openPage, viewport, second);
}

/** The operator adds `name` to the home page's featured projects; a visitor's first HTML holds it, then the page hydrates. */
async function featureOnHome(
  reviewer: Page,
  openPage: OpenPage,
  viewport: 'phone' | 'desktop',
  name: string,
) {
  await reviewer.goto(`${baseUrl}/operator/catalogue`);
  const select = reviewer.getByLabel(featured.addProject);
  const value = await select.locator('option', { hasText: name }).getAttribute('value');
  await select.selectOption(value!);
  await reviewer.getByRole('button', { name: featured.add }).nth(1).click();
  await reviewer.getByRole('button', { name: featured.save }).click();
  await reviewer.getByRole('status').getByText(homeFeaturedMessages.saved).first().waitFor();

  const visitor = (await openPage(viewport)).page;
  const response = await visitor.goto(`${baseUrl}/`);
  const html = await response!.text();
  expect(html).toContain(discoveryMessages.homeSections.featuredProjectsTitle);
  expect(html).toContain(name);
  const section = visitor.getByRole('region', { name: discoveryMessages.homeSections.featuredProjectsTitle });
  await section.getByRole('link', { name }).waitFor();
  // the sections after the first paint: the page has hydrated (a mismatch would fail the test)
  await visitor.getByRole('heading', { name: discoveryMessages.homeSections.categoriesTitle }).waitFor();
  await section.scrollIntoViewIfNeeded();
  await keepScreenshot(visitor, `home-featured-projects-${viewport}`);
}

describe('a project’s text history: two edits, both versions seen, the first restored (issue 37)', () => {
  it('on a phone at 360 px', async ({ openPage }) => {
    await historyJourney(openPage, 'phone', journeyOperators().projectTextsPhone);
  });

  it('on a desktop', async ({ openPage }) => {
    await historyJourney(openPage, 'desktop', journeyOperators().projectTextsDesktop);
  });
});
