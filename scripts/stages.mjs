// The suite's stages, timed: `npm test` and `.ci/run` run each stage through runStage(), which prints
// its time as it ends and records it in STAGE_TIMES_FILE when set (so .ci/run can report the stages
// npm test ran for it); reportStages() prints every stage against scripts/stage-budgets.json and says
// what grew. A stage over its budget never fails the run: it tells.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGETS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stage-budgets.json');

/**
 * @typedef {{ name: string, seconds: number, ok: boolean, start: number, end: number,
 *   slowest?: { file: string, seconds: number }[] }} StageTime — start and end in ms since the epoch
 */

/** @type {StageTime[]} */
const stages = [];

/**
 * Runs one stage's command with the terminal attached and returns its exit status. `report` is the
 * path of a Vitest JSON report the command writes: the stage then also keeps its slowest files.
 */
export function runStage(name, command, args, { report, env } = {}) {
  console.log(`\n── ${name} ──`);
  const start = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const end = Date.now();
  const ok = result.status === 0;
  record({
    name,
    seconds: (end - start) / 1000,
    ok,
    start,
    end,
    ...(report && { slowest: slowestFiles(report) }),
  });
  return result.status ?? 1;
}

/**
 * Runs stages side by side (single-threaded tools, or suites that mostly wait): each one's output is
 * printed whole when it ends, so the log reads stage by stage; each is timed on its own (`report`, a
 * Vitest JSON report, keeps its slowest files). Resolves with the first failing status, or 0.
 */
export async function runStagesTogether(list) {
  console.log(`\n── ${list.map((stage) => stage.name).join(' and ')}, side by side ──`);
  const statuses = await Promise.all(
    list.map(
      ({ name, command, args, report }) =>
        new Promise((resolve) => {
          const start = Date.now();
          const output = [];
          const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const end = Date.now();
            console.log(`\n── ${name} ──`);
            process.stdout.write(Buffer.concat(output));
            record({
              name,
              seconds: (end - start) / 1000,
              ok: code === 0,
              start,
              end,
              ...(report && { slowest: slowestFiles(report) }),
            });
            resolve(code ?? 1);
          });
        }),
    ),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}

function record(stage) {
  stages.push(stage);
  if (process.env.STAGE_TIMES_FILE)
    fs.appendFileSync(process.env.STAGE_TIMES_FILE, `${JSON.stringify(stage)}\n`);
  console.log(`── ${stage.name}: ${stage.ok ? 'passed' : 'FAILED'} in ${formatSeconds(stage.seconds)} ──`);
}

/** The stages this process ran, and those an outer run recorded in STAGE_TIMES_FILE before it. */
export function recordedStages() {
  const file = process.env.STAGE_TIMES_FILE;
  if (!file || !fs.existsSync(file)) return stages;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Prints each stage's time against its budget; a stage over budget says by how much and what grew. */
export function reportStages(title, ran = recordedStages()) {
  const budgets = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8'));
  const width = Math.max(...ran.map((stage) => stage.name.length), 5);
  console.log(`\n${title}`);
  console.log(`${'stage'.padEnd(width)}  ${'time'.padStart(8)}  ${'budget'.padStart(8)}`);
  const over = [];
  for (const stage of ran) {
    const budget = budgets.stages[stage.name];
    const mark = budget !== undefined && stage.seconds > budget ? '  over budget' : '';
    if (mark) over.push({ ...stage, budget });
    console.log(
      `${stage.name.padEnd(width)}  ${formatSeconds(stage.seconds).padStart(8)}  ${(budget === undefined ? '—' : formatSeconds(budget)).padStart(8)}${stage.ok ? '' : '  failed'}${mark}`,
    );
  }
  // from the first stage's start to the last one's end: stages run side by side count once
  const total =
    (Math.max(...ran.map((stage) => stage.end)) - Math.min(...ran.map((stage) => stage.start))) / 1000;
  const totalBudget = budgets.totals[title];
  console.log(
    `${'total'.padEnd(width)}  ${formatSeconds(total).padStart(8)}  ${(totalBudget === undefined ? '—' : formatSeconds(totalBudget)).padStart(8)}${totalBudget !== undefined && total > totalBudget ? '  over budget' : ''}`,
  );
  for (const stage of over) {
    console.log(
      `\n${stage.name} took ${formatSeconds(stage.seconds - stage.budget)} more than its budget (scripts/stage-budgets.json).`,
    );
    if (stage.slowest?.length) {
      console.log('Its slowest files:');
      for (const file of stage.slowest)
        console.log(`  ${formatSeconds(file.seconds).padStart(8)}  ${file.file}`);
    }
  }
}

/** The five slowest test files of a Vitest JSON report, by their own duration. */
function slowestFiles(report) {
  if (!fs.existsSync(report)) return [];
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  return json.testResults
    .map((file) => ({
      file: path.relative(process.cwd(), file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5);
}

function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s` : `${whole}s`;
}

// `node scripts/stages.mjs <name> -- <command> [args…]` runs one stage (.ci/run's own stages);
// `node scripts/stages.mjs --report <title>` prints the stages recorded in STAGE_TIMES_FILE.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [first, ...rest] = process.argv.slice(2);
  if (first === '--report') {
    reportStages(rest.join(' ') || 'stages');
  } else {
    const separator = rest.indexOf('--');
    const [command, ...args] = rest.slice(separator + 1);
    if (!first || separator !== 0 || !command) {
      console.error('usage: node scripts/stages.mjs <stage name> -- <command> [args…] | --report <title>');
      process.exit(2);
    }
    process.exit(runStage(first, command, args));
  }
}
