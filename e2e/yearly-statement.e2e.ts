import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import type { YearlyStatement } from '../packages/contract/src/accounts/yearly-statement';
import { cairoYear } from '../packages/contract/src/accounts/statement-years';
import { amountInArabicWords } from '../packages/contract/src/amount-in-words';
import { DEFAULT_API_SIGNATURE } from '../packages/contract/src/config-defaults';
import { PAYMENT_TYPE } from '../packages/contract/src/constants';
import { formatEgp } from '../packages/contract/src/money';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { statementMessages } from '../apps/web/src/lib/messages/statement';
import { pdfText } from '../apps/api/src/test/pdf-text';
import { expectAccessible } from './support/axe';
import { ARTIFACTS_DIR, keepScreenshot } from './support/browser';
import { reportCashCollection } from './support/cash-donation';
import { it } from './support/journey-test';
import { setUpClientAddress } from './support/client-address';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

const text = statementMessages.statement;
/** A seeded campaign whose charity collects cash. */
const CAMPAIGN_ID = demoRecords().cashAndCardCampaign.id;
/** A4 in PDF points (210 × 297 mm), give or take Chromium's rounding to whole CSS pixels. */
const A4 = { width: 595.3, height: 841.9 };
const DONOR = { name: 'سارة محمود عبد الله', password: 'statement-2026' };

async function api<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    ...init,
    headers: {
      'x-api-signature': DEFAULT_API_SIGNATURE,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
  const body = (await response.json()) as { message: string; data: T };
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status} ${body.message}`);
  return body.data;
}

/** A new account with two collected cash donations (250 and 1,000 EGP) and one still waiting (300). */
async function donorWithDonations() {
  const email = `statement-${Date.now()}@example.com`;
  await api('/api/users', {
    method: 'POST',
    headers: { 'X-Forwarded-For': setUpClientAddress() },
    body: JSON.stringify({
      user_name: DONOR.name,
      email,
      password: DONOR.password,
      msisdn: false,
      consent: true,
    }),
  });
  const [user] = await api<{ user_id: number; access_token: string }[]>('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: DONOR.password }),
  });
  const auth = { authorization: `Bearer ${user!.access_token}` };
  const [city] = await api<{ id: number }[]>('/api/cities');
  const [area] = await api<{ id: number }[]>(`/api/cities/${city!.id}`);
  const give = async (amount: number) => {
    const [donation] = await api<{ donation_id: number }[]>('/api/donations', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        donation: {
          consent: true,
          user_id: user!.user_id,
          user_name: DONOR.name,
          email,
          msisdn: '01012345678',
          amount,
          campaign_id: CAMPAIGN_ID,
          type: PAYMENT_TYPE.cash,
          city: city!.id,
          area: area!.id,
          address: 'شارع التحرير، عمارة 12، الدور الثالث',
        },
      }),
    });
    return donation!.donation_id;
  };
  for (const amount of [250, 1000]) await reportCashCollection(baseUrl, 'confirm', await give(amount));
  await give(300);
  const year = cairoYear();
  const [statement] = await api<YearlyStatement[]>(`/api/users/statement?year=${year}`, { headers: auth });
  return { email, year, statement: statement! };
}

describe('the donor’s yearly statement', () => {
  it('shows a donor their year on a phone, and the PDF they download has the same totals', async ({
    openPage,
  }) => {
    const { email, year, statement } = await donorWithDonations();
    // what the server counts: the two collected donations, to one charity
    expect(statement.total).toBe(1250);
    expect(statement.charities).toHaveLength(1);
    const charity = statement.charities[0]!;

    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/Login`);
    await page.getByLabel(accountMessages.accounts.fields.email).fill(email);
    await page.getByLabel(accountMessages.accounts.fields.password).fill(DONOR.password);
    await page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/MyDonations`);
    await page.getByRole('link', { name: text.entryLink }).click();
    await page.waitForURL(/\/MyDonations\/statement/);
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    await page.getByRole('heading', { level: 2, name: text.title(year) }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: text.yearLabel, exact: true }).inputValue())
      .toBe(String(year));
    await page.getByRole('heading', { level: 3, name: charity.ngo_name }).waitFor();
    expect(await page.getByTestId('statement-total').textContent()).toBe(formatEgp(1250));
    expect(await page.getByTestId('charity-total').textContent()).toBe(formatEgp(1250));
    await page.getByText(amountInArabicWords(125_000)).first().waitFor();
    expect(await page.getByRole('table').locator('tbody tr').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, 'yearly-statement-phone');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.downloadPdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`athar-statement-${year}.pdf`);
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const saved = path.join(ARTIFACTS_DIR, `yearly-statement-${year}.pdf`);
    await download.saveAs(saved);
    const bytes = fs.readFileSync(saved);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text: pdf } = await pdfText(bytes);
    for (const expected of [
      DONOR.name,
      email,
      text.title(year),
      charity.ngo_name,
      formatEgp(250),
      formatEgp(1000),
      `${text.grandTotal}: ${formatEgp(1250)}`,
      amountInArabicWords(125_000),
    ])
      expect(pdf).toContain(expected.normalize('NFKC'));
    expect(pdf).not.toContain(formatEgp(300));

    // printed from the page: A4 sheets with the statement alone, the site's frame left out
    await page.emulateMedia({ media: 'print' });
    await keepScreenshot(page, 'yearly-statement-print-phone');
    const printed = await page.pdf({ preferCSSPageSize: true });
    fs.writeFileSync(path.join(ARTIFACTS_DIR, 'yearly-statement-printed.pdf'), printed);
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(printed.toString('latin1'));
    expect(Number(box?.[1])).toBeCloseTo(A4.width, -1);
    expect(Number(box?.[2])).toBeCloseTo(A4.height, -1);
    for (const shown of [text.title(year), text.taxNote, text.directNote])
      expect(await page.getByText(shown, { exact: true }).isVisible(), shown).toBe(true);
    expect(await page.getByRole('button', { name: text.downloadPdf }).isVisible()).toBe(false);
  });

  it('says so when a year has no donations, and offers the years that have', async ({ openPage }) => {
    const { email, year } = await donorWithDonations();
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/Login`);
    await page.getByLabel(accountMessages.accounts.fields.email).fill(email);
    await page.getByLabel(accountMessages.accounts.fields.password).fill(DONOR.password);
    await page.getByRole('button', { name: accountMessages.accounts.login.submit }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/MyDonations/statement?year=${year - 1}`);
    await page.getByText(text.empty(year - 1)).waitFor();
    await page.getByRole('link', { name: String(year) }).click();
    await page.getByRole('heading', { level: 2, name: text.title(year) }).waitFor();
    await keepScreenshot(page, 'yearly-statement-empty-phone');
  });
});
