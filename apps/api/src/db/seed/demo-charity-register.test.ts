import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, cairoDay } from '../../lib/cairo-time';
import { createTestDatabase, oneEngine, type TestDatabase } from '../../test/test-database';
import { DEMO_PERMIT_DAYS } from './demo-charity-register';

describe.each(oneEngine)('demo charity register and permits on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('gives every demo charity a legal name, a registration number and an online permit in force today', async () => {
    const db = database.handle.db;
    const today = cairoDay(new Date());
    const ngos = await db
      .selectFrom('ngos as n')
      .leftJoin('charity_permits as p', (join) =>
        join.onRef('p.ngo_id', '=', 'n.id').on('p.status', '=', 'approved').on('p.scope', '=', 'online'),
      )
      .select([
        'n.ar_name',
        'n.legal_name',
        'n.registration_number',
        'p.permit_number',
        'p.revoked_at',
        sql<string | null>`to_char(p.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
        sql<string | null>`to_char(p.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      ])
      .execute();
    expect(ngos.length).toBeGreaterThanOrEqual(10);
    for (const ngo of ngos) {
      expect(ngo.legal_name, ngo.ar_name).toMatch(/^(جمعية|مؤسسة) .+/);
      expect(ngo.registration_number, ngo.ar_name).toMatch(/^\d+\/\d{4}$/);
      expect(ngo.permit_number, ngo.ar_name).not.toBeNull();
      expect(ngo.revoked_at).toBeNull();
      // the run's seeded template may have been made before Cairo's midnight and read after it
      const seededOn = addDays(ngo.starts_on!, DEMO_PERMIT_DAYS.before);
      expect([addDays(today, -1), today]).toContain(seededOn);
      expect(ngo.ends_on).toBe(addDays(seededOn, DEMO_PERMIT_DAYS.after));
    }
    expect(new Set(ngos.map((ngo) => ngo.registration_number)).size).toBe(ngos.length);
  });
});
