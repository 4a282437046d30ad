import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@athar/api/config';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { PARSER_REFUSALS, rawRequest } from '@athar/server-kit/test/raw-http';
import { buildPayApp } from '@athar/pay/app';
import { getSession } from '../integration/payments/bank-browser';
import { startPayStack, type PayStack } from '../integration/payments/pay-stack';
import { recordResult } from './support/results';
import { fillPath, listRoutes } from './support/routes';
import { headerProblems, parsePolicy } from './support/security-headers';
import { createWebDist } from './support/web-dist';

/**
 * R9: every kind of response — api JSON (answers and refusals), the app's HTML, its static assets,
 * uploads, the API docs, Fastify's own refusals and the payment host — carries a CSP with no inline
 * script and a frame-ancestors rule, nosniff and a Referrer-Policy, and HSTS when (and only when)
 * the public address is https. The bank's lightbox may be framed by Athar's origin and no other.
 * Headers do not depend on the database engine, so this runs on PGlite only.
 */
type Request = InjectOptions & { url: string };

/** Requests that between them produce every kind of answer the api gives. */
function apiRequests(t: TestApp, web: { script: string; style: string }, campaignId: number): Request[] {
  const signed = { 'x-api-signature': t.config.API_SIGNATURE };
  const routes = listRoutes(t.app).filter((route) => route.method === 'GET');
  const everyGet = routes.flatMap((route) => {
    const url = fillPath(route.path, () => '1').replace('*', 'missing.txt');
    return [
      { method: 'GET' as const, url, headers: signed },
      { method: 'GET' as const, url },
    ];
  });
  return [
    ...everyGet,
    {
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...signed, 'content-type': 'application/json' },
      payload: '{',
    },
    { method: 'POST', url: '/api/donations', headers: signed, payload: { donation: {} } },
    { method: 'GET', url: '/api/no-such-call', headers: signed },
    { method: 'GET', url: '/api/%E0%A4%A' },
    { method: 'GET', url: `/api/charity/donations/${'9'.repeat(600)}/x` },
    { method: 'GET', url: '/' },
    { method: 'GET', url: '/Campaigns' },
    { method: 'GET', url: `/CampaignDonation/any/${campaignId}` },
    { method: 'GET', url: `/${web.script}` },
    { method: 'GET', url: `/${web.script}`, headers: { 'accept-encoding': 'gzip' } },
    { method: 'GET', url: `/${web.style}` },
    { method: 'GET', url: '/favicon.svg' },
    { method: 'GET', url: '/uploads/reliability/picture.webp' },
    { method: 'GET', url: '/uploads/missing.webp' },
    { method: 'GET', url: '/api/docs' },
    { method: 'GET', url: '/api/docs/static/index.html' },
    { method: 'GET', url: '/healthz' },
    { method: 'GET', url: '/readyz' },
  ];
}

/**
 * What is wrong with the answers to requests Node's HTTP parser refuses before Fastify sees them
 * (URL or headers over 16 KB, a malformed header line), sent on a raw socket to a listening server.
 */
async function parserRefusalProblems(port: number, https: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const refusal of PARSER_REFUSALS) {
    const answer = await rawRequest(port, refusal.request);
    const where = `${refusal.what} (${answer.status})`;
    if (answer.status !== refusal.status) problems.push(`${where}: expected ${refusal.status}`);
    for (const problem of headerProblems(answer.headers, { https })) problems.push(`${where}: ${problem}`);
    let message = '';
    try {
      message = String((JSON.parse(answer.body) as { message?: unknown }).message ?? '');
    } catch {
      problems.push(`${where}: not our JSON envelope: ${answer.body.slice(0, 80)}`);
    }
    if (!/[\u0600-\u06FF]/.test(message))
      problems.push(`${where}: no Arabic message: ${answer.body.slice(0, 80)}`);
  }
  return problems;
}

const portOf = (app: { server: { address(): unknown } }) => (app.server.address() as AddressInfo).port;

async function problemsOf(
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  requests: Request[],
  https: boolean,
) {
  const problems: string[] = [];
  const statuses = new Set<number>();
  for (const request of requests) {
    const response = await inject(request);
    statuses.add(response.statusCode);
    for (const problem of headerProblems(response.headers, { https }))
      problems.push(`${request.method} ${request.url.slice(0, 80)} (${response.statusCode}): ${problem}`);
  }
  return { problems, statuses: [...statuses].sort() };
}

