import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResult, type SearchResult } from '@athar/contract/search/search';
import { arNorm } from '@athar/contract/arabic';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)('GET /api/search on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const project = await t.db.selectFrom('projects').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('campaigns')
      .values([
        { project_id: project.id, title: 'الإسكندرية الحبيبة', collected: 50_000 },
        { project_id: project.id, title: 'مُحَمَّد عبد الباري', collected: 50_000 },
        { project_id: project.id, title: 'محمد ٢٠٢٠', collected: 50_000 },
        { project_id: project.id, title: 'مصطفى المخفي', collected: 9_999 },
        { project_id: project.id, title: 'نسبة %100 حقيقية', collected: 50_000 },
      ])
      .execute();
  });
  afterAll(() => t.close());

  async function search(text: string, rowscount = 20): Promise<SearchResult[]> {
    const url = `/api/search?text=${encodeURIComponent(text)}&rowscount=${rowscount}`;
    const response = await t.call({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(1);
    return response.json().data.map((row: unknown) => searchResult.parse(row));
  }
  const names = (results: SearchResult[]) => results.map((result) => result.en_name);

  it('matches hamza, alef maqsura, taa marbuta, tashkeel, tatweel and Arabic-Indic digits', async () => {
    expect(names(await search('احمد فواد'))).toContain('الأستاذ أحمد فؤاد');
    expect(names(await search('مصطفي عبد الحميد'))).toContain('المرحوم مصطفى عبد الحميد');
    expect(names(await search('الاسكندريه'))).toContain('الإسكندرية الحبيبة');
    expect(names(await search('محمد عبد الباري'))).toContain('مُحَمَّد عبد الباري');
    expect(names(await search('مُحَمَّد عبد الباري'))).toContain('مُحَمَّد عبد الباري');
    expect(names(await search('مـحـمـد ٢٠٢٠'))).toContain('محمد ٢٠٢٠');
    expect(names(await search('محمد 2020'))).toContain('محمد ٢٠٢٠');
  });

  it('finds charities and projects too, each with its type, id and image', async () => {
    const ngo = (await search('ايادي الرحمه')).find((result) => result.type === 'ngo');
    expect(ngo).toMatchObject({
      en_name: 'جمعية أيادي الرحمة الخيرية',
      ar_name: 'جمعية أيادي الرحمة الخيرية',
    });
    expect(ngo!.image).toMatch(/^\/uploads\//);
    const project = (await search('كفاله يتيم')).filter((result) => result.type === 'project');
    expect(project.length).toBeGreaterThan(0);
    for (const result of project) expect(result.en_name).toContain('كفالة يتيم');
  });

  it('ranks exact and prefix matches before matches inside a name', async () => {
    const results = await search('محمد');
    expect(results.length).toBeLessThanOrEqual(20);
    const firstInside = results.findIndex(
      (result) => !result.en_name.startsWith('محمد') && !result.en_name.startsWith('مُحَمَّد'),
    );
    const lastPrefix = results.findLastIndex(
      (result) => result.en_name.startsWith('محمد') || result.en_name.startsWith('مُحَمَّد'),
    );
    expect(lastPrefix).toBeGreaterThanOrEqual(0);
    expect(firstInside === -1 || lastPrefix < firstInside).toBe(true);
    // within the prefix matches, the shorter the name the closer the match
    const prefixLengths = results.slice(0, lastPrefix + 1).map((result) => arNorm(result.en_name).length);
    expect(prefixLengths).toEqual([...prefixLengths].sort((a, b) => a - b));
    expect(await search('محمد', 3)).toHaveLength(3);
  });

  it('never shows a hidden campaign, and takes LIKE wildcards literally', async () => {
    expect(names(await search('مصطفى المخفي'))).not.toContain('مصطفى المخفي');
    expect(names(await search('%100'))).toEqual(['نسبة %100 حقيقية']);
    expect(await search('___')).toEqual([]);
  });

  it('refuses fewer than 3 characters and more than 20 results with an Arabic 400', async () => {
    const short = await t.call({ method: 'GET', url: `/api/search?text=${encodeURIComponent('اب')}` });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ status: 0, message: 'اكتب 3 أحرف على الأقل للبحث' });
    const many = await t.call({ method: 'GET', url: `/api/search?text=abc&rowscount=21` });
    expect(many.statusCode).toBe(400);
  });

  it('finds a renamed campaign, charity or project by its new name only', async () => {
    const campaign = await t.db
      .updateTable('campaigns')
      .set({ title: 'المرحومة زينب الدسوقى' })
      .where('title', '=', 'الإسكندرية الحبيبة')
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(names(await search('زينب الدسوقي'))).toEqual(['المرحومة زينب الدسوقى']);
    expect((await search('الاسكندريه الحبيبه')).map((result) => result.id)).not.toContain(campaign.id);
    const ngo = await t.db.selectFrom('ngos').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('ngos').set({ ar_name: 'جمعية النور المؤقتة' }).where('id', '=', ngo.id).execute();
    const project = await t.db.selectFrom('projects').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db
      .updateTable('projects')
      .set({ ar_name: 'بئر النور المؤقتة' })
      .where('id', '=', project.id)
      .execute();
    const renamed = (await search('النور المؤقته')).map((result) => [result.type, result.id, result.en_name]);
    expect(renamed).toHaveLength(2);
    expect(renamed).toEqual(
      expect.arrayContaining([
        ['ngo', ngo.id, 'جمعية النور المؤقتة'],
        ['project', project.id, 'بئر النور المؤقتة'],
      ]),
    );
  });
});
