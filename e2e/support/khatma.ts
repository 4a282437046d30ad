import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DemoCampaign } from '../../apps/api/src/db/seed/demo-records';
import { DEMO_ACCOUNT } from '../../apps/api/src/db/seed/demo';
import { khatmaMessages } from '../../apps/web/src/lib/messages/khatma';
import { baseUrl } from './athar';

/** The campaign page's khatma, and its grid of 30 ajza'. */
export const khatmaSection = (page: Page) => page.getByRole('region', { name: khatmaMessages.title });
export const khatmaGrid = (page: Page) =>
  khatmaSection(page).getByRole('list', { name: khatmaMessages.grid.label });

/** Calls the api from the page as the app does (its signature); answers the HTTP status and the envelope. */
export function callApi(
  page: Page,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  return page.evaluate(
    async ({ method, url, body, headers }) => {
      const signature = document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')!.content;
      const response = await fetch(url, {
        method,
        headers: { 'X-Api-Signature': signature, 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { http: response.status, ...((await response.json()) as { message: string; data: unknown }) };
    },
    { method, url, body, headers },
  );
}

/**
 * Opens the seeded family campaign's page on `page` (by its short link, moved to its full address) and
 * has its family open the campaign's first khatma through the api, as the family's phone would: the
 * page itself stays a guest's. Answers the campaign's and the khatma's ids.
 */
export async function openKhatmaAsFamily(
  page: Page,
  campaign: DemoCampaign,
): Promise<{ campaignId: number; khatmaId: number }> {
  await page.goto(`${baseUrl}/${campaign.code}`);
  await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
  const campaignId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const family = { email: campaign.creatorEmail, password: DEMO_ACCOUNT.password };
  const login = await callApi(page, 'POST', '/api/auth/login', family);
  expect(login.http, login.message).toBe(200);
  const familyToken = (login.data as { access_token: string }[])[0]!.access_token;
  const opened = await callApi(
    page,
    'POST',
    '/api/campaigns/khatma',
    { campid: campaignId },
    { Authorization: `Bearer ${familyToken}` },
  );
  expect(opened.http, opened.message).toBe(200);
  return { campaignId, khatmaId: (opened.data as { khatma: { id: number } }).khatma.id };
}
