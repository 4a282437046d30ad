import type { SadaqaKind } from '@athar/contract/projects/labels';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import type { Page } from 'playwright-core';
import { formatEgp } from '../packages/contract/src/money';
import { validationMessages } from '../packages/contract/src/messages';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { bankText as bank } from '../apps/pay/src/bank/simulator/pages';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { messages } from '../apps/web/src/lib/messages';
import { keepScreenshot } from './support/browser';
import { campaignDonors, revealLaterParts } from './support/later-parts';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = donationMessages.donation;
/** Seeded campaigns whose charities take both cash and card, cash only, and card only. */
const { cashAndCardCampaign, cashOnlyCampaign, cardOnlyCampaign } = demoRecords();
const BOTH_METHODS_CAMPAIGN = cashAndCardCampaign.code;
const CARD = { number: '5123450000000008', csc: '123', declined: '05/39' };

interface CampaignFacts {
  id: number;
  title: string;
  EPayment: boolean;
  CashCollection: boolean;
  ngo_id: number;
  sadaqa_kind: SadaqaKind;
}

/** Campaign details and charity names as the page's own api calls answer them (signed like the app). */
async function apiData<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (path) => {
    const signature = document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')!.content;
    const response = await fetch(path, { headers: { 'X-Api-Signature': signature } });
    return ((await response.json()) as { data: unknown }).data;
  }, url) as Promise<T>;
}

async function seededCampaigns(page: Page): Promise<CampaignFacts[]> {
  const found: CampaignFacts[] = [];
  for (const { id } of [cashAndCardCampaign, cashOnlyCampaign, cardOnlyCampaign]) {
    const [details] = await apiData<
      {
        campaign_id: number;
        campaign_title: string;
        EPayment: boolean;
        CashCollection: boolean;
        ngo_id: number;
        sadaqa_kind: SadaqaKind;
      }[]
    >(page, `/api/campaigns/details?campid=${id}`);
    if (details)
      found.push({
        id,
        title: details.campaign_title,
        EPayment: details.EPayment,
        CashCollection: details.CashCollection,
        ngo_id: details.ngo_id,
        sadaqa_kind: details.sadaqa_kind,
      });
  }
  return found;
}

