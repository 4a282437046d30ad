import type { BenchContext } from '../support/context';
import { copyDatabase, dropDatabase } from '../support/databases';
import { loadNote } from '../support/machine';
import { PORTS } from '../support/options';
import { peakRssBytes, startApi } from '../support/processes';
import { measured, resultRow, type ResultRow } from '../support/report';
import { DONATIONS_PER_CHARITY, STATEMENT_CHARITIES, statementMonth } from '../support/statements-bench-data';
import { timedCommand } from '../support/timed-command';

/** Issue 39: the month's statements for 1,000 charities in ≤ 60 s. */
const SECONDS_BUDGET = 60;
const MIB = 1024 * 1024;

/**
 * P13: `npm run statements -- issue --month <the month>` on a fresh copy of the planted database each
 * round (a statement is issued once): the command's wall time, every charity's statement of the month
 * issued (the demo charities with donations in it among them).
 */
export async function monthStatements(context: BenchContext): Promise<ResultRow[]> {
  const template = await context.dataSet('statements');
  const { month, charities } = await statementMonth(template.url);
  const copyName = `${context.options.databasePrefix}_statements_run`;
  const seconds: number[] = [];
  const loads: string[] = [];
  const rss: number[] = [];
  for (let round = 0; round < context.options.rounds; round++) {
    const url = await copyDatabase(context.options.adminUrl, template.name, copyName);
    const api = await startApi('statements', {
      port: PORTS.statements,
      payPort: PORTS.statementsPay,
      dataDir: context.dataDir('statements'),
      databaseUrl: url,
    });
    try {
      const load = loadNote();
      const run = await timedCommand('statements', ['issue', '--month', month], {
        PUBLIC_URL: api.baseUrl,
      });
      const issued = /: (\d+) issued/.exec(run.stdout);
      if (!issued || Number(issued[1]) < STATEMENT_CHARITIES)
        throw new Error(`P13: fewer than ${STATEMENT_CHARITIES} statements issued:\n${run.stdout}`);
      seconds.push(run.seconds);
      loads.push(load);
      rss.push(peakRssBytes(api.pid) / MIB);
      context.log(`P13 round ${round + 1}: ${run.seconds.toFixed(2)} s (load ${load}): ${run.stdout.trim()}`);
    } finally {
      await api.stop();
      await dropDatabase(context.options.adminUrl, copyName);
    }
  }
  return [
    resultRow({
      id: 'P13',
      what: `the month's statements: \`npm run statements -- issue --month ${month}\` wall time`,
      a: measured(`${charities.toLocaleString('en')} charities`, 's', seconds),
      b: measured('budget', 's', [SECONDS_BUDGET]),
      maxRatio: 1,
      note: `${STATEMENT_CHARITIES.toLocaleString('en')} bench charities × ${DONATIONS_PER_CHARITY} donations and the demo charities' month; api VmHWM ${rss.map((value) => value.toFixed(0)).join(' / ')} MiB; load at each start ${loads.join(' / ')}`,
    }),
  ];
}
