// npm run bench — P1–P13 of the performance targets side by side in one run, and Lighthouse; see
// docs/PERFORMANCE.md.
import { BenchContext } from './support/context';
import { lighthouseAudit, lighthouseTable, type LighthouseRow } from './support/lighthouse-audit';
import { describeMachine } from './support/machine';
import { benchOptions, type ScenarioId } from './support/options';
import { markdownTable, type ResultRow } from './support/report';
import { writeReport } from './support/results';
import { listingCpu } from './scenarios/p1-listing-cpu';
import { listingFixedRate } from './scenarios/p2-listing-fixed-rate';
import { deepOffset } from './scenarios/p3-deep-offset';
import { donationVolume } from './scenarios/p4-donation-volume';
import { searchIndex } from './scenarios/p5-search';
import { donationWrite } from './scenarios/p6-donation';
import { engineEndpoints } from './scenarios/p7-endpoints';
import { bundleSize } from './scenarios/p8-bundle';
import { pageWeight } from './scenarios/p9-page-weight';
import { consoleLists } from './scenarios/p10-console-lists';
import { figuresDashboards } from './scenarios/p11-figures';
import { settlementImport } from './scenarios/p12-settlement-import';
import { monthStatements } from './scenarios/p13-statements';

const scenarios: Record<Exclude<ScenarioId, 'LH'>, (context: BenchContext) => Promise<ResultRow[]>> = {
  P1: listingCpu,
  P2: listingFixedRate,
  P3: deepOffset,
  P4: donationVolume,
  P5: searchIndex,
  P6: donationWrite,
  P7: engineEndpoints,
  P8: bundleSize,
  P9: pageWeight,
  P10: consoleLists,
  P11: figuresDashboards,
  P12: settlementImport,
  P13: monthStatements,
};

const log = (message: string) => console.log(`[bench] ${message}`);
const options = benchOptions();
const startedAt = new Date();
const machine = await describeMachine(options.adminUrl);
log(
  `${machine.cpu}, ${machine.cores} cores, load ${machine.loadAverage.toFixed(2)}; scale ${options.scale.toLocaleString('en')}`,
);

const context = new BenchContext(options, log);
const rows: ResultRow[] = [];
let lighthouse: LighthouseRow[] = [];
const failures: string[] = [];

async function attempt(id: ScenarioId, work: () => Promise<void>) {
  if (!options.only.has(id)) return;
  const started = Date.now();
  log(`${id}…`);
  try {
    await work();
    log(`${id} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    failures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    log(`${id} FAILED: ${failures.at(-1)}`);
  }
}

try {
  for (const [id, run] of Object.entries(scenarios) as [keyof typeof scenarios, (typeof scenarios)['P1']][]) {
    await attempt(id, async () => {
      rows.push(...(await run(context)));
    });
  }
  await attempt('LH', async () => {
    lighthouse = await lighthouseAudit(context);
  });
} finally {
  await context.close();
}

const markdown = [markdownTable(rows), ...(lighthouse.length > 0 ? [lighthouseTable(lighthouse)] : [])].join(
  '\n\n',
);
console.log(`\n${markdown}\n`);
const { only, adminUrl: _adminUrl, ...settings } = options;
writeReport('bench', {
  startedAt: startedAt.toISOString(),
  finishedAt: new Date().toISOString(),
  machine,
  settings: { ...settings, scenarios: [...only] },
  dataSets: await context.seededDataSets(),
  rows,
  lighthouse,
  failures,
  markdown,
});
if (failures.length > 0) {
  console.error(`[bench] failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
