import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { SEARCH_CASES, type QueryKind, type SearchCase } from '../test/search-query-set';

/** The share of each kind that must be found in the top 5 (docs/decisions/012 aims at all of them). */
const REQUIRED_SHARE = 0.95;
const TOP = 5;
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

interface Outcome {
  kind: QueryKind;
  query: string;
  where: 'navbar' | 'listing';
  found: boolean;
}

describe.each(testEngines)('forgiving search over the demo seed on %s', (engine) => {
  let t: TestApp;
  let cases: SearchCase[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    // the demo seed hides campaigns under 100 EGP, and which ones depends on its random donations:
    // the targets are shown here so that the set tests the search, not the seed's draw
    const targets = SEARCH_CASES.filter((item) => item.type === 'campaign').map((item) => item.name);
    await t.db
      .updateTable('campaigns')
      .set({ collected: CAMPAIGN_VISIBLE_FROM_PIASTERS })
      .where('title', 'in', targets)
      .where('collected', '<', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .execute();
    const visible = await t.db
      .selectFrom('campaigns')
      .select(['title', 'code'])
      .where('collected', '>=', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .orderBy('id')
      .execute();
    const codes = visible.filter((_, index) => index % 20 === 3).slice(0, 5);
    const codeCases = codes.flatMap(({ title, code }) => [
      { kind: 'code' as const, query: String(code), type: 'campaign' as const, name: title },
      {
        kind: 'code' as const,
        query: [...String(code)].map((digit) => ARABIC_DIGITS[Number(digit)]).join(''),
        type: 'campaign' as const,
        name: title,
      },
      { kind: 'code' as const, query: `T${code}`, type: 'campaign' as const, name: title },
    ]);
    cases = [...SEARCH_CASES, ...codeCases];
    const titles = new Set(visible.map((row) => row.title));
    const unknown = SEARCH_CASES.filter((item) => item.type === 'campaign' && !titles.has(item.name));
    expect(
      unknown.map((item) => item.name),
      'targets must be demo campaigns',
    ).toEqual([]);
  });
  afterAll(() => t.close());

  async function get<T>(url: string): Promise<T> {
    const response = await t.call({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json().data as T;
  }

  async function navbarTop(item: SearchCase): Promise<string[]> {
    const rows = await get<{ type: string; en_name: string }[]>(
      `/api/search?text=${encodeURIComponent(item.query)}&rowscount=20`,
    );
    return rows
      .slice(0, TOP)
      .filter((row) => row.type === item.type)
      .map((row) => row.en_name);
  }

  async function listingTop(item: SearchCase): Promise<string[]> {
    const search = `search=${encodeURIComponent(item.query)}&offset=0&rowscount=20`;
    if (item.type === 'campaign') {
      const cards = await get<{ campaign_title: string }[]>(`/api/campaigns/details?${search}`);
      return cards.slice(0, TOP).map((card) => card.campaign_title);
    }
    if (item.type === 'ngo') {
      const ngos = await get<{ ar_name: string }[]>(`/api/ngos/details?${search}`);
      return ngos.slice(0, TOP).map((ngo) => ngo.ar_name);
    }
    const projects = await get<{ project_ar_name: string }[]>(`/api/ngos/projects?${search}`);
    return projects.slice(0, TOP).map((project) => project.project_ar_name);
  }

  it(`finds at least ${REQUIRED_SHARE * 100}% of each kind of query in the top ${TOP}, navbar and listings`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    const outcomes: Outcome[] = [];
    for (const item of cases) {
      const navbar = await navbarTop(item);
      outcomes.push({
        kind: item.kind,
        query: item.query,
        where: 'navbar',
        found: navbar.includes(item.name),
      });
      const listing = await listingTop(item);
      outcomes.push({
        kind: item.kind,
        query: item.query,
        where: 'listing',
        found: listing.includes(item.name),
      });
    }
    const kinds = [...new Set(cases.map((item) => item.kind))];
    const report = kinds.map((kind) => {
      const share = (where: Outcome['where']) => {
        const ofKind = outcomes.filter((outcome) => outcome.kind === kind && outcome.where === where);
        return ofKind.filter((outcome) => outcome.found).length / ofKind.length;
      };
      return {
        kind,
        queries: cases.filter((item) => item.kind === kind).length,
        navbar: share('navbar'),
        listing: share('listing'),
      };
    });
    console.log(
      [
        `found in the top ${TOP} on ${engine}, ${cases.length} queries:`,
        ...report.map(
          (row) =>
            `  ${row.kind.padEnd(9)} ${String(row.queries).padStart(3)} queries   navbar ${(row.navbar * 100).toFixed(1)}%   listing ${(row.listing * 100).toFixed(1)}%`,
        ),
      ].join('\n'),
    );
    const missed = outcomes.filter((outcome) => !outcome.found);
    if (missed.length > 0)
      console.log('missed:', missed.map((o) => `${o.where} ${o.kind} «${o.query}»`).join(', '));
    for (const row of report) {
      expect(row.navbar, `${row.kind} in the navbar`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
      expect(row.listing, `${row.kind} in the listings`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
    }
  }, 120_000);
});
