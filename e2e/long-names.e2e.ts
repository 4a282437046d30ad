import { beforeAll, describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { PAYMENT_TYPE } from '../packages/contract/src/constants';
import { formatEgp } from '../packages/contract/src/money';
import { bankText } from '../apps/pay/src/bank/simulator/pages';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { keepScreenshot } from './support/browser';
import {
  baseUrl,
  payUrl,
  STAFF_CAMPAIGN_ID,
  LONG,
  api,
  postJson,
  type Setup,
  createLongNamedRecords,
  showLongNames,
  settle,
  expectNoSidewaysScroll,
  expectCompoundKept,
  staffLogIn,
} from './support/long-names';
import { campaignDonors } from './support/later-parts';

describe('long names never widen a phone’s page, and compound names stay whole (issue 16)', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await createLongNamedRecords();
  });

  it('keeps the charity console’s queue, records and campaigns within 360 px', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await showLongNames(page, setup);
    await staffLogIn(page);
    // the cash donation waits in the queue with the donor's long name
    await page.getByText(LONG.donor.split(' ').at(-1)!, { exact: false }).first().waitFor();
    await expectNoSidewaysScroll(page, 'console queue');
    await keepScreenshot(page, 'long-names-console-queue-phone', { fullPage: false });

    await page.goto(`${baseUrl}/charity/donations`);
    await page.getByText(LONG.donor.split(' ').at(-1)!, { exact: false }).first().waitFor();
    await expectNoSidewaysScroll(page, 'console donations');
    await expectCompoundKept(page.getByRole('heading', { name: /كلثوم/ }).first(), 'أم كلثوم');
    await keepScreenshot(page, 'long-names-console-donations-phone', { fullPage: false });

    await page.goto(`${baseUrl}/charity/campaigns`);
    await page.getByText(LONG.title.split(' ').at(-1)!, { exact: false }).first().waitFor();
    await expectNoSidewaysScroll(page, 'console campaigns');
    await keepScreenshot(page, 'long-names-console-campaigns-phone', { fullPage: false });
  });

  it.for(['phone', 'desktop'] as const)(
    'shows /Campaigns, the campaign, its project and its charity within the screen (%s)',
    async (viewport, { openPage }) => {
      const { page } = await openPage(viewport);
      await showLongNames(page, setup);
      const wide = viewport === 'desktop';
      const check = async (what: string) => {
        if (wide) {
          await settle(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${what}: sideways overflow`).toBeLessThanOrEqual(0);
        } else {
          await expectNoSidewaysScroll(page, what);
        }
      };

      await page.goto(`${baseUrl}/Campaigns`);
      const card = page.getByRole('article').filter({ hasText: LONG.title.split(' ').at(-1)! });
      await card.waitFor();
      await check('/Campaigns');
      await expectCompoundKept(card.getByRole('heading'), 'عبد الرحمن');
      await keepScreenshot(page, `long-names-campaigns-${viewport}`, { fullPage: false });

      await page.goto(`${baseUrl}/CampaignDonation/x/${setup.campaignId}`);
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      await (
        await campaignDonors(page)
      )
        .getByText(LONG.donor.split(' ').at(-1)!, { exact: false })
        .first()
        .waitFor();
      await check('campaign page');
      await expectCompoundKept(title, 'عبد الرحمن');
      await expectCompoundKept(
        page
          .getByRole('region', { name: campaignMessages.campaignPage.donorsTitle })
          .getByRole('listitem')
          .first(),
        'أم كلثوم',
      );
      await expectCompoundKept(
        page.getByRole('region', { name: campaignMessages.campaignPage.progressTitle }).getByText(/أبو/),
        'أبو بكر',
      );
      await keepScreenshot(page, `long-names-campaign-${viewport}`);

      await page.goto(`${baseUrl}/CreateCampaign/x/${setup.projectId}`);
      await page.getByText(LONG.project).first().waitFor();
      await check('project page');
      await keepScreenshot(page, `long-names-project-${viewport}`, { fullPage: false });

      await page.goto(`${baseUrl}/ProjectsListing`);
      await page.getByRole('article').first().waitFor();
      await check('projects listing');

      await page.goto(`${baseUrl}/NGODetails/x/${setup.ngoId}`);
      await page.getByRole('heading', { level: 1, name: LONG.charity }).waitFor();
      await page.getByRole('article').filter({ hasText: LONG.project }).first().waitFor();
      await check('charity page');
      await keepScreenshot(page, `long-names-charity-${viewport}`, { fullPage: false });

      await page.goto(`${baseUrl}/NGOsListing`);
      await page.getByText(LONG.charity).first().waitFor();
      await check('charities listing');
    },
  );

  it.for(['phone', 'desktop'] as const)(
    'the bank’s page is Arabic, right to left, in ج.م and names the charity in Arabic (%s)',
    async (viewport, { openPage }) => {
      const [model] = await api<{ ngo_id: number }[]>(`/api/campaigns/details?campid=${STAFF_CAMPAIGN_ID}`);
      const [ngo] = await api<{ ar_name: string }[]>(`/api/ngos/details?ngoid=${model!.ngo_id}`);
      const [donation] = await postJson<{ donation_id: number; payment_token: string }[]>('/api/donations', {
        donation: {
          consent: true,
          user_name: 'عبد الله فؤاد',
          email: 'bank.page@example.com',
          amount: 1250,
          campaign_id: STAFF_CAMPAIGN_ID,
          type: PAYMENT_TYPE.card,
        },
      });
      const submitted = await fetch(`${payUrl}/api/Transaction/Submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'عبد الله فؤاد',
          amount: 1250,
          msisdn: '',
          campaignID: STAFF_CAMPAIGN_ID,
          donationId: donation!.donation_id,
          paymentToken: donation!.payment_token,
          TransactionNumber: '',
        }),
      });
      const { URL: bankPage } = (await submitted.json()) as { URL: string };

      const { page } = await openPage(viewport);
      await page.goto(bankPage);
      await page.getByRole('button', { name: bankText.pay }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      expect(await page.locator('#merchant-name').textContent()).toBe(ngo!.ar_name);
      expect(await page.locator('#order-amount').textContent()).toBe(formatEgp(1_250));
      expect(await page.locator('#order-amount').textContent()).toContain('ج.م');
      const shown = await page.evaluate(() => document.body.innerText);
      expect(shown, 'no English words on the bank page').not.toMatch(/[A-Za-z]/);
      for (const label of [bankText.cardNumber, bankText.expiry, bankText.csc])
        await page.getByLabel(label).waitFor();
      if (viewport === 'phone') await expectNoSidewaysScroll(page, 'bank page');
      await keepScreenshot(page, `long-names-bank-page-${viewport}`);
    },
  );
});
