import { userAgents } from 'lighthouse/core/config/constants.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import type { BenchContext } from '../support/context';
import { describeByKind, NetworkLog, summarizeTransfers, type TransferSummary } from '../support/network-log';
import { measured, resultRow, type ResultRow } from '../support/report';
import { KB } from '../support/sizes';
import { apiHeaders, getJson } from './requests';

const TRANSFER_BUDGET_KB = 250;
/** the campaign route's JS budget (P8), re-based on React by issue 34 (100 KB on preact/compat) */
const JS_BUDGET_KB = 150;
/** a reader's scroll: a screen at a time, pausing as a thumb does, up to a very long page */
const SCROLL_PAUSE_MS = 250;
const MAX_SCREENS = 80;
/** the journeys' phone (e2e/support/browser.ts, whose DOM typings the bench's tsconfig has not) */
const PHONE_VIEWPORT = { width: 360, height: 740 };
/** one screen down; true at the end of the page (a string: the bench compiles without DOM types) */
const SCROLL_ONE_SCREEN = `(() => {
  window.scrollBy(0, window.innerHeight);
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
})()`;

interface Visit {
  /** until the load event and a quiet network (no request for a second) */
  idle: TransferSummary;
  /** then after scrolling once to the end of the page, and the network quiet again */
  scrolled: TransferSummary;
}

async function scrollToEnd(page: Page) {
  for (let screen = 0; screen < MAX_SCREENS; screen++) {
    const atEnd = await page.evaluate<boolean>(SCROLL_ONE_SCREEN);
    await page.waitForTimeout(SCROLL_PAUSE_MS);
    if (atEnd) return;
  }
}

/**
 * A first visit as a donor makes it from a shared link: a fresh browser context (empty cache, no
 * service worker, no cookies), a phone's viewport and Lighthouse's mobile user agent.
 */
async function firstVisit(browser: Browser, url: string, saveData: boolean): Promise<Visit> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    locale: 'ar-EG',
    userAgent: userAgents.mobile,
    ...(saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
  });
  try {
    const log = new NetworkLog(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // the short link's page looks the code up, then moves to the campaign's own address
    await page.waitForURL(/\/CampaignDonation\//);
    await page.locator('h1').first().waitFor();
    await log.quiet();
    const idle = summarizeTransfers(log.transfers());
    await scrollToEnd(page);
    await log.quiet();
    return { idle, scrolled: summarizeTransfers(log.transfers()) };
  } finally {
    await context.close();
  }
}

function transferRow(what: string, summary: TransferSummary): ResultRow {
  const kb = summary.wireBytes / KB;
  return resultRow({
    id: 'P9',
    what,
    a: measured(`${summary.requests} responses`, 'KB', [kb]),
    b: measured('budget', 'KB', [TRANSFER_BUDGET_KB]),
    also: { met: kb <= TRANSFER_BUDGET_KB, target: `A ≤ ${TRANSFER_BUDGET_KB} KB` },
    note: `${what}, on the wire: ${describeByKind(summary)}.`,
  });
}

/**
 * P9 (docs/PERFORMANCE.md): what a first visit to a campaign page from its shared short link transfers,
 * summed from Chromium's network log by kind; the JS it loads at gzip -9; and the same visit with
 * `Save-Data: on`, for the record. Served by `npm start` on PGlite (the demo seed), as Lighthouse is.
 */
export async function pageWeight(context: BenchContext): Promise<ResultRow[]> {
  const server = await context.server('web');
  const listing = await getJson<{ data: { campaign_id: number }[] }>(
    `${server.baseUrl}/api/campaigns/details?rowscount=1`,
    apiHeaders(context),
  );
  const details = await getJson<{ data: { smsCode: string }[] }>(
    `${server.baseUrl}/api/campaigns/details?campid=${listing.data[0]!.campaign_id}`,
    apiHeaders(context),
  );
  // what the share buttons send: `${origin}/${smsCode}` (features/campaign-page/share-moment.ts)
  const sharedPath = `/${details.data[0]!.smsCode}`;
  // the e2e suite's Chromium and flags (e2e/support/browser.ts's launchChromium)
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const plain = await firstVisit(browser, `${server.baseUrl}${sharedPath}`, false);
    const saveData = await firstVisit(browser, `${server.baseUrl}${sharedPath}`, true);
    const jsRow = (what: string, summary: TransferSummary, target: boolean) => {
      const scripts = summary.byKind.script;
      const gzipKb = scripts.gzip9Bytes / KB;
      return resultRow({
        id: 'P9',
        what,
        a: measured(`${scripts.requests} scripts`, 'KB', [gzipKb]),
        b: measured('budget', 'KB', [JS_BUDGET_KB]),
        also: target
          ? { met: gzipKb <= JS_BUDGET_KB, target: `A ≤ ${JS_BUDGET_KB} KB` }
          : { met: true, target: 'none (for the record)' },
        note: `JS on the wire as the server compressed it: ${(scripts.wireBytes / KB).toFixed(1)} KB with headers.`,
      });
    };
    return [
      transferRow(
        `first visit to a campaign page from its shared link \`${sharedPath}\`: bytes transferred until load + network idle`,
        plain.idle,
      ),
      transferRow('the same visit after scrolling once to the end', plain.scrolled),
      jsRow(
        'JS of that first visit (gzip -9 of each script loaded until load + network idle)',
        plain.idle,
        true,
      ),
      jsRow(
        'for the record: JS after scrolling once to the end (the sections load as they near the screen)',
        plain.scrolled,
        false,
      ),
      transferRow(
        'for the record: the same visit with `Save-Data: on`, to the end of the page',
        saveData.scrolled,
      ),
    ];
  } finally {
    await browser.close();
  }
}
