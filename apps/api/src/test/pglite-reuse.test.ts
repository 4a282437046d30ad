import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-database';

/** When the PGlite instance started: the same instance, used again, answers the same. */
const started = async (db: Awaited<ReturnType<typeof createTestDatabase>>['handle']['db']) =>
  (await sql<{ at: string }>`SELECT pg_postmaster_start_time()::text AS at`.execute(db)).rows[0]!.at;

/** What a file could leave behind, read the same way before and after. */
async function state(db: Awaited<ReturnType<typeof createTestDatabase>>['handle']['db']) {
  const { rows } = await sql<{ campaigns: string; donations: number; ngos: number; next: string }>`
    SELECT (SELECT string_agg(title, '|' ORDER BY id) FROM campaigns) AS campaigns,
           (SELECT count(*)::int FROM donations) AS donations,
           (SELECT count(*)::int FROM ngos) AS ngos,
           (SELECT last_value::text FROM donations_id_seq) AS next`.execute(db);
  return rows[0]!;
}

describe('a PGlite database given back by a test file (docs/decisions/055)', () => {
  it('comes back to the next file as its template was: rows, generated columns, sequences', async () => {
    const first = await createTestDatabase('pglite');
    const before = await state(first.handle.db);
    const instance = await started(first.handle.db);
    await sql`UPDATE campaigns SET title = title || ' — تغيّر' WHERE id IN (SELECT id FROM campaigns ORDER BY id LIMIT 3)`.execute(
      first.handle.db,
    );
    await sql`DELETE FROM donation_events`.execute(first.handle.db);
    await sql`UPDATE donations SET amount = amount + 1`.execute(first.handle.db);
    await sql`SELECT nextval('donations_id_seq')`.execute(first.handle.db);
    await sql`CREATE TEMP TABLE left_behind (x int)`.execute(first.handle.db);
    expect(await state(first.handle.db)).not.toEqual(before);
    await first.dispose();
    await expect(sql`SELECT 1`.execute(first.handle.db)).rejects.toThrow();

    const second = await createTestDatabase('pglite');
    expect(await started(second.handle.db)).toBe(instance);
    expect(await state(second.handle.db)).toEqual(before);
    const { rows } = await sql<{ found: number }>`
      SELECT count(*)::int AS found FROM campaigns WHERE title_norm <> ar_norm(title)`.execute(
      second.handle.db,
    );
    expect(rows[0]!.found).toBe(0);
    await second.dispose();
  });

  it('is closed, never given to another file, once a file changed its schema', async () => {
    const first = await createTestDatabase('pglite');
    const instance = await started(first.handle.db);
    await sql`ALTER TABLE campaigns ADD COLUMN left_behind int`.execute(first.handle.db);
    await first.dispose();
    const second = await createTestDatabase('pglite');
    expect(await started(second.handle.db)).not.toBe(instance);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'campaigns' AND column_name = 'left_behind'`.execute(second.handle.db);
    expect(rows[0]!.n).toBe(0);
    await second.dispose();
  });
});
