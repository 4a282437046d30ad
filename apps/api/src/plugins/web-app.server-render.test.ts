import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SIGNATURE_HEADER, INITIAL_DATA_ELEMENT_ID } from '@athar/contract/config-defaults';
import { formatEgp } from '@athar/contract/money';
import { RENDERED_QUERIES_ELEMENT_ID, SERVER_ENTRY_FILE } from '@athar/contract/server-render';
import { buildApp, type ApiApp } from '../app';
import { COUNTED_MONTHS } from '@athar/contract/moderation/monthly-counts';
import { loadConfig } from '../config';
import { insertVersion } from '../db/queries/site-pages';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createOperator } from '../test/operator-factories';
import { createCharity, createProject } from '../test/charity-factories';
import { replaceFeatured } from '../db/queries/home-featured';
import { createTestDatabase, oneEngine, type TestDatabase } from '../test/test-database';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const WEB_DIR = path.join(ROOT, 'apps/web');
/** React escapes a text's `<`, `>` and `&`; the title holds all three and replacement patterns. */
const TITLE = 'سمير <حسن> $& $1';
const TITLE_AS_REACT_WRITES_IT = 'سمير &lt;حسن&gt; $&amp; $1';
/** The class of PageSpinner (components/spinner.tsx), the router's loading state index.html paints. */
const PAGE_SPINNER = 'min-h-[50vh]';

/**
 * The web build's server entry as `npm run build` writes it (apps/web/package.json: `vite build --ssr
 * src/entry-server.tsx`), into `distDir`/server/, from today's sources (about a second). A production
 * build, as scripts/build-web-if-stale.ts asks for it: this worker's NODE_ENV is vitest's `test`.
 */
function buildServerEntry(distDir: string) {
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/vite'),
    [
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(distDir, 'server'),
      '--logLevel',
      'error',
    ],
    {
      cwd: WEB_DIR,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
}

/** What `vite build` writes into index.html's head: its script, modulepreloads and stylesheet. */
const BUILT_HEAD_TAGS = `    <script type="module" crossorigin src="/assets/index-B6vfj9AK.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BoQLegvX.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Cu6nPrTG.css">
  </head>`;

/** The web's index.html as `vite build` writes it, its module script moved into the head. */
function builtIndexHtml(): string {
  const source = fs.readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
  const built = source
    .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '')
    .replace('  </head>', BUILT_HEAD_TAGS);
  expect(built).not.toContain('/src/main.tsx');
  return built;
}

/** A build's dist folder: the web's own index.html, and `serverEntry` (the path's source) if given. */
function distWith(dir: string, serverEntry?: string): string {
  const distDir = path.join(dir, 'dist');
  fs.mkdirSync(path.join(distDir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), builtIndexHtml());
  if (serverEntry) fs.writeFileSync(path.join(distDir, SERVER_ENTRY_FILE), serverEntry);
  return distDir;
}