describe('R9 security headers on every response', () => {
  const web = createWebDist();
  let secure: TestApp;
  let local: TestApp;
  let stack: PayStack;
  let campaignId: number;
  const started = Date.now();

  beforeAll(async () => {
    secure = await createTestApp('pglite', {
      webDistDir: web.dir,
      settings: { PUBLIC_URL: 'https://athar.example', PAY_PUBLIC_URL: 'https://pay.athar.example' },
    });
    local = await createTestApp('pglite', { webDistDir: web.dir });
    for (const t of [secure, local]) {
      const uploads = path.join(t.config.dataDir, 'uploads', 'reliability');
      fs.mkdirSync(uploads, { recursive: true });
      fs.writeFileSync(path.join(uploads, 'picture.webp'), 'RIFF....WEBP');
    }
    campaignId = (await secure.db.selectFrom('campaigns').select('id').executeTakeFirstOrThrow()).id;
    stack = await startPayStack('pglite');
  });
  afterAll(async () => {
    await stack?.close();
    await secure?.close();
    await local?.close();
    web.remove();
  });

  it('sends them on every api, app and asset answer, HSTS included on https', async () => {
    const requests = apiRequests(secure, web, campaignId);
    const { problems, statuses } = await problemsOf((o) => secure.app.inject(o), requests, true);
    expect(problems).toEqual([]);
    expect(statuses).toEqual(expect.arrayContaining([200, 400, 401, 404]));
    recordResult(
      'R9',
      'api, app, assets and docs on https and http',
      true,
      `${requests.length} responses (statuses ${statuses.join(', ')})`,
      Date.now() - started,
    );
  });

  it("answers requests Node's parser refuses (URL or headers over 16 KB, a malformed header) the same way", async () => {
    await secure.app.listen({ host: '127.0.0.1', port: 0 });
    // the pay stack's api and payment host listen on plain-http loopback addresses
    const problems = [
      ...(await parserRefusalProblems(portOf(secure.app), true)).map((p) => `api https: ${p}`),
      ...(await parserRefusalProblems(portOf(stack.t.app), false)).map((p) => `api http: ${p}`),
      ...(await parserRefusalProblems(portOf(stack.pay), false)).map((p) => `payment host http: ${p}`),
    ];
    expect(problems).toEqual([]);
    recordResult(
      'R9',
      "answers of Node's HTTP parser",
      true,
      `${PARSER_REFUSALS.length} refusals × api (https, http) and payment host`,
      Date.now() - started,
    );
  });

  it('sends no HSTS on a plain-http localhost address, and the rest the same', async () => {
    const requests = apiRequests(local, web, campaignId);
    const { problems } = await problemsOf((o) => local.app.inject(o), requests, false);
    expect(problems).toEqual([]);
  });

  it("lets only Athar frame the app's pages, and only its own scripts run in them", async () => {
    for (const url of ['/', '/Campaigns', `/CampaignDonation/any/${campaignId}`]) {
      const response = await secure.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toContain('text/html');
      const policy = parsePolicy(String(response.headers['content-security-policy']));
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      // Inline elements may only be JSON data blocks, which browsers never run, and must parse whole.
      expect(response.body).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))[^>]*>/);
      for (const [, data] of response.body.matchAll(
        /<script type="application\/json"[^>]*>([^]*?)<\/script>/g,
      ))
        expect(() => JSON.parse(data ?? '')).not.toThrow();
    }
    const json = await secure.app.inject({ method: 'GET', url: '/healthz' });
    expect(parsePolicy(String(json.headers['content-security-policy'])).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('sends them on the payment host, and its lightbox may be framed by Athar alone', async () => {
    const id = await stack.cardDonation();
    const session = await getSession(stack, id);
    const lightboxUrl = String(session.body.LightboxUrl);
    const sessionId = lightboxUrl.split('/').pop()!;
    const payRequests: Request[] = [
      { method: 'GET', url: '/healthz' },
      { method: 'GET', url: '/readyz' },
      {
        method: 'POST',
        url: '/api/hostedcheckout/Save',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      },
      {
        method: 'POST',
        url: '/api/hostedcheckout/Save',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      {
        method: 'POST',
        url: '/api/hostedcheckout/Save',
        headers: { 'content-type': 'text/plain' },
        payload: String(id),
      },
      { method: 'GET', url: `/Response.aspx?donationID=${id}&resultIndicator=forged` },
      {
        method: 'OPTIONS',
        url: '/api/hostedcheckout/GetSessionId',
        headers: { origin: stack.apiUrl, 'access-control-request-method': 'POST' },
      },
      { method: 'GET', url: `/bank/checkout/lightbox/${sessionId}` },
      { method: 'GET', url: `/bank/checkout/pay/${sessionId}` },
      { method: 'GET', url: '/bank/static/checkout.js' },
      { method: 'GET', url: '/no-such-page' },
      { method: 'GET', url: '/%E0%A4%A' },
    ];
    const { problems } = await problemsOf((o) => stack.pay.inject(o), payRequests, false);
    expect(problems).toEqual([]);

    const lightbox = await fetch(lightboxUrl);
    expect(lightbox.status).toBe(200);
    expect(
      parsePolicy(String(lightbox.headers.get('content-security-policy'))).get('frame-ancestors'),
    ).toEqual([new URL(stack.apiUrl).origin]);
    expect(lightbox.headers.get('x-frame-options')).toBeNull();
    const page = await stack.pay.inject({ method: 'GET', url: `/bank/checkout/pay/${sessionId}` });
    expect(parsePolicy(String(page.headers['content-security-policy'])).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('sends HSTS from a payment host on https', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: secure.config.dataDir,
      PUBLIC_URL: 'https://athar.example',
      PAY_PUBLIC_URL: 'https://pay.athar.example',
    });
    const pay = await buildPayApp({
      config,
      pingDatabase: async () => 1,
      logLevel: false,
      reconcileEveryMs: false,
    });
    try {
      const requests: Request[] = [
        { method: 'GET', url: '/healthz' },
        {
          method: 'POST',
          url: '/api/hostedcheckout/Save',
          headers: { 'content-type': 'text/plain' },
          payload: 'x',
        },
        { method: 'GET', url: '/Response.aspx' },
      ];
      const { problems } = await problemsOf((o) => pay.inject(o), requests, true);
      await pay.listen({ host: '127.0.0.1', port: 0 });
      problems.push(...(await parserRefusalProblems(portOf(pay), true)));
      expect(problems).toEqual([]);
    } finally {
      await pay.close();
    }
    recordResult(
      'R9',
      'payment host',
      true,
      'its answers, the bank pages, the lightbox framing',
      Date.now() - started,
    );
  });
});
