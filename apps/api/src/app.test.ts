import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase } from './db/connect';
import { createTestApp, type TestApp } from './test/test-app';

describe('api skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('refuses /api calls without the X-Api-Signature header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cities' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 0, message: 'التطبيق غير مصرح له بالاتصال', data: [] });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/cities',
      headers: { 'x-api-signature': 'Basic nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers health and readiness without a signature', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI document generated from the contract schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/cities',
        '/api/cities/{cityId}',
        '/api/about/achievements',
        '/athar/api/GetCampiagnID/{shortname}',
      ]),
    );
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, data: [] });
  });

  it('answers a value the database cannot hold (past an integer column) with a 400, not a 500', async () => {
    const response = await t.call({ method: 'GET', url: '/api/cities/2147483648' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: 'البيانات المرسلة غير صحيحة', data: [] });
    // a search sends the database the keys of its words only (docs/decisions/012): a NUL separates words
    const search = await t.call({ method: 'GET', url: '/api/campaigns/details?search=ab%00cd' });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ status: 1 });
  });

  it("answers a malformed URL in the api's envelope, with the security headers", async () => {
    const response = await t.call({ method: 'GET', url: '/api/cities/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: 'البيانات المرسلة غير صحيحة', data: [] });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('hides the details of unexpected failures behind a generic Arabic message', async () => {
    const app = await createTestApp('pglite', {
      extend: (instance) => {
        instance.get('/api/test-explode', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
    const response = await app.call({ method: 'GET', url: '/api/test-explode' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 0, message: 'عذرًا، حدثت مشكلة في طلبك', data: [] });
    expect(response.body).not.toContain('secret');
  });

  it('answers 503 with an Arabic message while the database is unreachable', async () => {
    const unreachable = await openDatabase({ databaseUrl: 'postgres://athar@127.0.0.1:1/athar' });
    const app = await buildApp({
      config: t.config,
      db: unreachable.db,
      logLevel: false,
      webDistDir: '/nonexistent',
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/cities',
      headers: { 'x-api-signature': t.config.API_SIGNATURE },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 0,
      message: 'الخدمة غير متاحة الآن، من فضلك حاول بعد قليل',
      data: [],
    });
    expect(response.headers['x-request-id']).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
    await unreachable.close();
  });
});
