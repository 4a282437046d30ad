import { describe, expect } from 'vitest';
import { smsMonthlyReportCsv } from '../apps/pay/src/sms/aggregator-report';
import { cairoDayOf } from '../packages/contract/src/settlement/settlement-amounts';
import { settlementOutcomeNames } from '../packages/contract/src/settlement/settlement-messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { charityReconciliationMessages as text } from '../apps/web/src/lib/messages/charity-reconciliation';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { it } from './support/journey-test';
import { deliverSms, importSettlementFile, RECONCILIATION_JOURNEY } from './support/reconciliation-journey';
import { atharWithTestClock } from './support/test-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const fields = accountMessages.accounts.fields;

// its own Athar: «confirmed here but not settled» for SMS needs the month closed and 15 days passed
const { athar, setClock } = atharWithTestClock();

describe('the charity reads its own reconciliation on a phone (issue 39)', () => {
  it.for(['phone'] as const)('on a %s', async (viewport, { openPage }) => {
    const stack = athar();
    const { short_number, campaign, staff, password } = RECONCILIATION_JOURNEY;
    // three T<code> messages the aggregator delivered and keeps in its records
    const delivered = [1, 2, 3].map((n) => ({
      message_id: `e2e-recon-${n}-${Date.now()}`,
      from: '01101234567',
      to: short_number,
      text: `T${campaign.code}`,
      received_at: new Date().toISOString(),
    }));
    for (const message of delivered) await deliverSms(stack.baseUrl, message);
    // its monthly report, with one message's gross changed and another's line missing
    const lines = smsMonthlyReportCsv(delivered, short_number, cairoDayOf(new Date()).slice(0, 7))
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines).toHaveLength(4);
    const changed = lines[2]!.split(',');
    changed[7] = '7.00';
    changed[10] = '5.00';
    const file = [lines[0], lines[1], changed.join(',')].map((line) => `${line}\r\n`).join('');
    await setClock(new Date(Date.now() + 50 * DAY_MS).toISOString());
    await importSettlementFile(stack.baseUrl, file, 'sms-report.csv');

    const { page } = await openPage(viewport);
    await page.goto(`${stack.baseUrl}/charity/login`);
    await page.getByLabel(fields.email).fill(staff.email);
    await page.getByLabel(fields.password).fill(password);
    await page.getByRole('button', { name: charityConsoleMessages.charity.login.submit }).click();
    await page.getByRole('link', { name: text.nav }).click();
    await page.getByRole('heading', { name: text.title }).waitFor();

    const channels = page.getByRole('region', { name: text.channels.label });
    await channels
      .getByRole('heading', { name: `${text.channels.names.sms} · ${text.channels.lines(3)}` })
      .waitFor();
    await channels.getByText(text.channels.matched(1)).waitFor();
    await channels.getByText(text.channels.exceptions(2)).waitFor();
    const exceptions = page.getByRole('region', { name: text.exceptions.label });
    await exceptions.getByRole('heading', { name: settlementOutcomeNames.amount_mismatch }).waitFor();
    await exceptions.getByRole('heading', { name: settlementOutcomeNames.not_settled }).waitFor();
    // read-only: the charity sees, Athar's finance resolves
    expect(await exceptions.getByRole('button').count()).toBe(0);
    await page.getByRole('region', { name: text.overdue.label }).getByRole('heading').first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, `charity-reconciliation-${viewport}`);
  });
});
