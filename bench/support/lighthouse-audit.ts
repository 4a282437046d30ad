import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { campaignPath } from '../../apps/web/src/lib/entity-paths';
import { apiHeaders, getJson } from '../scenarios/requests';
import type { BenchContext } from './context';
import { median } from './report';

export interface LighthouseTargets {
  performance: number;
  cls?: number;
  lcpMs?: number;
}

export interface LighthouseConditions {
  label: string;
  /** Lighthouse settings over its default (mobile) config; none: the preset as it is */
  flags: Flags;
  targets: LighthouseTargets;
  /** pages audited under these conditions */
  pages: readonly PageName[];
}

type PageName = 'home' | 'campaigns' | 'campaign page';

const RTT_MS = 150;
const THROUGHPUT_KBPS = 1600;

/**
 * The Lighthouse targets on the default mobile preset (an emulated phone, simulated slow 4G, 4× CPU), and
 * the harder run (docs/PERFORMANCE.md): 3G-like throughput and 6× CPU, simulated, on the campaign page
 * since issue 22 and on all three pages since issue 34. The devtools figures (not used by simulation)
 * follow Lighthouse's own factors for its presets.
 */
export const LIGHTHOUSE_CONDITIONS: readonly LighthouseConditions[] = [
  {
    label: 'mobile preset',
    flags: {},
    targets: { performance: 95, cls: 0.05 },
    pages: ['home', 'campaigns', 'campaign page'],
  },
  {
    label: '3G, 6× CPU',
    flags: {
      throttlingMethod: 'simulate',
      throttling: {
        rttMs: RTT_MS,
        throughputKbps: THROUGHPUT_KBPS,
        requestLatencyMs: RTT_MS * 3.75,
        downloadThroughputKbps: THROUGHPUT_KBPS * 0.9,
        uploadThroughputKbps: 750 * 0.9,
        cpuSlowdownMultiplier: 6,
      },
    },
    targets: { performance: 90, lcpMs: 3000 },
    pages: ['home', 'campaigns', 'campaign page'],
  },
];

export interface LighthouseRow {
  page: string;
  path: string;
  /** the conditions' label: "mobile preset" or "3G, 6× CPU" */
  conditions: string;
  targets: LighthouseTargets;
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

async function auditOnce(port: number, url: string, flags: Flags) {
  const result = await lighthouse(url, {
    ...flags,
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

export function meetsTargets(
  figures: { performance: number; lcpMs: number; cls: number },
  targets: LighthouseTargets,
): boolean {
  return (
    figures.performance >= targets.performance &&
    (targets.cls === undefined || figures.cls <= targets.cls) &&
    (targets.lcpMs === undefined || figures.lcpMs <= targets.lcpMs)
  );
}

/**
 * Lighthouse under each of LIGHTHOUSE_CONDITIONS on its pages (home, /Campaigns, a campaign page) of
 * a production build served by the real server (the bench's `web` server: `npm start` on PGlite,
 * pinned to the server core), with Chromium (Debian's, or the npm package's) offline.
 */
export async function lighthouseAudit(context: BenchContext, runs = 3): Promise<LighthouseRow[]> {
  const server = await context.server('web');
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
    const paths: Record<PageName, string> = {
      home: '/',
      campaigns: '/Campaigns',
      'campaign page': campaignPath(campaign.campaign_title, campaign.campaign_id),
    };
    const rows: LighthouseRow[] = [];
    for (const conditions of LIGHTHOUSE_CONDITIONS) {
      for (const page of conditions.pages) {
        const results = [];
        for (let run = 0; run < runs; run++)
          results.push(await auditOnce(chrome.port, `${server.baseUrl}${paths[page]}`, conditions.flags));
        const figures = results.map((result) => result.figures);
        const row = {
          page,
          path: paths[page],
          conditions: conditions.label,
          targets: conditions.targets,
          performance: median(figures.map((item) => item.performance)),
          lcpMs: median(figures.map((item) => item.lcpMs)),
          tbtMs: median(figures.map((item) => item.tbtMs)),
          cls: median(figures.map((item) => item.cls)),
          runs: figures,
          opportunities: [...new Set(results.flatMap((result) => result.opportunities))],
        };
        rows.push({ ...row, met: meetsTargets(row, conditions.targets) });
        context.log(
          `lighthouse ${page} (${conditions.label}): ${row.performance}, LCP ${row.lcpMs.toFixed(0)} ms`,
        );
      }
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

function targetText(targets: LighthouseTargets): string {
  return [
    `≥ ${targets.performance}`,
    ...(targets.lcpMs === undefined ? [] : [`LCP ≤ ${targets.lcpMs / 1000} s`]),
    ...(targets.cls === undefined ? [] : [`CLS ≤ ${targets.cls}`]),
  ].join(', ');
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const lines = [
    '| page | conditions | performance | LCP | TBT | CLS | target | met |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.page} (\`${decodeURIComponent(row.path)}\`) | ${row.conditions} | ${row.performance} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.tbtMs.toFixed(0)} ms | ${row.cls.toFixed(3)} | ${targetText(row.targets)} | ${row.met ? 'yes' : '**no**'} |`,
    ),
  ];
  const opportunities = rows
    .filter((row) => row.opportunities.length > 0)
    .map((row) => `- ${row.page} (${row.conditions}): ${row.opportunities.join('; ')}`);
  return [
    ...lines,
    ...(opportunities.length > 0 ? ['', 'Opportunities Lighthouse names:', ...opportunities] : []),
  ].join('\n');
}
