import type { Page } from 'playwright-core';
import { operatorCatalogueMessages as text } from '../../apps/web/src/lib/messages/operator-catalogue';

/**
 * «الكتالوج»: a catalogue operator approves the waiting card named `name` (a project, or a charity's
 * new name) and waits for the server's answer.
 */
export async function approveInCatalogue(page: Page, name: string, answer: string): Promise<void> {
  await page.getByRole('link', { name: text.nav }).click();
  await page.getByRole('heading', { name: text.title }).waitFor();
  await page.getByRole('article', { name }).getByRole('button', { name: text.approve }).click();
  await page.getByRole('status').getByText(answer).waitFor();
}
