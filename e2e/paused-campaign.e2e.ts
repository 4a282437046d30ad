import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import type { Page } from 'playwright-core';
import type { CampaignDetails } from '../packages/contract/src/campaigns/details';
import { DEFAULT_API_SIGNATURE } from '../packages/contract/src/config-defaults';
import { apiMessages } from '../packages/contract/src/messages';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { licenceMessages } from '../apps/web/src/lib/messages/licence';
import { licenceMoreMessages } from '../apps/web/src/lib/messages/licence-more';
import { formatCalendarDay } from '../apps/web/src/lib/format-date';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import {
  addPermit,
  cairoDay,
  permitsInForce,
  registerCharity,
  revokePermit,
} from './support/charity-permits';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = licenceMessages;
/** A seeded campaign whose charity takes cash and card while it has a permit. */
const { cashAndCardCampaign } = demoRecords();
const CAMPAIGN_ID = cashAndCardCampaign.id;
const CAMPAIGN_CODE = cashAndCardCampaign.code;
const ISSUING_BODY = 'مديرية التضامن الاجتماعي بالقاهرة';

async function campaignDetails(): Promise<CampaignDetails> {
  const response = await fetch(`${baseUrl}/api/campaigns/details?campid=${CAMPAIGN_ID}`, {
    headers: { 'x-api-signature': DEFAULT_API_SIGNATURE },
  });
  return ((await response.json()) as { data: CampaignDetails[] }).data[0]!;
}

/** POST /api/donations as the donor's browser does (card: no address needed). */
async function tryToDonate() {
  const response = await fetch(`${baseUrl}/api/donations`, {
    method: 'POST',
    headers: { 'x-api-signature': DEFAULT_API_SIGNATURE, 'content-type': 'application/json' },
    body: JSON.stringify({
      donation: {
        consent: true,
        user_name: 'متبرع في وقت التوقف',
        email: 'paused@example.com',
        amount: 100,
        campaign_id: CAMPAIGN_ID,
        type: 2,
      },
    }),
  });
  return { status: response.status, body: (await response.json()) as { status: number; message: string } };
}

/** A new permit in force from today for six months, with a number never used before. */
async function addPermitFromToday(ngoId: number): Promise<string> {
  const number = `E2E-${Date.now()}`;
  await addPermit(baseUrl, { ngoId, number, body: ISSUING_BODY, from: cairoDay(), to: cairoDay(180) });
  return number;
}

async function openCampaign(page: Page) {
  await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function openCharity(page: Page, ngoId: number) {
  await page.goto(`${baseUrl}/NGODetails/x/${ngoId}`);
  const block = page.getByRole('region', { name: licenceMoreMessages.block.title });
  await block.waitFor();
  return block;
}

/** The block's terms and what each says. */
async function licenceFacts(page: Page, ngoId: number): Promise<Record<string, string>> {
  const block = await openCharity(page, ngoId);
  return block
    .locator('dl > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
      ),
    );
}

