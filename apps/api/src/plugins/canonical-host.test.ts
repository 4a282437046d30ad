import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { canonicalLocation, registerCanonicalHost } from './canonical-host';

const LOCAL = { publicUrl: 'http://localhost:3000', aliases: [] };
const SITE = { publicUrl: 'https://athar.example', aliases: ['old-athar.example'] };

describe('the canonical host of a page request', () => {
  it('sends the other loopback names to a PUBLIC_URL on loopback, path and query kept', () => {
    expect(canonicalLocation(LOCAL, '127.0.0.1', '/CampaignDonation/%D9%85/6?x=1')).toBe(
      'http://localhost:3000/CampaignDonation/%D9%85/6?x=1',
    );
    expect(canonicalLocation(LOCAL, '[::1]', '/')).toBe('http://localhost:3000/');
    expect(canonicalLocation(LOCAL, '127.0.1.1', '/Campaigns')).toBe('http://localhost:3000/Campaigns');
    const numeric = { publicUrl: 'http://127.0.0.1:8080', aliases: [] };
    expect(canonicalLocation(numeric, 'localhost', '/Login?next=%2FMyProfile')).toBe(
      'http://127.0.0.1:8080/Login?next=%2FMyProfile',
    );
  });

  it('sends www and the bare domain to each other, and the configured aliases', () => {
    expect(canonicalLocation(SITE, 'www.athar.example', '/Campaigns')).toBe(
      'https://athar.example/Campaigns',
    );
    expect(canonicalLocation(SITE, 'OLD-ATHAR.example.', '/')).toBe('https://athar.example/');
    const www = { publicUrl: 'https://www.athar.example/', aliases: [] };
    expect(canonicalLocation(www, 'athar.example', '/Terms')).toBe('https://www.athar.example/Terms');
  });

  it('leaves PUBLIC_URL itself (any port), other hosts and no host alone', () => {
    expect(canonicalLocation(LOCAL, 'localhost', '/Campaigns')).toBeNull();
    expect(canonicalLocation(LOCAL, 'LocalHost', '/Campaigns')).toBeNull();
    expect(canonicalLocation(SITE, 'athar.example', '/')).toBeNull();
    // a proxy passing an internal name must not be sent round in circles
    expect(canonicalLocation(SITE, 'athar_api', '/')).toBeNull();
    expect(canonicalLocation(SITE, 'localhost', '/')).toBeNull();
    expect(canonicalLocation(SITE, 'evil.example', '/')).toBeNull();
    expect(canonicalLocation(SITE, 'wwwathar.example', '/')).toBeNull();
    expect(canonicalLocation(LOCAL, '', '/')).toBeNull();
  });

  it('never moves the api, files, health, metrics or anything with an extension', () => {
    for (const url of [
      '/api/cities',
      '/api/docs',
      '/athar/api/cities',
      '/uploads/campaigns/a.webp',
      '/assets/index-abcdefgh.js',
      '/healthz',
      '/readyz',
      '/metrics',
      '/favicon.ico',
      '/robots.txt',
    ])
      expect(canonicalLocation(LOCAL, '127.0.0.1', url), url).toBeNull();
  });
});

describe('the canonical host plugin', () => {
  const app = Fastify({ trustProxy: ['loopback'] });
  registerCanonicalHost(app, LOCAL);
  app.all('/*', async () => 'page');

  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('answers a page GET or HEAD on another name with a 308 that is not kept for good', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({
        method,
        url: '/CampaignDonation/x/6?Status=1',
        headers: { host: '127.0.0.1:3000' },
      });
      expect(response.statusCode, method).toBe(308);
      expect(response.headers.location).toBe('http://localhost:3000/CampaignDonation/x/6?Status=1');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves PUBLIC_URL, posts and api calls where they arrive', async () => {
    const at = (host: string, url = '/Campaigns', method: 'GET' | 'POST' = 'GET') =>
      app.inject({ method, url, headers: { host } }).then((response) => response.statusCode);
    expect(await at('localhost:3000')).toBe(200);
    expect(await at('localhost:8080')).toBe(200);
    expect(await at('127.0.0.1:3000', '/Campaigns', 'POST')).toBe(200);
    expect(await at('127.0.0.1:3000', '/api/cities')).toBe(200);
  });

  it('reads the host a trusted proxy forwards', async () => {
    const forwarded = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost:3000', 'x-forwarded-host': '127.0.0.1:3000' },
    });
    expect(forwarded.statusCode).toBe(308);
    const kept = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'localhost:3000' },
    });
    expect(kept.statusCode).toBe(200);
  });
});

describe.each(oneEngine)('the api redirects pages to PUBLIC_URL (%s)', (engine) => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    // inject() sends Host: localhost:80, another loopback name than this PUBLIC_URL's
    t = await createTestApp(engine, {
      settings: { PUBLIC_URL: 'http://127.0.0.1:3000', PUBLIC_URL_ALIASES: 'athar.local' },
    });
    off = await createTestApp(engine, {
      settings: { PUBLIC_URL: 'http://127.0.0.1:3000', CANONICAL_HOST: 'off' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });

  it('redirects a page, and answers the api, health and metrics on any host', async () => {
    const page = await t.call({ method: 'GET', url: '/TransactionDonation/5?Status=1&donationID=5' });
    expect(page.statusCode).toBe(308);
    expect(page.headers.location).toBe('http://127.0.0.1:3000/TransactionDonation/5?Status=1&donationID=5');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const alias = await t.call({ method: 'GET', url: '/', headers: { host: 'athar.local' } });
    expect(alias.headers.location).toBe('http://127.0.0.1:3000/');
    expect((await t.call({ method: 'GET', url: '/api/cities' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/metrics' })).statusCode).not.toBe(308);
  });

  it('leaves every host alone with CANONICAL_HOST=off', async () => {
    const page = await off.call({ method: 'GET', url: '/Campaigns' });
    expect(page.statusCode).not.toBe(308);
    expect(page.headers.location).toBeUndefined();
  });
});
