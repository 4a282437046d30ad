import pg from 'pg';
import { SHARED_MAX_AGE_SECONDS } from '@athar/api/lib/public-caching';
import { createInternalApi } from '@athar/pay/internal-api';
import { checkTotals, donateCash, type CheckResult } from './mixed-load';
import { runVisitors, type VisitorsJob, type VisitorsResult } from './viral-visitors';

export interface ViralTarget {
  /** nginx in front of the api instances */
  webUrl: string;
  databaseUrl: string;
  apiSignature: string;
  payWebhookSecret: string;
  /** restarts the load balancer with or without its shared cache */
  restartNginx(cache: boolean): Promise<void>;
}

interface Variant {
  label: string;
  cache: boolean;
  /** a visitor's pause between page views (0: a closed loop) */
  pauseMs: number;
  /** the row the goal is checked on: the deployed setup, visitors who read what they opened */
  goal: boolean;
}

/** A visitor reads the page for a second before the next page view (or the next visitor) comes. */
const READING_MS = 1000;
/**
 * The goal's row, the same without the shared cache (what the cache buys), and for the record the
 * cache at the machine's capacity: visitors who never pause.
 */
const VARIANTS: Variant[] = [
  {
    label: `nginx cache (s-maxage) + ETag, ${READING_MS} ms between page views`,
    cache: true,
    pauseMs: READING_MS,
    goal: true,
  },
  {
    label: `no shared cache, ${READING_MS} ms between page views`,
    cache: false,
    pauseMs: READING_MS,
    goal: false,
  },
  { label: 'for the record: nginx cache, closed loop without pauses', cache: true, pauseMs: 0, goal: false },
];
const DONORS = 4;
const GOAL_P99_MS = 100;

export interface ViralRow {
  variant: Variant;
  /** the shell and the page's api calls */
  requestsPerPage: number;
  visitors: VisitorsResult;
  donations: { confirmed: number; failures: string[] };
  checks: CheckResult[];
}

/** Cash donations to the campaign, each confirmed through the payment host's signed call, until `done`. */
async function donateUntil(target: ViralTarget, campaignId: number, done: () => boolean) {
  const { rows } = await queryOnce<{ city: number; area: number }>(
    target.databaseUrl,
    'SELECT city_id AS city, id AS area FROM areas ORDER BY id LIMIT 1',
  );
  const internal = createInternalApi({ baseUrl: target.webUrl, secret: target.payWebhookSecret });
  const tally = { confirmed: 0, amount: 0, failures: [] as string[] };
  await Promise.all(
    Array.from({ length: DONORS }, async () => {
      while (!done()) {
        const amount = 100 + Math.floor(Math.random() * 400);
        try {
          const created = await donateCash(target.webUrl, campaignId, rows[0]!, amount);
          if (created.id === undefined) throw new Error(`donate: HTTP ${created.status}`);
          await internal.confirm(created.id);
          tally.confirmed += 1;
          tally.amount += amount;
        } catch (error) {
          tally.failures.push(String(error));
        }
      }
    }),
  );
  return tally;
}

async function queryOnce<T extends pg.QueryResultRow>(databaseUrl: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}

const totalsOf = async (databaseUrl: string, id: number) =>
  (
    await queryOnce<{ collected: string; donors: number }>(
      databaseUrl,
      'SELECT collected::text, donors_count AS donors FROM campaigns WHERE id = $1',
      [id],
    )
  ).rows[0]!;

/**
 * Once the shared copy expired, the page (its details call and the shell's inlined first data)
 * shows the total the database holds.
 */
async function checkFreshAfterExpiry(target: ViralTarget, campaign: { id: number; page: string }) {
  await new Promise((resolve) => setTimeout(resolve, (SHARED_MAX_AGE_SECONDS + 1) * 1000));
  const { collected } = await totalsOf(target.databaseUrl, campaign.id);
  const pounds = Number(collected) / 100;
  const details = await fetch(`${target.webUrl}/api/campaigns/details?campid=${campaign.id}`, {
    headers: { 'x-api-signature': target.apiSignature },
  });
  const shown = ((await details.json()) as { data: { campaign_collected: number }[] }).data[0]!
    .campaign_collected;
  const shell = await (await fetch(target.webUrl + campaign.page)).text();
  const inShell = shell.includes(`"campaign_collected":${pounds}`);
  return {
    name: `the page shows the new total ${SHARED_MAX_AGE_SECONDS + 1} s after the last donation`,
    ok: shown === pounds && inShell,
    detail: `database ${pounds} EGP; details ${shown} EGP (${details.headers.get('x-cache-status') ?? 'no cache'}); shell ${inShell ? 'agrees' : 'differs'}`,
  };
}

/**
 * The viral link (docs/PERFORMANCE.md): 200 concurrent visitors open one campaign's page through nginx while
 * donations to it keep being confirmed; once per variant (with and without the shared cache).
 */
