/** The records, helpers and checks of the long-names journeys (long-names.e2e.ts). */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { NO_BREAK_SPACE } from '../../packages/contract/src/compound-names';
import { DEFAULT_API_SIGNATURE } from '../../packages/contract/src/config-defaults';
import { PAYMENT_TYPE } from '../../packages/contract/src/constants';
import { reportCashCollection } from './cash-donation';
import { setUpClientAddress } from './client-address';
import { baseUrl, payUrl } from './athar';
import { demoRecords } from './demo-records';
import { logInAsDemoStaff } from './charity-staff';

export { baseUrl, payUrl };

/** A campaign of the demo staff's charity (README), which takes cash and cards: it lends the project. */
export const STAFF_CAMPAIGN_ID = demoRecords().cashAndCardCampaign.id;
const PHONE_WIDTH = 360;

/** One unbroken word of `length` Arabic letters: the worst a name can do to a narrow line. */
function longWord(length: number, offset: number): string {
  const letters = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
  return Array.from({ length }, (_, i) => letters[(i * 7 + offset) % letters.length]).join('');
}

/** Names of 70 letters in one word, each after a compound name that must stay on one line. */
export const LONG = {
  project: longWord(70, 0),
  charity: longWord(70, 3),
  title: `محمد عبد الرحمن ${longWord(70, 5)}`,
  donor: `أم كلثوم ${longWord(70, 9)}`,
  creator: `أبو بكر ${longWord(70, 11)}`,
};

const signed = { 'x-api-signature': DEFAULT_API_SIGNATURE };

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { ...signed, ...(init.headers as Record<string, string>) },
  });
  const body = (await response.json()) as { status: number; message: string; data: T };
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${body.message}`);
  return body.data;
}

export const postJson = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  api<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

export interface Setup {
  campaignId: number;
  projectId: number;
  ngoId: number;
  /** the seeded names the browser is shown 70-letter names for */
  projectName: string;
  charityName: string;
}

/**
 * A creator, a campaign and a cash donor with 70-letter names, made through the api as the app's own
 * forms make them. Projects and charities are only ever seeded, so their names are lengthened in what
 * the server answers the browser (`showLongNames`).
 */
export async function createLongNamedRecords(): Promise<Setup> {
  const [model] = await api<{ project_id: number; project_ar_name: string; ngo_id: number }[]>(
    `/api/campaigns/details?campid=${STAFF_CAMPAIGN_ID}`,
  );
  const [ngo] = await api<{ ar_name: string }[]>(`/api/ngos/details?ngoid=${model!.ngo_id}`);
  const email = `long-names-${Date.now()}@example.com`;
  const password = 'long-names-1';
  await postJson(
    '/api/users',
    { user_name: LONG.creator, email, password, msisdn: false, consent: true },
    { 'X-Forwarded-For': setUpClientAddress() },
  );
  const [user] = await postJson<{ user_id: number; access_token: string }[]>('/api/auth/login', {
    email,
    password,
  });
  const form = new FormData();
  form.set('project_id', String(model!.project_id));
  form.set('campaign_title', LONG.title);
  form.set('campaign_description', 'كان يحب الناس ويحبونه.');
  form.set('deceased_gender', 'male');
  form.set('msisdn', '01012345678');
  form.set('user_id', String(user!.user_id));
  form.set('consent', 'true');
  const [campaign] = await api<{ campaign_id: number }[]>('/api/campaigns', {
    method: 'POST',
    headers: { authorization: `Bearer ${user!.access_token}` },
    body: form,
  });
  const [city] = await api<{ id: number }[]>('/api/cities');
  const [area] = await api<{ id: number }[]>(`/api/cities/${city!.id}`);
  const giveCash = async () => {
    const [donation] = await postJson<{ donation_id: number }[]>('/api/donations', {
      donation: {
        consent: true,
        user_name: LONG.donor,
        email: 'long.donor@example.com',
        msisdn: '01012345678',
        amount: 200,
        campaign_id: campaign!.campaign_id,
        type: PAYMENT_TYPE.cash,
        city: city!.id,
        area: area!.id,
        address: 'شارع التحرير، عمارة 12، الدور الثالث',
      },
    });
    return donation!.donation_id;
  };
  // one collected, so the donor is listed on the campaign page and in the records; one still waiting
  await reportCashCollection(baseUrl, 'confirm', await giveCash());
  await giveCash();
  return {
    campaignId: campaign!.campaign_id,
    projectId: model!.project_id,
    ngoId: model!.ngo_id,
    projectName: model!.project_ar_name,
    charityName: ngo!.ar_name,
  };
}

/** Every page and api answer of this app shows the seeded project and charity with 70-letter names. */
export async function showLongNames(page: Page, setup: Setup) {
  const swaps: [string, string][] = [
    [setup.charityName, LONG.charity],
    [setup.projectName, LONG.project],
  ].sort((a, b) => b[0]!.length - a[0]!.length) as [string, string][];
  await page.route(`${baseUrl}/**`, async (route) => {
    const kind = route.request().resourceType();
    if (kind !== 'document' && kind !== 'fetch' && kind !== 'xhr') return route.continue();
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!/json|html/.test(type)) return route.fulfill({ response });
    let body = await response.text();
    for (const [from, to] of swaps) body = body.replaceAll(from, to);
    return route.fulfill({ response, body });
  });
}

/** The page is settled: no request in flight and the web font in use (pictures have fixed sizes). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The page is no wider than the screen; else the outermost elements that stick out, to say why. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  await settle(page);
  const facts = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && (rect.left < -1 || rect.right > width + 1);
      })
      // the innermost ones: what is too wide itself, not the boxes it pushes out
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) =>
        `${element.tagName.toLowerCase()}.${String(element.className)} «${(element.textContent ?? '').slice(0, 30)}»`.slice(
          0,
          160,
        ),
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  });
  expect(
    facts.scrollWidth,
    `${what}: page width (sticking out: ${facts.outside.join(' | ')})`,
  ).toBeLessThanOrEqual(PHONE_WIDTH);
}

/**
 * The compound `pair` (e.g. «عبد الرحمن») inside `element`'s text is written with a no-break space,
 * and stays on one line at every width the element is squeezed to, down to the pair's own width.
 */
