import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { campaignPath } from '../../apps/web/src/lib/entity-paths';
import { apiHeaders, getJson } from '../scenarios/requests';
import type { BenchContext } from './context';
import { BENCH_DATA_DIR, PORTS } from './options';
import { startApi } from './processes';
import { median } from './report';

export const LIGHTHOUSE_TARGETS = { performance: 95, cls: 0.05 };

export interface LighthouseRow {
  page: string;
  path: string;
  /** medians over the runs, each run's figures in `runs` */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  met: boolean;
  runs: { performance: number; lcpMs: number; tbtMs: number; cls: number }[];
  /** the opportunities Lighthouse names, largest estimated saving first */
  opportunities: string[];
}

async function auditOnce(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    figures: {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    opportunities,
  };
}

/**
 * Lighthouse's mobile preset (the default config: emulated phone, simulated slow 4G and 4× CPU
 * slowdown) on home, /Campaigns and a campaign page of a production build served by the real
 * server (`npm start` on PGlite, pinned to the server core), with Chromium (Debian's, or the npm package's) offline.
 */
export async function lighthouseAudit(context: BenchContext, runs = 3): Promise<LighthouseRow[]> {
  const server = await startApi('lighthouse', {
    port: PORTS.lighthouse,
    payPort: PORTS.lighthousePay,
    dataDir: path.join(BENCH_DATA_DIR, 'lighthouse'),
    script: 'scripts/start.mjs',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const listing = await getJson<{ data: { campaign_id: number; campaign_title: string }[] }>(
      `${server.baseUrl}/api/campaigns/details?rowscount=1`,
      apiHeaders(context),
    );
    const campaign = listing.data[0]!;
    const pages = [
      { page: 'home', path: '/' },
      { page: 'campaigns', path: '/Campaigns' },
      { page: 'campaign page', path: campaignPath(campaign.campaign_title, campaign.campaign_id) },
    ];
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run++)
        results.push(await auditOnce(chrome.port, `${server.baseUrl}${page.path}`));
      const figures = results.map((result) => result.figures);
      const row = {
        ...page,
        performance: median(figures.map((item) => item.performance)),
        lcpMs: median(figures.map((item) => item.lcpMs)),
        tbtMs: median(figures.map((item) => item.tbtMs)),
        cls: median(figures.map((item) => item.cls)),
        runs: figures,
        opportunities: [...new Set(results.flatMap((result) => result.opportunities))],
      };
      rows.push({
        ...row,
        met: row.performance >= LIGHTHOUSE_TARGETS.performance && row.cls <= LIGHTHOUSE_TARGETS.cls,
      });
      context.log(`lighthouse ${page.page}: ${row.performance}, LCP ${row.lcpMs.toFixed(0)} ms`);
    }
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const lines = [
    `| page | performance (≥ ${LIGHTHOUSE_TARGETS.performance}) | LCP | TBT | CLS (≤ ${LIGHTHOUSE_TARGETS.cls}) | met |`,
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.page} (\`${decodeURIComponent(row.path)}\`) | ${row.performance} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.tbtMs.toFixed(0)} ms | ${row.cls.toFixed(3)} | ${row.met ? 'yes' : '**no**'} |`,
    ),
  ];
  const opportunities = rows
    .filter((row) => row.opportunities.length > 0)
    .map((row) => `- ${row.page}: ${row.opportunities.join('; ')}`);
  return [
    ...lines,
    ...(opportunities.length > 0 ? ['', 'Opportunities Lighthouse names:', ...opportunities] : []),
  ].join('\n');
}
