import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SIGNATURE_HEADER, INITIAL_DATA_ELEMENT_ID } from '@athar/contract/config-defaults';
import { buildApp, type ApiApp } from '../app';
import { escapeHtml } from '../lib/app-shell';
import { loadConfig } from '../config';
import { createDonation } from '../test/donation-factories';
import { createTestDatabase, oneEngine, type TestDatabase } from '../test/test-database';

const TEMPLATE = `<!doctype html><html lang="ar" dir="rtl"><head>
<meta name="athar-api-signature" content="__ATHAR_API_SIGNATURE__" />
<meta name="athar-pay-url" content="__ATHAR_PAY_URL__" />
<meta name="description" content="أثر" />
<title>أثر</title>
</head><body><div id="root"></div></body></html>`;

/** What the web build writes to .vite/route-chunks.json: each page route and its page's chunks. */
const ROUTE_CHUNKS = [
  { path: '/', files: ['/assets/home-page.js', '/assets/carousel.js'] },
  { path: '/Campaigns', files: ['/assets/campaigns-page.js'] },
  { path: '/CampaignDonation/:campaignTitle/:campaignId', files: ['/assets/campaign-page.js'] },
  { path: '/MyProfile', files: ['/assets/profile-page.js'] },
  { path: '/MyProfile/Edit', files: ['/assets/edit-profile-page.js'] },
  { path: '/:shortname', files: ['/assets/short-name.js'] },
];
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;