describe('a campaign whose charity has no fundraising permit in force (issue 19)', () => {
  it('pauses every way to give and says why, then takes donations again once a permit is added', async ({
    openPage,
  }) => {
    const before = await campaignDetails();
    const ngoId = before.ngo_id;
    if (!before.licence.registration_number) {
      await registerCharity(baseUrl, {
        ngoId,
        legalName: `جمعية ${before.ngo_ar_name}`,
        registration: '4821/2015',
      });
    }
    let permitAdded = false;
    try {
      // the operator revokes the charity's permits: today nothing is in force
      for (const permitId of await permitsInForce(baseUrl, ngoId)) await revokePermit(baseUrl, permitId);
      const paused = await campaignDetails();
      expect(paused.donations_paused).toBe(true);
      const registration = paused.licence.registration_number!;

      const { page } = await openPage('phone');
      await openCampaign(page);
      const banner = page.getByRole('region', { name: text.paused.title });
      await banner.waitFor();
      expect(await banner.textContent()).toContain(text.paused.reason);

      // the donate button says it is paused and why, and opens nothing
      const donate = page.getByRole('button', { name: text.paused.donate });
      expect(await donate.getAttribute('aria-disabled')).toBe('true');
      const reasonId = (await donate.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe(text.paused.reason);
      await donate.click({ force: true });
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('button', { name: donationMessages.donation.donate }).count()).toBe(0);
      // no SMS instructions, and no sticky donate bar however far the donor scrolls
      const smsTitle = campaignMessages.campaignPage.smsTitle;
      expect(await page.getByRole('heading', { name: smsTitle }).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.getByTestId('sticky-donate-bar').count()).toBe(0);
      // the charity's licence line says there is no permit
      const line = page.getByRole('group', { name: text.line.label });
      expect(await line.textContent()).toContain(`${text.line.registered} ${registration}`);
      expect(await line.textContent()).toContain(text.line.noPermit);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page);
      await keepScreenshot(page, 'paused-campaign-phone');

      // the api refuses a donation, with the same reason in Arabic
      const refused = await tryToDonate();
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(apiMessages.donationsPaused);

      // the charity page says so too
      const block = await openCharity(page, ngoId);
      expect(await block.getByRole('note').textContent()).toContain(licenceMoreMessages.block.noPermit);
      await keepScreenshot(page, 'paused-charity-licence-phone');

      // a new permit: the campaign takes donations again
      const permitNumber = await addPermitFromToday(ngoId);
      permitAdded = true;
      await openCampaign(page);
      const openLine = page.getByRole('group', { name: text.line.label });
      expect(await openLine.textContent()).toContain(`${text.line.permit} ${permitNumber}`);
      expect(await page.getByRole('region', { name: text.paused.title }).count()).toBe(0);
      await page.getByRole('heading', { name: smsTitle }).waitFor();
      await page.getByRole('button', { name: donationMessages.donation.donate }).click();
      await page.getByRole('dialog', { name: /تبرّع في ذكرى/ }).waitFor();
      await page.keyboard.press('Escape');
      await keepScreenshot(page, 'resumed-campaign-phone');
      expect((await tryToDonate()).status).toBe(200);

      // the licence's details open from the keyboard
      const summary = openLine.getByText(text.line.details);
      await summary.focus();
      await page.keyboard.press('Enter');
      expect(
        await openLine.locator('details').evaluate((details) => (details as HTMLDetailsElement).open),
      ).toBe(true);
      await openLine.getByText(ISSUING_BODY).waitFor();

      // the charity page shows the permit in force with its dates, on a phone and on a desktop
      const facts = await licenceFacts(page, ngoId);
      expect(facts).toMatchObject({
        [licenceMoreMessages.block.registrationNumber]: registration,
        [licenceMoreMessages.block.permitNumber]: permitNumber,
        [licenceMoreMessages.block.issuingBody]: ISSUING_BODY,
        [licenceMoreMessages.block.validFrom]: formatCalendarDay(cairoDay()),
        [licenceMoreMessages.block.validUntil]: formatCalendarDay(cairoDay(180)),
      });
      await expectAccessible(page);
      await keepScreenshot(page, 'charity-licence-phone');
      const desktop = (await openPage('desktop')).page;
      await openCharity(desktop, ngoId);
      await keepScreenshot(desktop, 'charity-licence-desktop');
    } finally {
      // never leave the seeded charity paused for the journeys that follow
      if (!permitAdded && (await permitsInForce(baseUrl, ngoId)).length === 0) {
        await addPermitFromToday(ngoId);
      }
    }
  });

  it('prints the registration and permit numbers on the condolence card', async ({ openPage }) => {
    const { licence } = await campaignDetails();
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/CondolenceCard/${CAMPAIGN_ID}`);
    const note = page.getByTestId('card-licence');
    await note.waitFor();
    const printed = await note.textContent();
    expect(printed).toContain(`${licenceMoreMessages.card.registered} ${licence.registration_number!}`);
    expect(printed).toContain(`${licenceMoreMessages.card.permit} ${licence.permit!.permit_number}`);
  });
});

describe('/ProjectsListing by honest labels on a 360 px phone (issue 19)', () => {
  it('narrows by kind and zakat from the keyboard, in the address, and back to all', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/ProjectsListing`);
    const labelLists = page.getByRole('list', { name: text.labels.group });
    await labelLists.first().waitFor();

    // the radio group, reached by Tab and moved with the arrow keys
    await page.getByRole('radio', { name: licenceMoreMessages.filter.all }).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(`${baseUrl}/ProjectsListing?kind=jariya`);
    await expect
      .poll(
        async () =>
          new Set(await labelLists.evaluateAll((lists) => lists.map((list) => list.firstChild?.textContent))),
      )
      .toEqual(new Set([text.labels.kind.jariya]));

    await page.getByRole('checkbox', { name: licenceMoreMessages.filter.zakatOnly }).check();
    await page.waitForURL(`${baseUrl}/ProjectsListing?kind=jariya&zakat=1`);
    await expect
      .poll(() =>
        labelLists.evaluateAll(
          (lists, zakat) => lists.length > 0 && lists.every((list) => list.textContent!.includes(zakat)),
          text.labels.zakat,
        ),
      )
      .toBe(true);
    expect(await labelLists.count()).toBeGreaterThan(0);
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await keepScreenshot(page, 'projects-label-filter-phone', { fullPage: false });

    // a filtered listing opens from its address; «الكل» and an unticked box leave no empty parameter
    await page.reload();
    expect(await page.getByRole('radio', { name: text.labels.kind.jariya }).isChecked()).toBe(true);
    await page.locator('label', { hasText: licenceMoreMessages.filter.all }).click();
    await page.getByRole('checkbox', { name: licenceMoreMessages.filter.zakatOnly }).uncheck();
    await page.waitForURL(`${baseUrl}/ProjectsListing`);
    await expect
      .poll(
        async () =>
          new Set(await labelLists.evaluateAll((lists) => lists.map((list) => list.firstChild?.textContent))),
      )
      .toEqual(new Set([text.labels.kind.jariya, text.labels.kind.sadaqa]));
  });
});
