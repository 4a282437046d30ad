import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './options';

/** Writes bench/results/<timestamp>-<kind>.json; answers its path relative to the working directory. */
export function writeReport(kind: 'bench' | 'lighthouse', report: object): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `${stamp}-${kind}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  const written = path.relative(process.cwd(), file);
  console.log(`[bench] written ${written}`);
  return written;
}