/** `#root` and the block right after it, as the api writes them for a rendered page. */
function renderedParts(html: string): { root: string; queries: unknown } | null {
  const match = new RegExp(
    `<div id="root" data-server-rendered>([\\s\\S]*)</div><script type="application/json" id="${RENDERED_QUERIES_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) return null;
  expect(match[2], 'no value can close the block').not.toContain('<');
  return { root: match[1]!, queries: JSON.parse(match[2]!) };
}

/** Whether `value` holds the campaign's record, however a page's query shapes it (one, a list, pages). */
function holdsCampaign(value: unknown, id: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (record.campaign_id === id && record.campaign_title === TITLE) return true;
  return Object.values(record).some((item) => holdsCampaign(item, id));
}

describe.each(oneEngine)('pages whose first screen React renders on the server, on %s', (engine) => {
  let database: TestDatabase;
  let dir: string;
  let app: ApiApp;
  let broken: ApiApp;
  let campaign: { id: number };

  async function appServing(distDir: string) {
    return buildApp({
      config: loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://athar.example' }),
      db: database.handle.db,
      logLevel: false,
      webDistDir: distDir,
    });
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-server-render-'));
    const distDir = distWith(path.join(dir, 'built'));
    buildServerEntry(distDir);
    // a server entry that fails every render, as a bug in a page would
    const brokenDist = distWith(
      path.join(dir, 'broken'),
      'export async function renderPage() { throw new Error("a page that cannot render"); }\n',
    );
    database = await createTestDatabase(engine);
    app = await appServing(distDir);
    broken = await appServing(brokenDist);
    // the newest campaign, first on home and /Campaigns: 1,250 of its project's 5,000 EGP, 25 %
    campaign = await createCreatorCampaign(database.handle.db, { title: TITLE, collected: 125_000 });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await broken.close();
    await database.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const pages = () =>
    [
      ['/', '/api/campaigns/details?rowscount=5&filter=desc'],
      ['/Campaigns', '/api/campaigns/details?offset=0&rowscount=20&filter=desc'],
      [`/CampaignDonation/any_title/${campaign.id}`, `/api/campaigns/details?campid=${campaign.id}`],
    ] as const;

  it('sends home, /Campaigns and a campaign page with React’s markup of the campaign and its progress', async () => {
    const signed = { [API_SIGNATURE_HEADER]: app.config.API_SIGNATURE };
    for (const [url, call] of pages()) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const rendered = renderedParts(response.body);
      expect(rendered, url).not.toBeNull();
      const { root, queries } = rendered!;
      const answer = (await app.inject({ method: 'GET', url: call, headers: signed })).json<{
        data: { campaign_id: number; campaign_collected: number; project_amount: number }[];
      }>();
      const shown = answer.data.find((item) => item.campaign_id === campaign.id)!;
      expect(shown.campaign_collected / shown.project_amount, url).toBe(0.25);
      // the page itself, not the router's loading state (index.html's PageSpinner): the campaign's
      // title, amount and progress
      expect(root, url).not.toContain(PAGE_SPINNER);
      expect(root, url).toContain(`>${TITLE_AS_REACT_WRITES_IT}<`);
      expect(root, url).toContain(formatEgp(shown.campaign_collected));
      expect(root, url).toMatch(/role="progressbar"[^>]*aria-valuenow="25"/);
      expect(root, url).toContain('style="inline-size:25%"');
      // the data it was rendered with travels once, as the queries to hydrate with, not as the data block
      expect(queries, url).toEqual(
        expect.arrayContaining([{ key: expect.any(Array), data: expect.anything() }]),
      );
      expect(holdsCampaign(queries, campaign.id), url).toBe(true);
      expect(response.body, url).not.toContain(INITIAL_DATA_ELEMENT_ID);
      expect(response.body.split('<div id="root"').length - 1, url).toBe(1);
      // it paints without its scripts: they are asked for after its stylesheet, at a low priority
      expect(response.body, url).toMatch(
        /<link rel="stylesheet"[^>]*>\s*(<link rel="preload" as="image"[^>]*>\s*)?<script type="module" fetchpriority="low"/,
      );
      expect(response.body, url).not.toMatch(/<link rel="modulepreload" crossorigin/);
      expect(response.body.trimEnd().endsWith('</body>\n</html>'), url).toBe(true);
    }
  });

  it('renders the content pages from their current version, and a new version changes the page and its ETag at once', async () => {
    for (const [url, shown] of [
      ['/Terms', 'رسوم الخدمة'],
      ['/TrustandSafety', 'تبرعك يذهب مباشرة إلى الجمعية'],
      ['/HowItWork', 'ابدأ حملتك'],
      ['/SuccessTips', 'اختر مشروعًا يشبهه'],
      ['/FAQs', 'الأسئلة الشائعة'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      const rendered = renderedParts(response.body);
      expect(rendered, url).not.toBeNull();
      expect(rendered!.root, url).not.toContain(PAGE_SPINNER);
      expect(rendered!.root, url).toContain(shown);
    }
    // /TrustandSafety carries its monthly counts in the markup: a table, twelve months (docs/decisions/044)
    const trust = renderedParts((await app.inject({ method: 'GET', url: '/TrustandSafety' })).body)!;
    expect(trust.root).toContain('البلاغات والمراجعة شهرًا بشهر');
    expect(trust.root.match(/<tr/g)).toHaveLength(1 + COUNTED_MONTHS);
    const before = await app.inject({ method: 'GET', url: '/Terms' });
    const db = database.handle.db;
    const keeper = await createOperator(db, ['catalogue']);
    const current = await db
      .selectFrom('site_pages')
      .select('current_version')
      .where('page', '=', 'terms')
      .executeTakeFirstOrThrow();
    await insertVersion(db, 'terms', {
      version: current.current_version + 1,
      content: { lead: 'مقدمة جديدة $& <b>', entries: [{ title: 'بند جديد', text: 'نص البند.' }] },
      operator_id: keeper.id,
      restored_from: null,
    });
    const after = await app.inject({
      method: 'GET',
      url: '/Terms',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const root = renderedParts(after.body)!.root;
    expect(root).toContain('مقدمة جديدة $&amp; &lt;b&gt;');
    expect(root).toContain('بند جديد');
    expect(root).not.toContain('رسوم الخدمة');
  });

  it('renders home with the operators’ featured campaign first; the choice changes its ETag', async () => {
    const db = database.handle.db;
    const before = await app.inject({ method: 'GET', url: '/' });
    const keeper = await createOperator(db, ['catalogue']);
    const older = await createCreatorCampaign(db, { title: 'فاطمة المختارة', collected: 20_000 });
    // a newer one, so the featured campaign is not first by today's order
    await createCreatorCampaign(db, { title: 'أحدث حملة', collected: 20_000 });
    const charity = await createCharity(db);
    const project = await createProject(db, charity, { ar_name: 'سقيا المدارس المختارة' });
    const choose = (choice: { campaigns: number[]; projects: number[] }) =>
      db.transaction().execute((trx) => replaceFeatured(trx, keeper.id, choice));
    await choose({ campaigns: [older.id], projects: [project.id] });
    const after = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const root = renderedParts(after.body)!.root;
    expect(root.indexOf('فاطمة المختارة')).toBeGreaterThan(-1);
    expect(root.indexOf('فاطمة المختارة')).toBeLessThan(root.indexOf('أحدث حملة'));
    await choose({ campaigns: [], projects: [] });
    const cleared = renderedParts((await app.inject({ method: 'GET', url: '/' })).body)!.root;
    expect(cleared.indexOf('أحدث حملة')).toBeLessThan(cleared.indexOf('فاطمة المختارة'));
  });

  it('renders the featured projects in the home’s first HTML, in the chosen order; a new order changes its ETag', async () => {
    const db = database.handle.db;
    const keeper = await createOperator(db, ['catalogue']);
    const charity = await createCharity(db);
    const well = await createProject(db, charity, { ar_name: 'بئر القرية المقترحة' });
    const school = await createProject(db, charity, { ar_name: 'فصل دراسي مقترح' });
    const choose = (projects: number[]) =>
      db.transaction().execute((trx) => replaceFeatured(trx, keeper.id, { campaigns: [], projects }));
    await choose([school.id, well.id]);
    const first = await app.inject({ method: 'GET', url: '/' });
    const root = renderedParts(first.body)!.root;
    expect(root).toContain('مشاريع نقترحها لذكرى من تحب');
    expect(root.indexOf('فصل دراسي مقترح')).toBeGreaterThan(-1);
    expect(root.indexOf('فصل دراسي مقترح')).toBeLessThan(root.indexOf('بئر القرية المقترحة'));
    expect(root).toContain(`/CreateCampaign/${encodeURIComponent('فصل_دراسي_مقترح')}/${school.id}`);
    expect(JSON.stringify(renderedParts(first.body)!.queries)).toContain('featured-projects');

    await choose([well.id, school.id]);
    const reordered = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.headers.etag).not.toBe(first.headers.etag);
    const again = renderedParts(reordered.body)!.root;
    expect(again.indexOf('بئر القرية المقترحة')).toBeLessThan(again.indexOf('فصل دراسي مقترح'));
    await choose([]);
    expect(renderedParts((await app.inject({ method: 'GET', url: '/' })).body)!.root).not.toContain(
      'مشاريع نقترحها لذكرى من تحب',
    );
  });

  it('leaves the other pages to the browser, with the loading spinner of index.html', async () => {
    for (const url of ['/MyProfile', '/NGOsListing', '/CampaignDonation/x/999999999']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(html, url).toContain('<div id="root">');
      expect(html, url).toContain(PAGE_SPINNER);
      expect(html, url).not.toContain('data-server-rendered');
      expect(html, url).not.toContain(RENDERED_QUERIES_ELEMENT_ID);
    }
  });

  it('never serves the server entry, however its path is spelt', async () => {
    for (const url of [
      '/server/entry-server.js',
      '//server/entry-server.js',
      '/assets/../server/entry-server.js',
      '/assets/%2e%2e/server/entry-server.js',
      '/%73erver/entry-server.js',
      '/server%2fentry-server.js',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('renderToString');
    }
  });

  it('falls back to the data block, and the browser’s own render, when a render fails', async () => {
    for (const [url, call] of pages()) {
      const response = await broken.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('data-server-rendered');
      expect(response.body, url).toContain(PAGE_SPINNER);
      // the page needs its scripts to show anything: they keep their priority
      expect(response.body, url).not.toContain('fetchpriority="low"');
      const block = new RegExp(
        `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`,
      ).exec(response.body);
      expect(block, url).not.toBeNull();
      expect(Object.keys(JSON.parse(block![1]!) as object), url).toContain(call);
    }
  });
});
