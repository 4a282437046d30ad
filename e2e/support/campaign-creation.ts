import type { Page } from 'playwright-core';
import { accountMessages } from '../../apps/web/src/lib/messages/accounts';
import { campaignMessages } from '../../apps/web/src/lib/messages/campaigns';
import { testPicture } from './test-picture';

const text = campaignMessages.createCampaign;
const fields = accountMessages.accounts.fields;

/** Step 2 of a campaign: the deceased's name and gender (asked, never assumed), words, a photo, a phone. */
export async function fillCampaign(
  page: Page,
  title: string,
  gender: 'male' | 'female' = 'male',
): Promise<void> {
  await page.getByLabel(text.deceasedName).fill(title);
  // asked, never assumed (docs/decisions/013)
  await page.getByRole('radio', { name: text.gender[gender] }).check();
  await page.getByLabel(text.description).fill('كان بارًا بوالديه، رحمه الله وأسكنه فسيح جناته.');
  await page.getByTestId('campaign-image-input').setInputFiles({
    name: 'memorial.png',
    mimeType: 'image/png',
    buffer: await testPicture(),
  });
  await page.getByRole('img', { name: text.imagePreviewAlt }).waitFor();
  await page.getByLabel(text.phone).fill('٠١٠١٢٣٤٥٦٧٨');
}

/** A guest's account on the same step: name, e-mail and a password twice. */
export async function fillAccount(page: Page, email: string): Promise<void> {
  await page.getByLabel(fields.userName, { exact: true }).fill('سارة أحمد');
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.password, { exact: true }).fill('guest-pass-1');
  await page.getByLabel(fields.confirmPassword).fill('guest-pass-1');
}
