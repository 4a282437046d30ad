import type { SadaqaKind } from '@athar/contract/projects/labels';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { DEFAULT_API_SIGNATURE } from '../packages/contract/src/config-defaults';
import type { CampaignCard } from '../packages/contract/src/campaigns/campaign-card';
import { validationMessages } from '../packages/contract/src/messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { discoveryMessages } from '../apps/web/src/lib/messages/discovery';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { revealLaterParts } from './support/later-parts';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { baseUrl } from './support/athar';
import { logInAsDemoStaff } from './support/charity-staff';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const create = campaignMessages.createCampaign;
const campaignPage = campaignMessages.campaignPage;
const fields = accountMessages.accounts.fields;
const DEMO = DEMO_ACCOUNT;

async function api<T>(url: string): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, { headers: { 'x-api-signature': DEFAULT_API_SIGNATURE } });
  return ((await response.json()) as { data: T }).data;
}

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/Login`);
  await page.getByLabel(fields.email).fill(DEMO.email);
  await page.getByLabel(fields.password).fill(DEMO.password);
  await page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** One SMS donation of 5 EGP, sent the way the aggregator does (`npm run sms`). */
async function sms(shortNumber: string, code: string) {
  await run('npm', ['run', 'sms', '--', '--to', shortNumber, '--text', `T${code}`], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PUBLIC_URL: baseUrl },
  });
}

/** The campaign page's two counters: donors and units completed, in words. */
function counters(page: Page) {
  const progress = page.getByRole('region', { name: campaignPage.progressTitle });
  return { donors: progress.locator('dd').nth(0), units: progress.locator('dd').nth(1) };
}

describe("the deceased's gender and counts in agreement (issue 16)", () => {
  it.for(['phone', 'desktop'] as const)(
    'a family remembering a woman is asked, and every text speaks of her as a woman, on a %s',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      const title = viewport === 'phone' ? 'سعاد عبد الحميد' : 'نفيسة إبراهيم';
      await logIn(page);
      await page.goto(`${baseUrl}/ChooseCampaign`);
      await page.getByRole('tab', { name: campaignMessages.chooseCampaign.showAll }).click();
      await page.getByRole('tabpanel').getByRole('link').first().click();
      await page.waitForURL(/\/CreateCampaign\/[^/]+\/\d+$/);

      // the gender is asked, never assumed: nothing is chosen, and next says what is missing
      await page.getByLabel(create.deceasedName).fill(title);
      await page.getByLabel(create.description).fill('كانت أمًّا لكل من عرفها.');
      await page.getByLabel(create.phone).fill('01012345678');
      const female = page.getByRole('radio', { name: create.gender.female });
      const male = page.getByRole('radio', { name: create.gender.male });
      expect(await female.isChecked()).toBe(false);
      expect(await male.isChecked()).toBe(false);
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/campaigns') posts += 1;
      });
      await page.getByRole('button', { name: create.next }).click();
      const missing = page.getByText(validationMessages.deceasedGender);
      await missing.waitFor();
      expect(posts).toBe(0);
      await missing.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `deceased-gender-asked-${viewport}`, { fullPage: false });
      await female.check();
      await expect.poll(() => missing.count()).toBe(0);
      await expectAccessible(page);
      await keepScreenshot(page, `deceased-gender-chosen-${viewport}`);
      await page.getByRole('button', { name: create.next }).click();
      const created = page.getByRole('dialog', { name: create.successTitle });
      await created.getByRole('button', { name: create.goToCampaign }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await revealLaterParts(page);

      // her page: «رحمها الله», «في ذكراها», and counts with no number to agree with yet
      await page.getByText(campaignPage.mercy('female'), { exact: true }).waitFor();
      expect(await page.getByText(campaignPage.mercy('male'), { exact: true }).count()).toBe(0);
      await page.getByText(campaignPage.noDonations('female')).waitFor();
      const { donors, units } = counters(page);
      expect(await donors.textContent()).toBe('لم يتبرع أحد بعد');
      expect(await units.textContent()).toBe('لم تكتمل أي وحدة بعد');
      expect(await page.locator('main').textContent()).not.toContain('في ذكراه.');
      await expectAccessible(page);
      await keepScreenshot(page, `deceased-gender-page-${viewport}`);

      // the creator may change it later; the page follows at once
      await page.getByRole('button', { name: campaignPage.edit.open }).click();
      const dialog = page.getByRole('dialog', { name: campaignPage.edit.title('female') });
      await dialog.waitFor();
      expect(await dialog.getByRole('radio', { name: create.gender.female }).isChecked()).toBe(true);
      await expectAccessible(page);
      await keepScreenshot(page, `deceased-gender-edit-${viewport}`, { fullPage: false });
      await dialog.getByRole('radio', { name: create.gender.male }).check();
      await dialog.getByRole('button', { name: campaignPage.edit.save }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.getByText(campaignPage.mercy('male'), { exact: true }).waitFor();
      await page.getByText(campaignPage.noDonations('male')).waitFor();
      await page.getByRole('button', { name: campaignPage.edit.open }).click();
      const again = page.getByRole('dialog', { name: campaignPage.edit.title('male') });
      await again.getByRole('radio', { name: create.gender.female }).check();
      await again.getByRole('button', { name: campaignPage.edit.save }).click();
      await page.getByText(campaignPage.mercy('female'), { exact: true }).waitFor();

      if (viewport === 'desktop') {
        // two donations: «متبرعان»; a third: «3 متبرعين»
        const campaignId = Number(page.url().split('/').pop());
        const [details] = await api<Array<{ smsCode: string; SMSshortNumber: string }>>(
          `/api/campaigns/details?campid=${campaignId}`,
        );
        await sms(details!.SMSshortNumber, details!.smsCode);
        await sms(details!.SMSshortNumber, details!.smsCode);
        await page.reload();
        await expect.poll(() => counters(page).donors.textContent()).toBe('متبرعان');
        await sms(details!.SMSshortNumber, details!.smsCode);
        await page.reload();
        await expect.poll(() => counters(page).donors.textContent()).toBe('3 متبرعين');
        expect(await counters(page).units.textContent()).toBe('لم تكتمل أي وحدة بعد');
        await keepScreenshot(page, 'deceased-gender-counts-desktop', { fullPage: false });
      }

      // the condolence card: «في ذكرى المرحومة» above her name, «رحمها الله» below it
      const [labels] = await api<Array<{ sadaqa_kind: SadaqaKind }>>(
        `/api/campaigns/details?campid=${Number(page.url().split('/').pop())}`,
      );
      const kind = labels!.sadaqa_kind;
      await page.getByRole('link', { name: campaignPage.condolenceCard }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page
        .getByText(campaignMessages.condolenceCard.inMemory(title, 'female', kind), { exact: true })
        .waitFor();
      expect(campaignMessages.condolenceCard.inMemory(title, 'female', kind)).toContain('المرحومة');
      await page.getByText(campaignMessages.condolenceCard.mercy('female'), { exact: true }).waitFor();
      await expectAccessible(page);
      await keepScreenshot(page, `deceased-gender-condolence-card-${viewport}`);
    },
  );

  it.for(['phone', 'desktop'] as const)(
    'campaign cards say «رحمه الله» or «رحمها الله» and counts that agree, on a %s',
    async (viewport, { openPage }) => {
      const cards = await api<CampaignCard[]>('/api/campaigns/details?offset=0&rowscount=20&filter=desc');
      const hers = cards.find((card) => card.deceased_gender === 'female');
      const his = cards.find((card) => card.deceased_gender === 'male');
      expect(hers && his).toBeTruthy();
      const { page } = await openPage(viewport);
      await page.goto(`${baseUrl}/Campaigns`);
      for (const card of [hers!, his!]) {
        const article = page
          .locator('article')
          .filter({ has: page.getByRole('link', { name: card.campaign_title, exact: true }) });
        await article.waitFor();
        const words = await article.textContent();
        expect(words).toContain(discoveryMessages.campaignCard.mercy(card.deceased_gender));
        expect(words).toContain(discoveryMessages.campaignCard.donors(card.total_of_donations));
        expect(words).toContain(discoveryMessages.campaignCard.units(card.units_completed));
        if (card.deceased_gender === 'female') expect(words).not.toContain('رحمه الله');
      }
      await page
        .locator('article')
        .filter({ has: page.getByRole('link', { name: hers!.campaign_title, exact: true }) })
        .scrollIntoViewIfNeeded();
      await keepScreenshot(page, `deceased-gender-cards-${viewport}`, { fullPage: false });
      // no card widens a 360 px page
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    },
  );

  it.for(['phone', 'desktop'] as const)(
    'the charity console says its totals in words on a %s',
    async (viewport, { openPage }) => {
      const text = charityConsoleMessages.charity;
      const { page } = await openPage(viewport);
      await logInAsDemoStaff(page, baseUrl);
      await page.getByRole('heading', { level: 1, name: text.queue.title }).waitFor();
      // «تبرعان منتظران», «5 تبرعات منتظرة», «11 تبرعًا منتظرًا» — never «5 تبرع»
      await expect
        .poll(() =>
          page
            .getByText(/^(تبرع واحد منتظر|تبرعان منتظران|[\d,]+ (تبرعات منتظرة|تبرعًا منتظرًا|تبرع منتظر))$/)
            .count(),
        )
        .toBe(1);

      await page.goto(`${baseUrl}/charity/campaigns`);
      const totals = page.getByRole('region', { name: text.campaigns.totalsLabel });
      const count = totals.locator('dd').first();
      await count.waitFor();
      expect(await count.textContent()).toMatch(/^(حملة واحدة|حملتان|[\d,]+ (حملات|حملةً|حملة))$/);
      const firstDonors = page.getByRole('list', { name: text.campaigns.listLabel }).locator('dd').nth(1);
      expect(await firstDonors.textContent()).toMatch(
        /^(لم يتبرع أحد بعد|متبرع واحد|متبرعان|[\d,]+ (متبرعين|متبرعًا|متبرع))$/,
      );
      await keepScreenshot(page, `deceased-gender-console-campaigns-${viewport}`, { fullPage: false });
    },
  );
});