export async function runViralLink(
  target: ViralTarget,
  options: { visitors: number; seconds: number },
): Promise<ViralRow[]> {
  const { rows } = await queryOnce<{ id: string; title: string }>(
    target.databaseUrl,
    `SELECT c.id, c.title FROM campaigns c JOIN projects p ON p.id = c.project_id JOIN ngos n ON n.id = p.ngo_id
      WHERE n.cash_collection ORDER BY c.id LIMIT 1`,
  );
  const id = Number(rows[0]!.id);
  const page = `/CampaignDonation/${encodeURIComponent(rows[0]!.title.replace(/ /g, '_'))}/${id}`;
  // written as the web app's api client writes them (campaign-page/api/*): the details and donors,
  // then what the page's sections ask once they load
  const apiCalls = [
    `/api/campaigns/details?campid=${id}`,
    `/api/campaigns/donations?campid=${id}&offset=0&rowscount=21`,
    `/api/campaigns/duas?campid=${id}&rowscount=10`,
    `/api/campaigns/khatma?campid=${id}`,
    `/api/campaigns/family-updates?campid=${id}&offset=0&rowscount=5`,
    `/api/campaigns/updates?campid=${id}&offset=0&rowscount=5`,
    `/api/follows/options?campid=${id}`,
  ];
  const job = (seconds: number, pauseMs: number): VisitorsJob => ({
    baseUrl: target.webUrl,
    pagePath: page,
    apiCalls,
    apiSignature: target.apiSignature,
    visitors: options.visitors,
    seconds,
    pauseMs,
  });

  // warm-up: the instances' JIT and pools, nothing measured
  await target.restartNginx(false);
  await runVisitors(job(5, 0));

  const results: ViralRow[] = [];
  for (const variant of VARIANTS) {
    await target.restartNginx(variant.cache);
    const before = await totalsOf(target.databaseUrl, id);
    let finished = false;
    const donating = donateUntil(target, id, () => finished);
    const visitors = await runVisitors(job(options.seconds, variant.pauseMs));
    finished = true;
    const donations = await donating;
    const after = await totalsOf(target.databaseUrl, id);
    const added = Number(after.collected) - Number(before.collected);
    const database = new pg.Client({ connectionString: target.databaseUrl });
    await database.connect();
    const totals = await checkTotals(database).finally(() => database.end());
    results.push({
      variant,
      requestsPerPage: 1 + apiCalls.length,
      visitors,
      donations,
      checks: [
        {
          // the goal is the deployed setup's, with visitors who read; the others show what the cache bought and the capacity
          name: variant.goal ? `p99 ≤ ${GOAL_P99_MS} ms with no errors` : 'no errors',
          ok:
            visitors.errors === 0 && visitors.requests > 0 && (!variant.goal || visitors.p99 <= GOAL_P99_MS),
          detail: `p99 ${visitors.p99.toFixed(1)} ms, ${visitors.errors} errors (statuses: ${counts(visitors.statuses)})`,
        },
        {
          name: 'no lost update: the campaign grew by exactly the donations confirmed meanwhile',
          ok:
            donations.failures.length === 0 &&
            added === donations.amount * 100 &&
            after.donors - before.donors === donations.confirmed,
          detail: `${donations.confirmed} confirmed (${donations.amount} EGP), total +${added / 100} EGP, donors +${after.donors - before.donors}; ${donations.failures.length} failures${donations.failures[0] ? ` (${donations.failures[0]})` : ''}`,
        },
        totals,
        await checkFreshAfterExpiry(target, { id, page }),
      ],
    });
  }
  return results;
}

const ms = (value: number) => value.toFixed(1);
const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, count]) => `${key} ${count}`)
    .join(', ') || '—';

/** The runs side by side, then every check, as Markdown. */
export function viralTable(rows: ViralRow[], options: { visitors: number; seconds: number }): string {
  const lines = [
    `${options.visitors} concurrent visitors (wrk connections) for ${options.seconds} s each, asking in turn the page's shell and its api calls (a page view), pausing before a page view as the row says; ${DONORS} donors confirming meanwhile`,
    '',
    '| run | requests | page views (requests ÷ shell and calls) | requests/s | p50 ms | p99 ms | max ms | errors | statuses | X-Cache-Status | donations confirmed |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ variant, requestsPerPage, visitors: v, donations }) =>
        `| ${variant.label} | ${v.requests} | ${Math.floor(v.requests / requestsPerPage)} | ${Math.round(v.requests / v.seconds)} | ${ms(v.p50)} | ${ms(v.p99)} | ${ms(v.max)} | ${v.errors} | ${counts(v.statuses)} | ${counts(v.cache)} | ${donations.confirmed} |`,
    ),
    '',
    '| run | check | result | detail |',
    '|---|---|---|---|',
    ...rows.flatMap(({ variant, checks }) =>
      checks.map(
        (check) => `| ${variant.label} | ${check.name} | ${check.ok ? 'pass' : 'FAIL'} | ${check.detail} |`,
      ),
    ),
  ];
  return lines.join('\n');
}
