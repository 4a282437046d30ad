import type { Page } from 'playwright-core';
import { projectDraftMessages as answers } from '../../packages/contract/src/charity/project-draft-messages';
import { projectDraftsMessages as text } from '../../apps/web/src/lib/messages/project-drafts';
import { testPicture } from './test-picture';

/** A project as the charity's editor writes it: a صدقة جارية open to zakat, in the first category. */
export interface NewProject {
  name: string;
  description: string;
  /** the unit price, in pounds as typed */
  amountEgp: string;
}

/**
 * «كتابة المشاريع»: the project is saved as a draft, given its picture and sent for review; it then
 * waits for the catalogue.
 */
export async function submitProject(page: Page, project: NewProject): Promise<void> {
  await page.getByRole('link', { name: text.nav }).click();
  await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
  const form = page.getByRole('form', { name: text.newTitle });
  await form.getByLabel(text.name).fill(project.name);
  await form.getByLabel(text.description).fill(project.description);
  await form.getByLabel(text.amount).fill(project.amountEgp);
  await form.getByLabel(text.category).selectOption({ index: 1 });
  await form.getByRole('radio', { name: text.kind.jariya }).check();
  await form.getByRole('checkbox', { name: text.zakat }).check();
  await form.getByRole('button', { name: text.save }).click();
  await page.getByRole('status').getByText(answers.created).waitFor();
  const draft = page
    .getByRole('list', { name: text.listLabel })
    .getByRole('listitem')
    .filter({ hasText: project.name });
  await draft.getByLabel(text.picture).setInputFiles({
    name: 'project.png',
    mimeType: 'image/png',
    buffer: await testPicture('#2f5d8a'),
  });
  await draft.getByRole('button', { name: text.uploadPicture }).click();
  await page.getByRole('status').getByText(answers.pictureSaved).waitFor();
  await draft.getByRole('button', { name: text.submit }).click();
  await draft.getByText(text.status.pending).waitFor();
}
