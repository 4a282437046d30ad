import type { BenchContext } from '../support/context';
import { copyDatabase, dropDatabase } from '../support/databases';
import { PORTS } from '../support/options';
import { peakRssBytes, startApi } from '../support/processes';
import { measured, resultRow, type ResultRow } from '../support/report';
import { SETTLEMENT_LINES, writeSettlementFile } from '../support/settlement-bench-data';
import { timedCommand } from '../support/timed-command';
import { loadNote } from '../support/machine';

/** Issue 39: a 100,000-line settlement file imported and matched in ≤ 10 s, the process under 512 MiB. */
const SECONDS_BUDGET = 10;
const RSS_BUDGET_MIB = 512;
const MIB = 1024 * 1024;

/**
 * P12: the bank simulator's daily file of 100,000 captured payments, imported by `npm run settlement
 * -- import <file>` into a fresh copy of the planted database each round (an import changes what the
 * next would find): the command's wall time (start-up, the SHA-256 pass and the streamed upload
 * included), and the peak RSS (VmHWM) of the api process that parsed, matched and wrote it.
 */
export async function settlementImport(context: BenchContext): Promise<ResultRow[]> {
  const template = await context.dataSet('settlement');
  const { file, lines } = await writeSettlementFile(template.url);
  context.log(`P12: ${lines.toLocaleString('en')} lines with the header in ${file}`);
  const copyName = `${context.options.databasePrefix}_settlement_run`;
  const seconds: number[] = [];
  const serverRss: number[] = [];
  const commandRss: number[] = [];
  const loads: string[] = [];
  for (let round = 0; round < context.options.rounds; round++) {
    const url = await copyDatabase(context.options.adminUrl, template.name, copyName);
    const api = await startApi('settlement', {
      port: PORTS.settlement,
      payPort: PORTS.settlementPay,
      dataDir: context.dataDir('settlement'),
      databaseUrl: url,
    });
    try {
      const load = loadNote();
      const run = await timedCommand('settlement', ['import', file], { PUBLIC_URL: api.baseUrl });
      if (!/100,000 matched|100000 matched/.test(run.stdout))
        throw new Error(`P12: not every line matched:\n${run.stdout}`);
      seconds.push(run.seconds);
      serverRss.push(peakRssBytes(api.pid) / MIB);
      commandRss.push(run.peakRssBytes / MIB);
      loads.push(load);
      context.log(
        `P12 round ${round + 1}: ${run.seconds.toFixed(2)} s, api VmHWM ${(peakRssBytes(api.pid) / MIB).toFixed(0)} MiB (load ${load}): ${run.stdout.trim().split('\n').at(-1)}`,
      );
    } finally {
      await api.stop();
      await dropDatabase(context.options.adminUrl, copyName);
    }
  }
  const note = `${SETTLEMENT_LINES.toLocaleString('en')} payments + the payout fee line; load at each start ${loads.join(' / ')}`;
  return [
    resultRow({
      id: 'P12',
      what: 'settlement file of 100,000 lines: `npm run settlement -- import` wall time',
      a: measured('import and match', 's', seconds),
      b: measured('budget', 's', [SECONDS_BUDGET]),
      maxRatio: 1,
      note,
    }),
    resultRow({
      id: 'P12',
      what: 'settlement file of 100,000 lines: peak RSS of the api process that imports it',
      a: measured('api VmHWM', 'MiB', serverRss),
      b: measured('budget', 'MiB', [RSS_BUDGET_MIB]),
      maxRatio: 1,
      note: `the command's own peak RSS: ${commandRss.map((value) => value.toFixed(0)).join(' / ')} MiB`,
    }),
  ];
}