async function openCampaign(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const bar = (page: Page) => page.getByTestId('sticky-donate-bar');
const formDialog = (page: Page) => page.getByRole('dialog', { name: /تبرّع في ذكرى/ });

describe('a donor on a phone', () => {
  it('keeps a donate bar in reach down to the donors list, never over the page end, titled with the name', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    await openCampaign(page, `/${BOTH_METHODS_CAMPAIGN}`);
    // the heading keeps «عبد الحميد» on one line with a no-break space; the tab title needs none
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/\s+/g, ' ').trim();
    // the tab keeps the deceased's name the server's HTML shell gave it
    await expect
      .poll(() => page.evaluate(() => document.title))
      .toBe(messages.documentTitle(campaignMessages.campaignPage.tabTitle(title)));

    await campaignDonors(page);
    await page
      .getByRole('heading', { name: campaignMessages.campaignPage.donorsTitle })
      .scrollIntoViewIfNeeded();
    const barButton = bar(page).getByRole('button', { name: text.donateBar });
    await expect.poll(() => barButton.isVisible()).toBe(true);
    const box = (await bar(page).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740 + 1);
    expect(box.y).toBeGreaterThan(740 - 120);
    await expect.poll(() => bar(page).getByText(text.donateBarMethods.both).isVisible()).toBe(true);
    await keepScreenshot(page, 'donor-phone-sticky-bar', { fullPage: false });

    // at the very end the bar rests above the footer: nothing of the page is left under it (the
    // page's later parts loaded first, so that none lengthens the page between the two measures)
    await revealLaterParts(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const restingBar = (await bar(page).boundingBox())!;
    expect(restingBar.y + restingBar.height).toBeLessThanOrEqual(footer.y + 1);
    await keepScreenshot(page, 'donor-phone-sticky-bar-page-end', { fullPage: false });

    await page
      .getByRole('heading', { name: campaignMessages.campaignPage.donorsTitle })
      .scrollIntoViewIfNeeded();
    await barButton.click();
    await formDialog(page).getByRole('button', { name: text.submit }).waitFor();
    // the form alone: the bar steps aside while a dialog is open
    expect(await bar(page).isVisible()).toBe(false);
    await keepScreenshot(page, 'donor-phone-form-from-bar', { fullPage: false });
  });

  it('shows no bar on a desktop, where the donate panel stays beside the story', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await openCampaign(page, `/${BOTH_METHODS_CAMPAIGN}`);
    await campaignDonors(page);
    await page
      .getByRole('heading', { name: campaignMessages.campaignPage.donorsTitle })
      .scrollIntoViewIfNeeded();
    expect(await bar(page).isVisible()).toBe(false);
  });

  it('says what each campaign takes: cash only, card only, or both', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await openCampaign(page, `/${BOTH_METHODS_CAMPAIGN}`);
    const campaigns = await seededCampaigns(page);
    const cashOnly = campaigns.find((campaign) => campaign.CashCollection && !campaign.EPayment);
    const cardOnly = campaigns.find((campaign) => campaign.EPayment && !campaign.CashCollection);
    expect(cashOnly && cardOnly).toBeTruthy();
    for (const [campaign, methods] of [
      [cashOnly!, 'cash'],
      [cardOnly!, 'card'],
    ] as const) {
      await openCampaign(page, `/CampaignDonation/x/${campaign.id}`);
      const gift = text.donateLeadGift[campaign.sadaqa_kind];
      await page.getByText(text.donateLead[methods](gift)).waitFor();
      expect(await page.getByText(text.donateLead.both(gift)).count()).toBe(0);
      await keepScreenshot(page, `donor-phone-methods-${methods}`, { fullPage: false });
    }
  });

  it('takes “١٬٠٠٠”, says the minimum as it is typed, shows the bank alone, and brings a declined card back', async ({
    openPage,
  }) => {
    const { page } = await openPage('phone');
    await openCampaign(page, `/${BOTH_METHODS_CAMPAIGN}`);
    const campaign = (await seededCampaigns(page)).find((item) => item.id === cashAndCardCampaign.id)!;
    const [ngo] = await apiData<{ ar_name: string }[]>(page, `/api/ngos/details?ngoid=${campaign.ngo_id}`);

    await page.getByRole('button', { name: text.donate }).click();
    const form = formDialog(page);
    await form.getByRole('radio', { name: text.fields.amountOther }).check();
    const amount = form.getByLabel(text.fields.amount);
    // typed, not left: the minimum shows at once
    await amount.pressSequentially('5');
    await form.getByText(validationMessages.amountMin).waitFor();
    await keepScreenshot(page, 'donor-phone-amount-minimum', { fullPage: false });
    await amount.fill('');
    await amount.pressSequentially('١٬٠٠٠');
    await expect.poll(() => form.getByText(validationMessages.amountMin).count()).toBe(0);
    expect(await form.getByText(validationMessages.amountNotNumber).count()).toBe(0);
    await form.getByLabel(text.fields.userName).fill('متبرع الهاتف');
    await form.getByLabel(text.fields.email).fill('phone.donor@example.com');
    await form.getByLabel(text.methods.card).check();
    await form.getByRole('button', { name: text.submit }).click();

    const overlay = page.getByRole('dialog', { name: text.cardOverlayTitle });
    await overlay.waitFor();
    const frame = overlay.frameLocator(`iframe[title="${text.cardFrameTitle}"]`);
    await frame.getByRole('button', { name: bank.pay }).waitFor();
    await expect.poll(() => overlay.getByText(text.cardLoading).count()).toBe(0);
    // the bank's page alone, with the charity's Arabic name and the amount read as 1,000
    expect(await form.isVisible()).toBe(false);
    await frame.getByText(ngo!.ar_name, { exact: true }).waitFor();
    await frame.getByText(formatEgp(1_000), { exact: true }).first().waitFor();
    await keepScreenshot(page, 'donor-phone-lightbox', { fullPage: false });

    await frame.getByLabel(bank.cardNumber).fill(CARD.number);
    await frame.getByLabel(bank.expiry).fill(CARD.declined);
    await frame.getByLabel(bank.csc).fill(CARD.csc);
    await frame.getByRole('button', { name: bank.pay }).click();
    await page.waitForURL(`${baseUrl}/TransactionFailed`);
    await page.getByText(text.failedReasons.declined).waitFor();
    // one way on: back to the campaign, with the form as the donor left it (issue 35)
    expect(await page.getByRole('link', { name: text.tryAgain, exact: true }).count()).toBe(0);
    await keepScreenshot(page, 'donor-phone-card-declined', { fullPage: false });

    await page.getByRole('link', { name: text.retryOnCampaign }).click();
    await page.waitForURL(new RegExp(`/CampaignDonation/[^/]+/${cashAndCardCampaign.id}$`));
    const again = formDialog(page);
    await again.getByRole('button', { name: text.submit }).waitFor();
    expect(await again.getByLabel(text.fields.amount).inputValue()).toBe('١٬٠٠٠');
    expect(await again.getByLabel(text.fields.userName).inputValue()).toBe('متبرع الهاتف');
    expect(await again.getByLabel(text.methods.card).isChecked()).toBe(true);
    await keepScreenshot(page, 'donor-phone-card-try-again', { fullPage: false });
  });
});