export async function expectCompoundKept(element: Locator, pair: string) {
  const [first, second] = pair.split(' ') as [string, string];
  const result = await element.evaluate(
    (node, { first, second, nbsp }) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const joined = `${first}${nbsp}${second}`;
      let text: Text | null = null;
      for (let current = walker.nextNode(); current; current = walker.nextNode()) {
        const value = current.nodeValue ?? '';
        if (value.includes(joined) || value.includes(`${first} ${second}`)) {
          text = current as Text;
          break;
        }
      }
      if (!text) return { found: false, joined: false, splitAt: null as number | null };
      const start = text.nodeValue!.search(new RegExp(`${first}[\\s\\u00a0]+${second}`));
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + first.length + 1 + second.length);
      const lines = () =>
        new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top / 4))).size;
      const box = node as HTMLElement;
      const before = box.style.inlineSize;
      const pairWidth = range.getBoundingClientRect().width;
      let splitAt: number | null = null;
      for (let width = Math.ceil(box.getBoundingClientRect().width); width > pairWidth + 8; width -= 3) {
        box.style.inlineSize = `${width}px`;
        if (lines() > 1) {
          splitAt = width;
          break;
        }
      }
      box.style.inlineSize = before;
      return { found: true, joined: text.nodeValue!.includes(joined), splitAt };
    },
    { first, second, nbsp: NO_BREAK_SPACE },
  );
  expect(result.found, `«${pair}» is shown`).toBe(true);
  expect(result.joined, `«${pair}» is joined by a no-break space`).toBe(true);
  expect(result.splitAt, `«${pair}» split across two lines at this width`).toBeNull();
}

export const staffLogIn = (page: Page) => logInAsDemoStaff(page, baseUrl);
