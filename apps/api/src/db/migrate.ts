import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './connect';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies migrations/*.sql in name order, each in its own transaction together with its record in
 * schema_migrations. Several instances starting at once are serialised by an advisory lock.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return handle.withScriptSession(async ({ exec, rows }) => {
    await exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await rows<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const ran: string[] = [];
    for (const name of files.filter((file) => !applied.has(file))) {
      const script = await fs.readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
      const record = `INSERT INTO schema_migrations (name) VALUES ('${name.replace(/'/g, "''")}');`;
      await exec(`BEGIN;\n${script}\n${record}\nCOMMIT;`);
      ran.push(name);
    }
    return ran;
  });
}
