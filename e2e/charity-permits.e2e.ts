import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { permitMessages as contractMessages } from '../packages/contract/src/charity/permit-messages';
import { minimalPdf } from '../apps/api/src/db/seed/document-files';
import { charityAuditMessages } from '../apps/web/src/lib/messages/charity-audit';
import { permitMessages } from '../apps/web/src/lib/messages/permits';
import { expectAccessible } from './support/axe';
import { keepScreenshot } from './support/browser';
import { cairoDay, permitsInForce } from './support/charity-permits';
import { it } from './support/journey-test';
import { logInAsDemoStaff } from './support/charity-staff';
import { baseUrl } from './support/athar';

const text = permitMessages;

/** The demo staff member, the demo charity's admin: password, then the authenticator's code. */
const logInToConsole = (page: Page) => logInAsDemoStaff(page, baseUrl);

describe('charity permits: staff ask for a permit from a phone', () => {
  it('lists the permit in force and sends a request at 360 px', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await logInToConsole(page);
    await page.getByRole('link', { name: text.nav }).click();
    await page.waitForURL(`${baseUrl}/charity/permits`);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    // the seeded permit covers today
    await page.getByText(text.onlineInForce).waitFor();
    const list = page.getByRole('list', { name: text.listLabel });
    await list.getByText(text.inForceToday).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await keepScreenshot(page, 'charity-permits-phone', { fullPage: true });

    // ends before it starts: the contract's Arabic message under the field
    const form = page.getByRole('form', { name: text.form.title });
    const number = `E2E-${Date.now()}`;
    await form.getByLabel(text.form.number).fill(number);
    await form.getByLabel(text.form.issuingBody).fill('مديرية التضامن الاجتماعي بمحافظة القاهرة');
    await form.getByLabel(text.form.purpose).fill('إطعام الأسر المحتاجة');
    await form.getByLabel(text.form.document).setInputFiles({
      name: 'permit.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('fundraising permit'),
    });
    await form.getByLabel(text.form.startsOn).fill(cairoDay(300));
    await form.getByLabel(text.form.endsOn).fill(cairoDay(290));
    await form.getByRole('button', { name: text.form.submit }).click();
    await form.getByText(contractMessages.endsBeforeStart).waitFor();
    await keepScreenshot(page, 'charity-permits-form-error-phone', { fullPage: true });

    await form.getByLabel(text.form.endsOn).fill(cairoDay(600));
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/charity/permits') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: text.form.submit }).click();
    const requested = (await (await answered).json()) as { data: { id: number; ngo_id: number }[] };
    await page.getByRole('status').filter({ hasText: contractMessages.requested }).waitFor();
    const item = list.getByRole('listitem').filter({ hasText: number });
    await item.getByText(text.statuses.requested).waitFor();
    expect(await form.getByLabel(text.form.number).inputValue()).toBe('');
    await keepScreenshot(page, 'charity-permits-requested-phone', { fullPage: true });
    // a request is not in force until the operator approves it
    expect(await permitsInForce(baseUrl, requested.data[0]!.ngo_id)).not.toContain(requested.data[0]!.id);

    // the request and this login are in the charity's «سجل النشاط», newest first
    const activity = charityAuditMessages;
    await page.getByRole('link', { name: activity.nav }).click();
    await page.waitForURL(`${baseUrl}/charity/activity`);
    const entries = page.getByRole('list', { name: activity.listLabel }).getByRole('listitem');
    await entries.first().getByText(activity.actions['charity.permit.requested']!).waitFor();
    await entries.getByText(activity.actions['staff.login.succeeded']!).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await keepScreenshot(page, 'charity-activity-phone', { fullPage: true });
  });
});
