import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Project } from '../packages/contract/src/projects/projects';
import { projectLabelMessages } from '../packages/contract/src/charity/project-label-messages';
import { projectLabelsMessages } from '../apps/web/src/lib/messages/project-labels';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { it } from './support/journey-test';
import { logInAsDemoStaff } from './support/charity-staff';
import { baseUrl } from './support/athar';

const text = projectLabelsMessages.projectLabels;

/** The demo staff member, the demo charity's admin: password, then the authenticator's code. */
const logInToConsole = (page: Page) => logInAsDemoStaff(page, baseUrl);

/** One project as the public API gives it. */
async function publicProject(page: Page, projectId: number): Promise<Project> {
  return page.evaluate(async (id) => {
    const signature = document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')!.content;
    const response = await fetch(`/api/ngos/projects?projectid=${id}`, {
      headers: { 'X-Api-Signature': signature },
    });
    return ((await response.json()) as { data: Project[] }).data[0]!;
  }, projectId);
}

describe('honest project labels, set by the charity', () => {
  it('labels a project from a phone at 360 px, and the public API says the same', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await logInToConsole(page);
    await page.getByRole('link', { name: text.nav, exact: true }).click();
    await page.waitForURL(`${baseUrl}/charity/projects`);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    const list = page.getByRole('list', { name: text.listLabel });
    await list.waitFor();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await keepScreenshot(page, 'project-labels-phone');

    const form = list.getByRole('form').first();
    const name = (await form.getByRole('heading', { level: 2 }).textContent())!;
    const projectId = await page.evaluate(async (projectName) => {
      const signature = document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')!.content;
      const response = await fetch('/api/ngos/projects?rowscount=100', {
        headers: { 'X-Api-Signature': signature },
      });
      const projects = ((await response.json()) as { data: Project[] }).data;
      return projects.find((project) => project.project_ar_name === projectName)?.project_id ?? 0;
    }, name);
    expect(projectId).toBeGreaterThan(0);
    const before = await publicProject(page, projectId);
    const kind = before.sadaqa_kind === 'jariya' ? 'sadaqa' : 'jariya';

    await form.getByRole('radio', { name: text.kind[kind] }).check();
    const zakat = form.getByRole('checkbox', { name: text.zakat });
    if (before.zakat_eligible) await zakat.uncheck();
    else await zakat.check();
    await form.getByRole('button', { name: text.save }).click();
    await form.getByRole('status').getByText(text.saved).waitFor();
    await page.getByText(projectLabelMessages.saved).first().waitFor();
    await keepScreenshot(page, 'project-labels-saved-phone', { fullPage: false });

    expect(await publicProject(page, projectId)).toMatchObject({
      sadaqa_kind: kind,
      zakat_eligible: !before.zakat_eligible,
    });
    // after a reload the page shows what was saved
    await page.reload();
    const again = page.getByRole('list', { name: text.listLabel }).getByRole('form', { name });
    expect(await again.getByRole('radio', { name: text.kind[kind] }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: text.zakat }).isChecked()).toBe(!before.zakat_eligible);
  });
});
