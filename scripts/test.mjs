// `npm test`: the whole suite — lint, types, unit and API tests (PGlite; with DATABASE_URL the tests
// whose answer the engine can change once more on PostgreSQL), the web build, and the browser
// journeys in Chromium. Each stage prints its time; the end compares them with scripts/stage-budgets.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportStages, runStage, runStagesTogether } from './stages.mjs';

// The browser journeys drive CHROMIUM_PATH, Debian's /usr/bin/chromium, or else the headless Chromium
// of the @sparticuz/chromium package (e2e/support/chromium.ts): a fresh machine needs none installed.
const chromium =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : 'the @sparticuz/chromium package');
console.log(`Browser journeys run in ${chromium}.`);

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-test-report-'));
const totals = { passed: 0, failed: 0 };

function stage(title, command, args, report) {
  const status = runStage(title, command, args, report ? { report } : {});
  if (report) countTests(report);
  if (status !== 0) fail(title, status);
}

function countTests(report) {
  if (!fs.existsSync(report)) return;
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
}

function fail(title, status) {
  console.error(`\n${title} failed.`);
  console.log(`${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
  if (!process.env.STAGE_TIMES_FILE) reportStages('npm test');
  process.exit(status);
}

const vitest = (config, report, ...more) => [
  'vitest',
  'run',
  '--config',
  config,
  ...more,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
const report = (name) => path.join(reportDir, `${name}.json`);

// `npm run lint` is ESLint then Prettier: here the two run beside the typecheck, three at once
const checked = await runStagesTogether([
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
]);
if (checked !== 0) fail('lint, format and typecheck', checked);
stage(
  'unit and API (PGlite)',
  'npx',
  vitest(
    'vitest.config.ts',
    report('unit'),
    '--project',
    'server',
    '--project',
    'server-isolated',
    '--project',
    'web*',
  ),
  report('unit'),
);
stage('web build', 'npm', ['run', 'build', '--silent']);
// The journeys wait on browsers and servers more than they compute; the PostgreSQL stage waits on
// PostgreSQL: side by side they fill each other's waits (docs/decisions/046)
const beside = [
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'API (PostgreSQL)',
          command: 'npx',
          args: vitest('vitest.config.ts', report('postgres'), '--project', 'server-postgres*'),
          report: report('postgres'),
        },
      ]
    : []),
  {
    name: 'journeys',
    command: 'npx',
    args: vitest('vitest.e2e.config.ts', report('e2e')),
    report: report('e2e'),
  },
];
// the journeys' screenshots are for a person looking at a journey run by itself (docs/TESTING.md)
process.env.E2E_SCREENSHOTS ??= 'off';
const journeysAndPostgres = await runStagesTogether(beside);
for (const { report: file } of beside) countTests(file);
if (journeysAndPostgres !== 0) fail(beside.map(({ name }) => name).join(' and '), journeysAndPostgres);

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
if (!process.env.STAGE_TIMES_FILE) reportStages('npm test');
