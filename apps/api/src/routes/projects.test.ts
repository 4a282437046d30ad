import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { project, type Project } from '@athar/contract/projects/projects';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

/** GET /api/ngos/projects?<query> on `t`: its projects, each checked against the contract. */
async function projectList(t: TestApp, query: string): Promise<Project[]> {
  const response = await t.call({ method: 'GET', url: `/api/ngos/projects?${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.json().status).toBe(1);
  return response.json().data.map((row: unknown) => project.parse(row));
}

describe.each(oneEngine)('GET /api/ngos/projects on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const projects = (query: string) => projectList(t, query);

  it('pages through all 55 projects, newest first', async () => {
    const pages = [
      ...(await projects('offset=0&rowscount=20&filter=desc')),
      ...(await projects('offset=20&rowscount=20&filter=desc')),
      ...(await projects('offset=40&rowscount=20&filter=desc')),
    ];
    expect(pages).toHaveLength(55);
    expect(new Set(pages.map((p) => p.project_id)).size).toBe(55);
    expect(pages[0]!.total_projects).toBe(55);
    const asc = await projects('rowscount=55&filter=asc');
    expect(asc.map((p) => p.project_id)).toEqual(pages.map((p) => p.project_id).reverse());
  });

  it('sorts by amount both ways', async () => {
    const cheap = await projects('rowscount=55&filter=amount_asc');
    for (let i = 1; i < cheap.length; i++) {
      expect(cheap[i - 1]!.project_amount).toBeLessThanOrEqual(cheap[i]!.project_amount);
    }
    const dear = await projects('rowscount=5&filter=amount_desc');
    expect(dear[0]!.project_amount).toBe(cheap.at(-1)!.project_amount);
  });

  it('gives one project with the totals of its visible campaigns only (the Impact amounts)', async () => {
    const row = await t.db
      .selectFrom('campaigns as c')
      .select('c.project_id')
      .where('c.collected', '<', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .executeTakeFirstOrThrow();
    const [one] = await projects(`projectid=${row.project_id}`);
    const campaigns = await t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select(['c.collected', 'p.amount'])
      .where('c.project_id', '=', row.project_id)
      .where('c.collected', '>=', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .execute();
    expect(one).toMatchObject({
      project_id: row.project_id,
      donations_collected: campaigns.reduce((sum, c) => sum + c.collected, 0) / 100,
      units_completed: campaigns.reduce((sum, c) => sum + Math.floor(c.collected / c.amount), 0),
    });
  });

  it('answers an unknown project or charity with 404, and an empty category page with status 1', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/ngos/projects?projectid=99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 0, message: 'لم نجد هذا المشروع' });
    const noNgo = await t.call({ method: 'GET', url: '/api/ngos/projects?ngoid=99999' });
    expect(noNgo.statusCode).toBe(404);
    expect(await projects('categoryid=99999')).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/ngos/projects?filter=nope' })).statusCode).toBe(400);
  });
});

/** Where the engine can change the answer: the forgiving search's SQL (ar_norm and its keys). */
describe.each(testEngines)('GET /api/ngos/projects, narrowed and searched, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const projects = (query: string) => projectList(t, query);

  it('narrows by category, by charity and by a search in any spelling', async () => {
    const category = await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const inCategory = await projects(`categoryid=${category.id}&rowscount=100`);
    expect(inCategory.length).toBeGreaterThan(0);
    for (const p of inCategory) expect(p.category_id).toBe(category.id);
    expect(inCategory[0]!.total_projects).toBe(inCategory.length);
    const ngo = await t.db.selectFrom('ngos').select('id').orderBy('id').executeTakeFirstOrThrow();
    const ofNgo = await projects(`ngoid=${ngo.id}`);
    expect(ofNgo.length).toBeGreaterThan(0);
    for (const p of ofNgo) expect(p.ngo_id).toBe(ngo.id);
    const found = await projects(`search=${encodeURIComponent('كفاله يتيم')}`);
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(p.project_ar_name).toContain('كفالة يتيم');
    expect(await projects(`search=${encodeURIComponent('مشروع غير موجود')}`)).toEqual([]);
  });
});
