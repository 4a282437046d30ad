import type { Page } from 'playwright-core';
import { charityPageMessages as answers } from '../../packages/contract/src/charity/charity-page-messages';
import { charityPageMessages as text } from '../../apps/web/src/lib/messages/charity-page';
import { testPicture } from './test-picture';

/**
 * «صفحة الجمعية»: the charity's admin saves its description and logo (at once) and sends a new public
 * name, which waits for the catalogue's approval.
 */
export async function setCharityPage(
  page: Page,
  { name, description }: { name: string; description: string },
) {
  await page.getByRole('link', { name: text.nav }).click();
  await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
  const about = page.getByRole('form', { name: text.description });
  await about.getByLabel(text.description).fill(description);
  await about.getByRole('button', { name: text.saveDescription }).click();
  await page.getByRole('status').getByText(answers.descriptionSaved).waitFor();
  await page.getByLabel(text.logo).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await testPicture('#7a4b12', 400, 400),
  });
  await page.getByRole('button', { name: text.uploadLogo }).click();
  await page.getByRole('status').getByText(answers.logoSaved).waitFor();
  const naming = page.getByRole('form', { name: text.newName });
  await naming.getByLabel(text.newName).fill(name);
  await naming.getByRole('button', { name: text.proposeName }).click();
  await naming.getByText(text.pendingName(name)).waitFor();
}
