import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { ngoDetails, ngoListItem } from '@athar/contract/ngos/details';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

/** GET /api/ngos/details?<query> on `t`: its charities, each checked against the contract. */
async function ngoList(t: TestApp, query: string) {
  const response = await t.call({ method: 'GET', url: `/api/ngos/details?${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.json().status).toBe(1);
  return response.json().data.map((ngo: unknown) => ngoListItem.parse(ngo));
}

describe.each(oneEngine)('GET /api/ngos/details on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const list = (query: string) => ngoList(t, query);

  it('pages through the 13 charities with their project counts', async () => {
    const first = await list('offset=0&rowscount=10');
    const rest = await list('offset=10&rowscount=10');
    expect(first).toHaveLength(10);
    expect(rest).toHaveLength(3);
    expect(new Set([...first, ...rest].map((ngo) => ngo.id)).size).toBe(13);
    expect(first[0].total_ngos).toBe(13);
    const projects = await t.db
      .selectFrom('projects')
      .select(['ngo_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('ngo_id')
      .execute();
    for (const ngo of [...first, ...rest]) {
      expect(ngo.total_projects).toBe(Number(projects.find((row) => row.ngo_id === ngo.id)?.n ?? 0));
    }
  });

  it('gives one charity with statistics over its visible campaigns only', async () => {
    const ngo = await t.db
      .selectFrom('ngos')
      .select(['id', 'ar_name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await t.call({ method: 'GET', url: `/api/ngos/details?ngoid=${ngo.id}` });
    expect(response.statusCode).toBe(200);
    const details = ngoDetails.parse(response.json().data[0]);
    const campaigns = await t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select(['c.collected', 'p.amount'])
      .where('p.ngo_id', '=', ngo.id)
      .execute();
    const visible = campaigns.filter((c) => c.collected >= CAMPAIGN_VISIBLE_FROM_PIASTERS);
    expect(visible.length).toBeLessThan(campaigns.length);
    expect(details).toMatchObject({
      id: ngo.id,
      ar_name: ngo.ar_name,
      donations_collected: visible.reduce((sum, c) => sum + c.collected, 0) / 100,
      units_completed: visible.reduce((sum, c) => sum + Math.floor(c.collected / c.amount), 0),
    });
  });

  it('answers an unknown charity with 404 and a malformed id with 400', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/ngos/details?ngoid=99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 0, message: 'لم نجد هذه الجمعية' });
    expect((await t.call({ method: 'GET', url: '/api/ngos/details?ngoid=abc' })).statusCode).toBe(400);
  });
});

/** Where the engine can change the answer: the order of names and the forgiving search's SQL. */
describe.each(testEngines)('GET /api/ngos/details, sorted and searched, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const list = (query: string) => ngoList(t, query);

  it('sorts by name and searches names whatever the spelling', async () => {
    const byName = await list('rowscount=20&filter=name');
    const names = byName.map((ngo: { ar_name: string }) => ngo.ar_name);
    const { rows } = await sql<{ ar_name: string }>`SELECT ar_name FROM ngos ORDER BY ar_name, id`.execute(
      t.db,
    );
    expect(names).toEqual(rows.map((row) => row.ar_name));
    const found = await list(`search=${encodeURIComponent('ايادي الرحمه')}`);
    expect(found.map((ngo: { ar_name: string }) => ngo.ar_name)).toEqual(['جمعية أيادي الرحمة الخيرية']);
    expect(found[0].total_ngos).toBe(1);
    expect(await list(`search=${encodeURIComponent('لا توجد جمعية بهذا الاسم')}`)).toEqual([]);
  });
});
