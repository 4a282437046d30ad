// npm run bench:lighthouse — Lighthouse on home, /Campaigns and a campaign page (mobile preset), and
// on the same pages under 3G-like throttling with 6× CPU; the same run is part of `npm run bench`
// (BENCH_ONLY=LH). See docs/PERFORMANCE.md.
import { BenchContext } from './support/context';
import { lighthouseAudit, lighthouseTable } from './support/lighthouse-audit';
import { benchOptions } from './support/options';
import { writeReport } from './support/results';

const context = new BenchContext(benchOptions(), (message) => console.log(`[lighthouse] ${message}`));
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const rows = await lighthouseAudit(context, runs).finally(() => context.close());
const markdown = lighthouseTable(rows);
console.log(`\n${markdown}\n`);
writeReport('lighthouse', { settings: { runs }, lighthouse: rows, markdown });
if (rows.some((row) => !row.met)) process.exitCode = 1;
