// `npm test`: the whole suite — lint, types, unit and API tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), the web build, and the browser journeys in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The browser journeys drive CHROMIUM_PATH, Debian's /usr/bin/chromium, or else the headless Chromium
// of the @sparticuz/chromium package (e2e/support/chromium.ts): a fresh machine needs none installed.
const chromium =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : 'the @sparticuz/chromium package');
console.log(`Browser journeys run in ${chromium}.`);

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-test-report-'));
const totals = { passed: 0, failed: 0 };

function run(title, command, args, report) {
  console.log(`\n── ${title} ──`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (report && fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
  }
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    console.log(`${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
}

const vitest = (config, report) => [
  'vitest',
  'run',
  '--config',
  config,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
const unitReport = path.join(reportDir, 'unit.json');
const e2eReport = path.join(reportDir, 'e2e.json');

run('lint', 'npm', ['run', 'lint', '--silent']);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('unit and API tests', 'npx', vitest('vitest.config.ts', unitReport), unitReport);
run('web build', 'npm', ['run', 'build', '--silent']);
run('browser journeys', 'npx', vitest('vitest.e2e.config.ts', e2eReport), e2eReport);

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
