import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResult, type SearchResult } from '@athar/contract/search/search';
import { arNorm } from '@athar/contract/arabic';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { piasters } from '@athar/contract/piasters';
import { createDonation } from '../test/donation-factories';

describe.each(testEngines)('GET /api/search on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const project = await t.db
      .selectFrom('projects')
      .select(['id', 'ngo_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const collected: [string, number][] = [
      ['الإسكندرية الحبيبة', 50_000],
      ['مُحَمَّد عبد الباري', 50_000],
      ['محمد ٢٠٢٠', 50_000],
      ['مصطفى المخفي', 9_999],
      ['نسبة %100 حقيقية', 50_000],
    ];
    for (const [title, amount] of collected) {
      const { id } = await t.db
        .insertInto('campaigns')
        .values({ project_id: project.id, title })
        .returning('id')
        .executeTakeFirstOrThrow();
      await createDonation(t.db, { id, ngo_id: project.ngo_id }, { status: 'confirmed', amount });
    }
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

  it('finds a word joined by «و» whose hamza leaves three letters or fewer (كساء ودفء)', async () => {
    const charity = (await search('دفء')).find((result) => result.type === 'ngo');
    expect(charity?.ar_name).toBe('جمعية كساء ودفء الخيرية');
  });

  it('finds charities and projects too, each with its type, id and image', async () => {
    const ngo = (await search('ايادي الرحمه')).find((result) => result.type === 'ngo');
    expect(ngo).toMatchObject({
      en_name: 'جمعية أيادي الرحمة الخيرية',
      ar_name: 'جمعية أيادي الرحمة الخيرية',
    });
    expect(ngo!.image).toMatch(/^\/uploads\//);
    const projects = (await search('كفاله يتيم')).filter((result) => result.type === 'project');
    const both = projects.findLastIndex((result) => result.en_name.includes('كفالة يتيم'));
    expect(both).toBeGreaterThanOrEqual(2);
    // every project named with both words comes before those named with one of them
    for (const result of projects.slice(0, both + 1)) expect(result.en_name).toContain('كفالة يتيم');
  });

  it('ranks names with every word exact, then by prefix, then with a typo, then some words; each by donors', async () => {
    const results = await search('محمد');
    expect(results.length).toBeLessThanOrEqual(20);
    const words = (result: SearchResult) => arNorm(result.en_name).split(' ');
    const exact = results.filter((result) => words(result).includes('محمد'));
    expect(exact.length).toBeGreaterThan(3);
    // exact word matches first ('محمد ٢٠٢٠' and the seeded ones), then others (أحمد: one typo)
    expect(results.slice(0, exact.length)).toEqual(exact);
    expect(results.slice(exact.length).some((result) => words(result).includes('احمد'))).toBe(true);
    const donors = await t.db
      .selectFrom('campaigns')
      .select(['id', 'donors_count'])
      .where(
        'id',
        'in',
        exact.map((result) => result.id),
      )
      .execute();
    const byId = new Map(donors.map((row) => [row.id, row.donors_count]));
    const counts = exact.map((result) => byId.get(result.id)!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await search('محمد', 3)).toHaveLength(3);
    const prefix = await search('عبد الجو');
    expect(prefix[0]!.en_name).toBe('الحاج عبد الجواد الشرقاوي');
    const typo = await search('الشرقلوي');
    expect(typo[0]!.en_name).toBe('الحاج عبد الجواد الشرقاوي');
  });

  it('puts the campaign of a typed code first, in any digits, with or without the SMS T', async () => {
    const campaign = await t.db
      .selectFrom('campaigns')
      .select(['id', 'code', 'title'])
      .where('collected', '>=', piasters(10_000))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const indic = [...String(campaign.code)].map((digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]).join('');
    for (const text of [String(campaign.code), indic, `T${campaign.code}`, `t ${campaign.code}`]) {
      expect((await search(text))[0], text).toMatchObject({ type: 'campaign', id: campaign.id });
    }
  });

  it('never shows a hidden campaign, and takes LIKE wildcards literally', async () => {
    expect(names(await search('مصطفى المخفي'))).not.toContain('مصطفى المخفي');
    const hidden = await t.db
      .selectFrom('campaigns')
      .select('code')
      .where('title', '=', 'مصطفى المخفي')
      .executeTakeFirstOrThrow();
    expect(names(await search(`T${hidden.code}`))).not.toContain('مصطفى المخفي');
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
    // the full match first; names with one of the two words after it
    const renamedFirst = names(await search('زينب الدسوقي'));
    expect(renamedFirst[0]).toBe('المرحومة زينب الدسوقى');
    expect(renamedFirst.slice(1).every((name) => !name.includes('زينب') || !name.includes('الدسوق'))).toBe(
      true,
    );
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
    expect(renamed.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['ngo', ngo.id, 'جمعية النور المؤقتة'],
        ['project', project.id, 'بئر النور المؤقتة'],
      ]),
    );
  });
});