describe.each(oneEngine)('the app shell and link previews on %s', (engine) => {
  let database: TestDatabase;
  let app: ApiApp;
  let dir: string;
  let campaign: { id: number; code: number };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-shell-'));
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist', 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(dir, 'dist', '.vite'));
    fs.writeFileSync(path.join(dir, 'dist', '.vite', 'route-chunks.json'), JSON.stringify(ROUTE_CHUNKS));
    fs.mkdirSync(path.join(dir, 'dist', 'assets'));
    fs.writeFileSync(path.join(dir, 'dist', 'assets', 'campaign-page-CRCG7-Zu.js'), 'export {};');
    fs.writeFileSync(
      path.join(dir, 'dist', 'assets', 'campaign-page-CRCG7-Zu.js.br'),
      zlib.brotliCompressSync('export {};'),
    );
    fs.writeFileSync(path.join(dir, 'dist', 'assets', 'index-Bq2d_x9A.css'), 'body{}');
    fs.writeFileSync(path.join(dir, 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(dir, 'uploads', 'campaigns'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'uploads', 'campaigns', 'Xy3kQ9-card.webp'), 'RIFF');
    database = await createTestDatabase(engine);
    const config = loadConfig({
      DATA_DIR: dir,
      PUBLIC_URL: 'https://athar.example',
      PAY_PUBLIC_URL: 'https://pay.athar.example/',
    });
    app = await buildApp({
      config,
      db: database.handle.db,
      logLevel: false,
      webDistDir: path.join(dir, 'dist'),
    });
    const project = await database.handle.db.selectFrom('projects').select('id').executeTakeFirstOrThrow();
    campaign = await database.handle.db
      .insertInto('campaigns')
      .values({
        project_id: project.id,
        title: `</title><script>alert("x")</script>`,
        description: `"quoted" & 'more'`,
      })
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves every app route with the API signature filled in and a strict CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/Campaigns' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`content="${app.config.API_SIGNATURE}"`);
    expect(response.body).not.toContain('__ATHAR_API_SIGNATURE__');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toContain('og:title');
  });

  it('tells the app where the payment host is, and lets it call and frame only that host', async () => {
    for (const url of ['/Campaigns', `/CampaignDonation/any_title/${campaign.id}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).toContain('<meta name="athar-pay-url" content="https://pay.athar.example" />');
      expect(response.body).not.toContain('__ATHAR_PAY_URL__');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://pay.athar.example;");
      expect(csp).toContain('frame-src https://pay.athar.example;');
      expect(csp).toContain("frame-ancestors 'self'");
    }
  });

  it('gives a campaign page Open Graph tags, every value escaped', async () => {
    const response = await app.inject({ method: 'GET', url: `/CampaignDonation/any_title/${campaign.id}` });
    const html = response.body;
    expect(html).toContain('<meta property="og:locale" content="ar_EG" />');
    expect(html).toContain(
      '<meta property="og:title" content="في ذكرى &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" />',
    );
    // the campaign's text, then its charity's licence (docs/decisions/018)
    expect(html).toContain('content="&quot;quoted&quot; &amp; &#39;more&#39; ');
    // a JPEG WhatsApp shows (PRODUCT.md §11.7): the default picture's, for a campaign without its own
    expect(html).toContain(
      `<meta property="og:image" content="https://athar.example/og/campaign/${campaign.id}.jpg?v=default-1" />`,
    );
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/default-campaign.webp" fetchpriority="high" />',
    );
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('redirects the short link /<code> to the campaign’s page, in Arabic-Indic digits too', async () => {
    const western = await app.inject({ method: 'GET', url: `/${campaign.code}?utm_source=whatsapp` });
    expect(western.statusCode).toBe(302);
    expect(western.headers.location).toBe(
      `/CampaignDonation/${campaign.code}/${campaign.id}?utm_source=whatsapp`,
    );
    expect(western.headers['cache-control']).toBe('public, max-age=3600');
    const arabic = String(campaign.code).replace(/\d/g, (digit) =>
      String.fromCharCode(0x0660 + Number(digit)),
    );
    const indic = await app.inject({ method: 'GET', url: `/${encodeURIComponent(arabic)}` });
    expect(indic.statusCode).toBe(302);
    expect(indic.headers.location).toBe(`/CampaignDonation/${encodeURIComponent(arabic)}/${campaign.id}`);
    // where it leads carries the preview a messaging app shows
    const page = await app.inject({ method: 'GET', url: String(indic.headers.location) });
    expect(page.body).toContain('og:title');
  });

  it('serves the plain shell for unknown campaigns, and a 4xx for a malformed path', async () => {
    for (const url of ['/CampaignDonation/x/999999999', '/99999999']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('og:title');
    }
    const malformed = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
  });

  it('carries the answers to the first calls of home, /Campaigns and a campaign page', async () => {
    const signed = { [API_SIGNATURE_HEADER]: app.config.API_SIGNATURE };
    const pages = [
      ['/', '/api/campaigns/details?rowscount=5&filter=desc'],
      ['/Campaigns', '/api/campaigns/details?offset=0&rowscount=20&filter=desc'],
      [`/CampaignDonation/any_title/${campaign.id}`, `/api/campaigns/details?campid=${campaign.id}`],
    ] as const;
    for (const [url, call] of pages) {
      const html = (await app.inject({ method: 'GET', url })).body;
      const block = new RegExp(
        `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>\\n  </head>`,
      ).exec(html);
      expect(block, url).not.toBeNull();
      // escaped: the campaign's title holds </title><script>…
      expect(block![1]).not.toContain('<');
      const direct = await app.inject({ method: 'GET', url: call, headers: signed });
      // home carries its featured projects' answer too (docs/decisions/043)
      expect(JSON.parse(block![1]!), url).toMatchObject({ [call]: direct.json() });
    }
    // the first card's picture comes with the scripts
    const home = (await app.inject({ method: 'GET', url: '/' })).body;
    const firstCard = (await app.inject({ method: 'GET', url: pages[0][1], headers: signed })).json<{
      data: { campaign_image: string }[];
    }>().data[0]!;
    const imagePreload =
      /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>\n {4}(.*)/.exec(home);
    expect(imagePreload?.[1]?.endsWith(firstCard.campaign_image)).toBe(true);
    expect(imagePreload?.[2]).toBe(preload('home-page.js'));
    for (const url of ['/MyProfile', '/NGOsListing', '/CampaignDonation/x/999999999']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(html, url).not.toContain(INITIAL_DATA_ELEMENT_ID);
    }
  });

  it('serves a campaign whose texts hold $ patterns once, escaped, on home, /Campaigns and its page', async () => {
    const patterns = "$` $' $& $1 $$";
    const project = await database.handle.db
      .selectFrom('projects')
      .select(['id', 'ngo_id'])
      .executeTakeFirstOrThrow();
    const listed = await database.handle.db
      .insertInto('campaigns')
      .values({
        project_id: project.id,
        title: `سمير ${patterns}`,
        description: `وصف ${patterns} ${patterns}`,
        created_at: new Date(Date.now() + 60_000),
      })
      .returning(['id', 'title', 'description'])
      .executeTakeFirstOrThrow();
    // listed: past 100 EGP, through a confirmed donation
    await createDonation(
      database.handle.db,
      { id: listed.id, ngo_id: project.ngo_id },
      { status: 'confirmed', amount: 50_000 },
    );
    const count = (text: string, part: string) => text.split(part).length - 1;
    const json = (text: string) => JSON.stringify(text).slice(1, -1);
    for (const url of ['/', '/Campaigns', `/CampaignDonation/any_title/${listed.id}`]) {
      const html = (await app.inject({ method: 'GET', url })).body;
      // raw (as JSON) once, in the data block; HTML-escaped only in a campaign page's preview tags
      expect(count(html, json(listed.title)), url).toBe(1);
      expect(count(html, json(listed.description)), url).toBe(1);
      const page = url.startsWith('/CampaignDonation/');
      expect(count(html, escapeHtml(`في ذكرى ${listed.title}`)), url).toBe(page ? 3 : 0);
      expect(count(html, escapeHtml(listed.description)), url).toBe(page ? 3 : 0);
      for (const fragment of ['<!doctype html>', '<head>', '</head>', '<body>', '<div id="root">', '<title>'])
        expect(count(html, fragment), `${url} ${fragment}`).toBe(1);
      expect(count(html, `id="${INITIAL_DATA_ELEMENT_ID}"`), url).toBe(1);
      expect(html.endsWith('</body></html>'), url).toBe(true);
    }
  });

  it('compresses the shell for a browser that accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/Campaigns' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await app.inject({
      method: 'GET',
      url: '/Campaigns',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
  });

  it('caches hashed assets and uploads for a year, immutable, and the HTML only briefly in a shared cache', async () => {
    const cacheControl = async (url: string, headers: Record<string, string> = {}) => {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      return response.headers['cache-control'];
    };
    const year = 'public, max-age=31536000, immutable';
    expect(await cacheControl('/assets/campaign-page-CRCG7-Zu.js')).toBe(year);
    expect(await cacheControl('/assets/campaign-page-CRCG7-Zu.js', { 'accept-encoding': 'br' })).toBe(year);
    expect(await cacheControl('/assets/index-Bq2d_x9A.css')).toBe(year);
    expect(await cacheControl('/uploads/campaigns/Xy3kQ9-card.webp')).toBe(year);
    expect(await cacheControl('/favicon.svg')).toBe('public, max-age=3600');
    for (const url of ['/', '/Campaigns', `/CampaignDonation/any_title/${campaign.id}`]) {
      expect(await cacheControl(url), url).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(await cacheControl(url, { cookie: 'user=%7B%7D' }), url).toBe('private, no-cache');
    }
  });

  it('revalidates the shell by its ETag, whatever the encoding, and changes it with the first data', async () => {
    const url = `/CampaignDonation/any_title/${campaign.id}`;
    const plain = await app.inject({ method: 'GET', url });
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect(plain.headers.vary).toBe('accept-encoding, authorization, cookie');
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers.etag).toBe(etag);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // a browser stores the 304's headers over its copy's: the shell's policy, never a stricter default
    // one that would block the shell's scripts on the next reload
    expect(again.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(plain.headers['content-security-policy']).toContain('script-src');
    const { ngo_id } = await database.handle.db
      .selectFrom('campaigns')
      .innerJoin('projects', 'projects.id', 'campaigns.project_id')
      .select('projects.ngo_id')
      .where('campaigns.id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    await createDonation(
      database.handle.db,
      { id: campaign.id, ngo_id },
      { status: 'confirmed', amount: 12_300 },
    );
    const changed = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never serves the raw template at /index.html: it sends the browser to the shell at /', async () => {
    for (const [url, to] of [
      ['/index.html', '/'],
      ['/index.html?utm_source=x&a=1', '/?utm_source=x&a=1'],
      ['/%69ndex.html', '/'],
      ['//index.html', '/'],
    ] as const) {
      for (const headers of [{}, { 'accept-encoding': 'gzip, br' }]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await app.inject({ method, url, headers });
          expect(response.statusCode, `${method} ${url}`).toBe(301);
          expect(response.headers.location, url).toBe(to);
          expect(response.headers['cache-control'], url).toBe('no-cache');
          expect(response.body, url).not.toContain('__ATHAR_API_SIGNATURE__');
        }
      }
    }
    // where it leads: the shell, signed, checked every time
    const shell = await app.inject({ method: 'GET', url: '/' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toMatch(/^public, max-age=0,/);
    expect(shell.body).toContain(`content="${app.config.API_SIGNATURE}"`);
  });

  it('preloads the chunks of the page a URL opens, and only those', async () => {
    const html = async (url: string) => (await app.inject({ method: 'GET', url })).body;
    const home = await html('/');
    expect(home).toContain(`${preload('home-page.js')}\n    ${preload('carousel.js')}\n`);
    expect(await html('/Campaigns?sort=new')).toContain(preload('campaigns-page.js'));
    const campaignPage = await html(`/CampaignDonation/any_title/${campaign.id}`);
    expect(campaignPage).toContain(preload('campaign-page.js'));
    expect(campaignPage).toContain('og:title');
    const edit = await html('/MyProfile/Edit');
    expect(edit).toContain(preload('edit-profile-page.js'));
    expect(edit).not.toContain(preload('profile-page.js'));
    // a static route outranks a parameter; case matters, as in the route table
    expect(await html('/MyProfile')).not.toContain('short-name.js');
    expect(await html('/12345')).toContain(preload('short-name.js'));
    for (const url of ['/campaigns/x', '/CampaignDonation/only-title', '/No/Such/Page/here']) {
      expect(await html(url), url).not.toContain('modulepreload');
    }
  });
});
