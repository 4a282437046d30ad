import fs from 'node:fs';

/**
 * Prints one line per measured result (`[R4] api pglite: pass — 8500 cases … in 41.2 s`) and, when
 * RELIABILITY_RESULTS names a file, appends it there as JSON for docs/RELIABILITY.md's table.
 */
export function recordResult(item: string, label: string, passed: boolean, details: string, ms: number) {
  const line = {
    item,
    label,
    passed,
    details,
    seconds: Math.round(ms / 100) / 10,
    at: new Date().toISOString(),
  };
  console.log(`[${item}] ${label}: ${passed ? 'pass' : 'FAIL'} — ${details} in ${line.seconds} s`);
  const file = process.env.RELIABILITY_RESULTS;
  if (file) fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}
