import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { DEFAULT_API_SIGNATURE } from '../packages/contract/src/config-defaults';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { keepScreenshot } from './support/browser';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
/** A seeded campaign whose charity takes neither cash nor card: SMS is its way to give. */
const CAMPAIGN_CODE = demoRecords().noPaymentCampaign.code;

describe('donating by SMS', () => {
  it('adds 5 EGP and one donation to the page for a T<code> message to the charity’s short number', async ({
    openPage,
  }) => {
    const { page } = await openPage('desktop');
    await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
    await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
    const campaignId = Number(page.url().split('/').pop());
    const details = await fetch(`${baseUrl}/api/campaigns/details?campid=${campaignId}`, {
      headers: { 'x-api-signature': DEFAULT_API_SIGNATURE },
    }).then((response) => response.json());
    const shortNumber: string = details.data[0].SMSshortNumber;
    const progress = page.getByRole('region', { name: campaignMessages.campaignPage.progressTitle });
    const total = progress.locator('p').first();
    await total.waitFor();
    const amount = (value: string | null) => Number((value ?? '').replace(/[^\d.]/g, ''));
    const totalBefore = amount(await total.textContent());
    // the donor count is written in words that agree with it («متبرعان», «3 متبرعين»): compare the words
    const donorsBefore: number = details.data[0].total_of_donations;
    const donors = progress.locator('dd').first();
    expect(await donors.textContent()).toBe(campaignMessages.campaignPage.donors(donorsBefore));

    // the simulated aggregator signs the message like the real one; Arabic-Indic digits and spaces are fine
    const arabicCode = String(CAMPAIGN_CODE).replace(/\d/g, (digit) =>
      String.fromCharCode(0x0660 + Number(digit)),
    );
    await run('npm', ['run', 'sms', '--', '--to', shortNumber, '--text', `t ${arabicCode}`], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PUBLIC_URL: baseUrl },
    });
    await page.reload();
    await expect.poll(async () => amount(await total.textContent())).toBe(totalBefore + 5);
    expect(await donors.textContent()).toBe(campaignMessages.campaignPage.donors(donorsBefore + 1));
    await keepScreenshot(page, 'donation-sms-desktop');
  });
});
