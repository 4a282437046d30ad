import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@athar/api/test/free-port';
import { CACHED_READS, nginxConfig, PERSONAL_PATHS, sharedCache } from '../cluster/nginx-config';
import { startNginx } from '../cluster/nginx-process';
import { stopProcess, waitUntilReady, type Managed } from '../cluster/processes';

const layout = {
  prefix: '/tmp/athar-nginx',
  webPort: 8080,
  payPort: 8081,
  apiPorts: [3101],
  payUpstreamPort: 3104,
};

describe('the shared cache of the cluster and compose nginx', () => {
  it('keeps anonymous reads only, and never a personal path or a request with a session', () => {
    const config = nginxConfig(layout);
    expect(config).toContain('proxy_cache_path /tmp/athar-nginx/cache ');
    expect(config).toContain('map "$http_authorization$cookie_user$cookie_staff" $athar_personal');
    expect(config).toContain('proxy_cache_bypass $athar_personal $athar_fresh;');
    expect(config).toContain('map $http_cache_control $athar_fresh');
    expect(config).toContain('proxy_no_cache $athar_personal;');
    expect(config).toContain('proxy_cache_lock on;');
    // nginx polls its lock every 500 ms: a shorter time-out is what bounds a cold entry's wait
    expect(config).toContain('proxy_cache_lock_timeout 50ms;');
    expect(config).toContain('proxy_cache_use_stale updating');
    expect(config).toContain('proxy_cache_methods GET HEAD;');
    // the personal paths have their own location, with no proxy_cache in it
    const personal = config.slice(config.indexOf(`location ~ ${PERSONAL_PATHS}`));
    expect(personal.slice(0, personal.indexOf('}'))).not.toContain('proxy_cache');
    expect(new RegExp(PERSONAL_PATHS).test('/api/users/details')).toBe(true);
    expect(new RegExp(PERSONAL_PATHS).test('/athar/api/charity/cash-queue')).toBe(true);
    expect(new RegExp(PERSONAL_PATHS).test('/api/internal/donations/1/confirm')).toBe(true);
    expect(new RegExp(PERSONAL_PATHS).test('/api/campaigns/details')).toBe(false);
    expect(nginxConfig({ ...layout, cache: false })).not.toContain('proxy_cache');
  });

  it('says the same in deploy/nginx.conf', () => {
    const deploy = fs.readFileSync(path.resolve(import.meta.dirname, '../deploy/nginx.conf'), 'utf8');
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^(map |proxy_cache|proxy_no_cache|add_header)/.test(line));
    const cluster = lines(sharedCache('/x') + CACHED_READS).filter(
      (line) => !line.startsWith('proxy_cache_path'),
    );
    expect(lines(deploy).filter((line) => !line.startsWith('proxy_cache_path'))).toEqual(cluster);
    expect(deploy).toContain(`location ~ ${PERSONAL_PATHS} {`);
  });
});

const hasNginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasNginx)('a real nginx in front of an api that says its reads are public', () => {
  let upstream: http.Server;
  let nginx: Managed;
  let base: string;
  let prefix: string;
  const hits = new Map<string, number>();

  beforeAll(async () => {
    // every answer claims to be shared-cacheable: only nginx's own rules keep personal ones out
    upstream = http.createServer((request, response) => {
      const count = (hits.get(request.url!) ?? 0) + 1;
      hits.set(request.url!, count);
      response.setHeader('cache-control', 'public, max-age=0, s-maxage=30');
      response.setHeader('etag', `W/"${request.url}-${count}"`);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ url: request.url, count }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const apiPort = (upstream.address() as net.AddressInfo).port;
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-nginx-'));
    const webPort = await freePort();
    nginx = startNginx(
      { prefix, webPort, payPort: await freePort(), apiPorts: [apiPort], payUpstreamPort: apiPort },
      process.env,
      false,
    );
    base = `http://127.0.0.1:${webPort}`;
    await waitUntilReady(`${base}/readyz`, nginx, 10_000);
  });
  afterAll(async () => {
    await stopProcess(nginx);
    await new Promise((resolve) => upstream.close(resolve));
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  const get = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(base + url, { method, headers });
    const body = await response.text();
    return { status: response.status, cache: response.headers.get('x-cache-status'), body };
  };

  it('answers an anonymous read from the cache and a read with a session from the api', async () => {
    const url = '/api/campaigns/details?campid=7';
    expect((await get(url)).cache).toBe('MISS');
    const hit = await get(url);
    expect(hit.cache).toBe('HIT');
    expect(JSON.parse(hit.body)).toEqual({ url, count: 1 });
    for (const headers of [
      { cookie: 'user=%7B%22user_id%22%3A1%7D' } as Record<string, string>,
      { cookie: 'theme=dark; staff=%7B%7D' },
      { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' },
    ]) {
      const personal = await get(url, headers);
      expect(personal.cache, JSON.stringify(headers)).toBe('BYPASS');
    }
    expect(hits.get(url)).toBe(4);
    // what the personal requests fetched was not stored: the anonymous copy is still the first
    expect(JSON.parse((await get(url)).body)).toEqual({ url, count: 1 });
  });

  it('answers a reload, or a read just after the visitor’s own change, from the api and keeps that copy', async () => {
    const url = '/api/campaigns/details?campid=8';
    await get(url);
    expect((await get(url)).cache).toBe('HIT');
    for (const cacheControl of ['max-age=0', 'no-cache']) {
      const fresh = await get(url, { 'cache-control': cacheControl });
      expect(fresh.cache, cacheControl).toBe('BYPASS');
    }
    expect(hits.get(url)).toBe(3);
    // the fresh answer replaced the shared copy: the next anonymous reader gets it
    expect(JSON.parse((await get(url)).body)).toEqual({ url, count: 3 });
  });

  it('keys by the API signature and Save-Data, and never caches POST or the personal paths', async () => {
    const url = '/api/campaigns/donations?campid=7';
    await get(url, { 'x-api-signature': 'a' });
    expect((await get(url, { 'x-api-signature': 'a' })).cache).toBe('HIT');
    expect((await get(url)).cache).toBe('MISS');
    expect((await get(url, { 'save-data': 'on' })).cache).toBe('MISS');
    for (const personal of ['/api/users/details', '/api/charity/cash-queue', '/api/internal/x']) {
      await get(personal);
      const again = await get(personal);
      expect(again.cache, personal).toBeNull();
      expect(hits.get(personal), personal).toBe(2);
    }
    await get('/api/donations', {}, 'POST');
    expect((await get('/api/donations', {}, 'POST')).cache).not.toBe('HIT');
    expect(hits.get('/api/donations')).toBe(2);
  });

  it('answers a browser that holds the cached copy with 304 from the cache', async () => {
    // as a browser revalidates its own copy: If-None-Match alone (fetch() would add Cache-Control)
    const rawGet = (url: string, headers: Record<string, string> = {}) =>
      new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(base + url, { headers }, resolve).on('error', reject),
      ).then((response) => (response.resume(), response));
    const url = '/CampaignDonation/x/7';
    await rawGet(url);
    const response = await rawGet(url, { 'if-none-match': `W/"${url}-1"` });
    expect(response.statusCode).toBe(304);
    expect(response.headers['x-cache-status']).toBe('HIT');
  });
});
